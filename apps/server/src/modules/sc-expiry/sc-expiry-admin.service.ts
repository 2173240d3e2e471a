import {
  SC_EXPIRY_REVERSAL_KIND,
  type TScExpiry,
  type TScExpiryListPage,
  type TScExpiryListQuery,
  type TScExpiryStatus,
} from '@app/contracts/sc-expiry';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { AuditService, StaffActor } from '../audit/audit.service';
import type { Movement, WalletService } from '../wallet/wallet.service';
import * as repo from './sc-expiry.repository';

export type { StaffActor };

const iso = (at: Date | null) => at?.toISOString() ?? null;

function view(row: repo.ScExpiryPeriod, username: string): TScExpiry {
  if (row.status === 'WARNED' || !row.expiredAt)
    throw new Error(`SC expiry period ${row.id} has not expired`);
  const asked =
    row.reversalRequestedByStaffId !== null &&
    row.reversalRequestedByEmail !== null &&
    row.reversalReason !== null &&
    row.reversalRequestedAt !== null;
  return {
    id: row.id,
    userId: row.userId,
    username,
    lastActivityAt: row.lastActivityAt.toISOString(),
    warnedAt: row.warnedAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    expiredAt: row.expiredAt.toISOString(),
    scUnplayed: row.expiredScUnplayed ?? 0,
    scRedeemable: row.expiredScRedeemable ?? 0,
    status: row.status as TScExpiryStatus,
    reversal: asked
      ? {
          reason: row.reversalReason!,
          requestedBy: {
            id: row.reversalRequestedByStaffId!,
            email: row.reversalRequestedByEmail!,
          },
          requestedAt: row.reversalRequestedAt!.toISOString(),
          approvedBy:
            row.reversedByStaffId === null
              ? null
              : { id: row.reversedByStaffId, email: row.reversedByEmail ?? '' },
          approvedAt: iso(row.reversedAt),
        }
      : null,
  };
}

/** What the audit log keeps of an expiry (amounts in hundredths, AUDIT_AMOUNT_FIELDS). */
const audited = (row: repo.ScExpiryPeriod) => ({
  scUnplayed: row.expiredScUnplayed,
  scRedeemable: row.expiredScRedeemable,
  expiredAt: iso(row.expiredAt),
  lastActivityAt: row.lastActivityAt.toISOString(),
});

/**
 * The back office's SC expiries (decision 054): the list, and reversals with four eyes. One member
 * asks for a reversal with a reason; another approves it (re-authenticated), which gives back
 * exactly what the expiry took, to the same accounts, from EXPIRATIONS, or rejects it. The ledger,
 * the status and the audit entry change in one transaction.
 */
