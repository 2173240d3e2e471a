import type {
  TPlayerFlagsRequest,
  TPlayerNoteRequest,
  TPlayerStatus,
} from '@app/contracts/players-admin';
import type { Db, Tx } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { Mailer } from '../../platform/mailer';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { twoFactorResetEmail } from '../two-factor/two-factor-emails';
import { resetTwoFactorInTx } from '../two-factor/two-factor-reset';
import * as account from './player-account.repository';
import { insertNote } from './player-history.repository';

/**
 * What staff change on a player. Each change and its audit entry commit together; signing a
 * player out (suspend, close, end sessions) revokes the sessions in that transaction and then
 * closes the player's sockets, so every open page signs out at once and the next call or login
 * is refused (3082 for a suspended or closed account).
 */
export function createPlayerActions(deps: {
  db: Db;
  audit: AuditService;
  endSockets: (userId: number) => void;
  mailer: Mailer;
}) {
  const { db, audit } = deps;

  async function lockPlayer(tx: Tx, userId: number) {
    const row = await account.findPlayer(tx, userId, { lock: true });
    if (!row || row.user.role !== 'player')
      throw new AppError('NotFound', 'This player was not found.');
    return row;
  }

  return {
    /** Restrict (3079 on purchase), bank purchases off (3078), internal (test) account. */
    async setFlags(actor: AuditActor, userId: number, flags: TPlayerFlagsRequest) {
      return db.transaction(async (tx) => {
        const row = await lockPlayer(tx, userId);
        const before = {
          isRestrict: row.user.isRestrict,
          bankPurchaseDisabled: row.bankPurchaseDisabled ?? false,
          isInternalUser: row.user.isInternalUser,
        };
        const after = {
          isRestrict: flags.isRestrict ?? before.isRestrict,
          bankPurchaseDisabled: flags.bankPurchaseDisabled ?? before.bankPurchaseDisabled,
          isInternalUser: flags.isInternalUser ?? before.isInternalUser,
        };
        await account.updatePlayerFlags(tx, userId, {
          isRestrict: after.isRestrict,
          isInternalUser: after.isInternalUser,
        });
        if (after.bankPurchaseDisabled !== before.bankPurchaseDisabled)
          await account.setBankPurchaseDisabled(tx, userId, after.bankPurchaseDisabled);
        await audit.record(tx, actor, { action: 'player.flags', playerId: userId, before, after });
        return after;
      });
    },

    async setStatus(actor: AuditActor, userId: number, status: TPlayerStatus, reason: string) {
      const result = await db.transaction(async (tx) => {
        const row = await lockPlayer(tx, userId);
        const before = row.user.status as TPlayerStatus;
        if (before === status)
          throw new AppError('ValidationError', `The account is already ${status}.`);
        await account.updatePlayerStatus(tx, userId, status);
        const ended = status === 'active' ? 0 : await account.revokeSessions(tx, userId);
        await audit.record(tx, actor, {
          action: `player.status.${status}`,
          playerId: userId,
          before: { status: before },
          after: { status },
          detail: { reason, sessionsEnded: ended },
        });
        return { status, sessionsEnded: ended };
      });
      if (status !== 'active') deps.endSockets(userId);
      return result;
    },

    async endSessions(actor: AuditActor, userId: number, reason: string) {
      const ended = await db.transaction(async (tx) => {
        await lockPlayer(tx, userId);
        const count = await account.revokeSessions(tx, userId);
        await audit.record(tx, actor, {
          action: 'player.end-sessions',
          playerId: userId,
          detail: { reason, sessionsEnded: count },
        });
        return count;
      });
      deps.endSockets(userId);
      return { ended };
    },

    /**
     * Support reset of a player who lost their authenticator and every recovery code (decision
     * 039): the secret, recovery codes and waiting logins go, every session ends, the player is
     * emailed, all with the audit entry in one transaction; then their sockets close. The audit
     * keeps the reason and the count, never a secret.
     */
    async resetTwoFactor(actor: AuditActor, userId: number, reason: string) {
      const result = await inTransaction(db, async (uow) => {
        const { tx } = uow;
        const row = await lockPlayer(tx, userId);
        await resetTwoFactorInTx(tx, userId);
        const sessionsEnded = await account.revokeSessions(tx, userId);
        await audit.record(tx, actor, {
          action: 'player.two_factor_reset',
          playerId: userId,
          before: { twoFactorEnabled: true },
          after: { twoFactorEnabled: false },
          detail: { reason, sessionsEnded },
        });
        await deps.mailer.send(twoFactorResetEmail(row.user.email, row.user.username), uow);
        return { sessionsEnded };
      });
      deps.endSockets(userId);
      return result;
    },

    async addNote(actor: AuditActor, userId: number, note: TPlayerNoteRequest) {
      return db.transaction(async (tx) => {
        await lockPlayer(tx, userId);
        const row = await insertNote(tx, {
          userId,
          staffId: actor.staffId,
          staffEmail: actor.staffEmail,
          body: note.body,
        });
        await audit.record(tx, actor, {
          action: 'player.note',
          playerId: userId,
          target: `note:${row.id}`,
          after: { body: note.body },
        });
        return {
          id: row.id,
          at: row.createdAt.toISOString(),
          staffEmail: row.staffEmail,
          body: row.body,
        };
      });
    },
  };
}

export type PlayerActions = ReturnType<typeof createPlayerActions>;