export function createScExpiryAdminService(deps: {
  db: Db;
  wallet: WalletService;
  audit: AuditService;
  /** The player's username, for the list (the users module's). */
  usernameOf: (userId: number) => Promise<string>;
  /** The rule in force, shown with the list. */
  rule: { inactiveDays: number; noticeDays: number };
  now?: () => Date;
}) {
  const { db, wallet, audit } = deps;
  const now = deps.now ?? (() => new Date());

  async function viewOf(row: repo.ScExpiryPeriod) {
    return view(row, await deps.usernameOf(row.userId));
  }

  /** The expiry `id`, locked; a warned period that never expired is not one. */
  async function lockExpiry(tx: DbOrTx, id: number) {
    const row = await repo.lockPeriod(tx, id);
    if (!row || row.status === 'WARNED')
      throw new AppError('NotFound', 'This expiry was not found.');
    return row;
  }

  /** The expiry `id` with a reversal waiting, locked, that `actor` (not its asker) may decide on. */
  async function lockForDecision(tx: DbOrTx, actor: StaffActor, id: number) {
    const row = await lockExpiry(tx, id);
    if (row.status !== 'REVERSAL_PENDING') throw new AppError('ScExpiryNoReversalPending');
    if (row.reversalRequestedByStaffId === actor.staffId) throw new AppError('ScExpiryOwnReversal');
    return row;
  }

  return {
    /** Expiries, newest first, a page at a time. */
    async list(query: TScExpiryListQuery): Promise<TScExpiryListPage> {
      const { rows, count } = await repo.listExpiries(db, query);
      const names = new Map<number, string>();
      for (const userId of new Set(rows.map((r) => r.userId)))
        names.set(userId, await deps.usernameOf(userId));
      return {
        rows: rows.map((row) => view(row, names.get(row.userId) ?? '')),
        count,
        ...deps.rule,
      };
    },

    /** One member asks for the reversal of an expiry, with a reason: nothing moves yet. */
    async requestReversal(actor: StaffActor, id: number, reason: string): Promise<TScExpiry> {
      const updated = await inTransaction(db, async ({ tx }) => {
        const row = await lockExpiry(tx, id);
        if (row.status !== 'EXPIRED') throw new AppError('ScExpiryNotReversible');
        const asked = await repo.transition(tx, id, 'EXPIRED', {
          status: 'REVERSAL_PENDING',
          reversalReason: reason,
          reversalRequestedByStaffId: actor.staffId,
          reversalRequestedByEmail: actor.staffEmail,
          reversalRequestedAt: now(),
        });
        if (!asked) throw new AppError('ScExpiryNotReversible');
        await audit.record(tx, actor, {
          action: 'sc_expiry.reversal_request',
          playerId: row.userId,
          target: `sc-expiry:${id}`,
          before: { status: 'EXPIRED' },
          after: { status: 'REVERSAL_PENDING' },
          detail: { ...audited(row), reason },
        });
        return asked;
      });
      return viewOf(updated);
    },

    /**
     * A second member approves: exactly the SC the expiry took goes back to the same accounts
     * (transfer kind sc_expiry_reversal, ledger key of the expiry), the status turns REVERSED and
     * the audit entry is written, in one transaction.
     */
    async approveReversal(actor: StaffActor, id: number, comment?: string): Promise<TScExpiry> {
      const updated = await inTransaction(db, async (uow) => {
        const { tx } = uow;
        const row = await lockForDecision(tx, actor, id);
        const credit = (amount: number, scAccount: Movement['scAccount']): Movement => ({
          direction: 'credit',
          currency: 'SC',
          amount,
          house: 'EXPIRATIONS',
          kind: SC_EXPIRY_REVERSAL_KIND,
          scAccount,
        });
        const scUnplayed = row.expiredScUnplayed ?? 0;
        const scRedeemable = row.expiredScRedeemable ?? 0;
        const result = await wallet.apply(uow, {
          idempotencyKey: `sc-expiry-reversal:${id}`,
          userId: row.userId,
          kind: SC_EXPIRY_REVERSAL_KIND,
          reference: `sc-expiry:${id}`,
          movements: [
            ...(scUnplayed > 0 ? [credit(scUnplayed, 'SC_UNPLAYED')] : []),
            ...(scRedeemable > 0 ? [credit(scRedeemable, 'SC_REDEEMABLE')] : []),
          ],
        });
        // The key commits only with the REVERSED status, and the row is locked and pending.
        if (result.replayed) throw new Error(`SC expiry ${id} was already reversed in the ledger`);
        const reversed = await repo.transition(tx, id, 'REVERSAL_PENDING', {
          status: 'REVERSED',
          reversedByStaffId: actor.staffId,
          reversedByEmail: actor.staffEmail,
          reversedAt: now(),
          reversalOperationId: result.operationId,
        });
        if (!reversed) throw new AppError('ScExpiryNoReversalPending');
        await audit.record(tx, actor, {
          action: 'sc_expiry.reversal_approve',
          playerId: row.userId,
          target: `sc-expiry:${id}`,
          before: { status: 'REVERSAL_PENDING' },
          after: {
            status: 'REVERSED',
            scUnplayedBalance: result.balances.scUnplayed,
            scRedeemableBalance: result.balances.scRedeemable,
          },
          detail: {
            ...audited(row),
            reason: row.reversalReason,
            requestedByStaffId: row.reversalRequestedByStaffId,
            comment: comment || null,
          },
        });
        return reversed;
      });
      return viewOf(updated);
    },

    /** A second member rejects the reversal, with a comment: the SC stay expired. */
    async rejectReversal(actor: StaffActor, id: number, comment: string): Promise<TScExpiry> {
      const updated = await inTransaction(db, async ({ tx }) => {
        const row = await lockForDecision(tx, actor, id);
        const rejected = await repo.transition(tx, id, 'REVERSAL_PENDING', {
          status: 'EXPIRED',
          reversalReason: null,
          reversalRequestedByStaffId: null,
          reversalRequestedByEmail: null,
          reversalRequestedAt: null,
        });
        if (!rejected) throw new AppError('ScExpiryNoReversalPending');
        await audit.record(tx, actor, {
          action: 'sc_expiry.reversal_reject',
          playerId: row.userId,
          target: `sc-expiry:${id}`,
          before: { status: 'REVERSAL_PENDING' },
          after: { status: 'EXPIRED' },
          detail: {
            ...audited(row),
            reason: row.reversalReason,
            requestedByStaffId: row.reversalRequestedByStaffId,
            comment,
          },
        });
        return rejected;
      });
      return viewOf(updated);
    },
  };
}

export type ScExpiryAdminService = ReturnType<typeof createScExpiryAdminService>;
