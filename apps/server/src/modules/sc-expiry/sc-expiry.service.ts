import { SC_EXPIRY_KIND } from '@app/contracts/sc-expiry';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { Mailer } from '../../platform/mailer';
import { nextEasternMidnight } from '../bonuses/eastern-day';
import type { Movement, ScHolder, WalletService } from '../wallet/wallet.service';
import { expiredEmail, expiryWarningEmail } from './sc-expiry-emails';
import * as repo from './sc-expiry.repository';

const DAY_MS = 86_400_000;
/** Players read per step of the scan. */
const BATCH_SIZE = 200;
/** Movements of the player's coins that are not the player's activity: the expiry itself. */
const NOT_ACTIVITY = [SC_EXPIRY_KIND] as const;

/** The ledger reads the scan needs (the wallet's, decision 054). */
export interface ScHoldings {
  holdersAfter(
    afterUserId: number,
    limit: number,
    ignoringKinds: readonly string[],
  ): Promise<ScHolder[]>;
  lastOperationMs(
    tx: DbOrTx,
    userId: number,
    ignoringKinds: readonly string[],
  ): Promise<number | null>;
}

/** A player as the emails and the account-status check need them (the users module's). */
export interface ScExpiryPlayer {
  id: number;
  email: string;
  username: string;
  status: string;
}

export interface ScExpiryRunSummary {
  /** Players holding SC that were looked at. */
  holders: number;
  warned: number;
  expired: number;
}

/** The instant the SC of a period expire: never before the notice after the warning. */
export function expiryMoment(input: {
  lastActivityMs: number;
  warnedAt: Date;
  inactiveDays: number;
  noticeDays: number;
}): Date {
  const due = Math.max(
    input.lastActivityMs + input.inactiveDays * DAY_MS,
    input.warnedAt.getTime() + input.noticeDays * DAY_MS,
  );
  // The end of that US Eastern day: the email names the day, and the whole of it is the player's.
  return nextEasternMidnight(new Date(due));
}

/** The player's activity moved while the expiry was being written: this run leaves them alone. */
class ActivityMoved extends Error {}

/**
 * SC expiry (decision 054). A player's last activity is the latest of their last sign-in or
 * signed-in request (the auth module's sessions) and the last movement of their coins other than
 * an expiry (the ledger). After `inactiveDays - noticeDays` days of inactivity the player is
 * warned by email, once per period; once the period is over and the warning at least
 * `noticeDays` old, their unplayed and redeemable SC move to the house account EXPIRATIONS, once.
 */
export function createScExpiryService(deps: {
  db: Db;
  wallet: WalletService;
  holdings: ScHoldings;
  /** When each player last signed in or used the site signed in (the auth module's). */
  lastSeenOf: (userIds: number[], tx?: DbOrTx) => Promise<Map<number, Date>>;
  findPlayer: (userId: number) => Promise<ScExpiryPlayer | undefined>;
  mailer: Mailer;
  siteUrl: string;
  inactiveDays: number;
  noticeDays: number;
  now?: () => Date;
}) {
  const { db, wallet, holdings, mailer, inactiveDays, noticeDays } = deps;
  const now = deps.now ?? (() => new Date());
  const warnAfterMs = (inactiveDays - noticeDays) * DAY_MS;

  const latest = (...moments: (number | null | undefined)[]) => {
    const known = moments.filter((m): m is number => typeof m === 'number');
    return known.length > 0 ? Math.max(...known) : null;
  };

  /** Warns the player of this period once; answers whether this run wrote the warning. */
  async function warn(holder: ScHolder, lastActivityMs: number, at: Date): Promise<boolean> {
    const player = await deps.findPlayer(holder.userId);
    // A suspended or closed account cannot sign in to keep its SC: its balance is staff's to settle.
    if (!player || player.status !== 'active') return false;
    const expiresAt = expiryMoment({ lastActivityMs, warnedAt: at, inactiveDays, noticeDays });
    const sc = holder.scUnplayed + holder.scRedeemable;
    return inTransaction(db, async (uow) => {
      const period = await repo.insertWarning(uow.tx, {
        userId: holder.userId,
        lastActivityAt: new Date(lastActivityMs),
        warnedAt: at,
        expiresAt,
        warnedSc: sc,
      });
      if (!period) return false;
      await mailer.send(
        expiryWarningEmail({
          to: player.email,
          username: player.username,
          sc,
          lastActivityAt: new Date(lastActivityMs),
          expiresAt,
          inactiveDays,
          siteUrl: deps.siteUrl,
        }),
        uow,
      );
      return true;
    });
  }

  /**
   * Moves all of the player's SC to EXPIRATIONS, once: the period's row is locked and must still
   * be WARNED, and the ledger key is the period's. Once the accounts are locked by the movement,
   * the player's activity is read again; if it moved, everything rolls back.
   */
  async function expire(period: repo.ScExpiryPeriod, at: Date): Promise<boolean> {
    const player = await deps.findPlayer(period.userId);
    if (!player || player.status !== 'active') return false;
    const lastActivityMs = period.lastActivityAt.getTime();
    try {
      return await inTransaction(db, async (uow) => {
        const { tx } = uow;
        const locked = await repo.lockPeriod(tx, period.id);
        if (locked?.status !== 'WARNED') return false;
        const balances = await wallet.balances(period.userId, tx);
        const taken = { scUnplayed: balances.scUnplayed, scRedeemable: balances.scRedeemable };
        if (taken.scUnplayed + taken.scRedeemable === 0) return false;
        const debit = (amount: number, scAccount: Movement['scAccount']): Movement => ({
          direction: 'debit',
          currency: 'SC',
          amount,
          house: 'EXPIRATIONS',
          kind: SC_EXPIRY_KIND,
          scAccount,
        });
        const result = await wallet.apply(uow, {
          idempotencyKey: `sc-expiry:${period.userId}:${lastActivityMs}`,
          userId: period.userId,
          kind: SC_EXPIRY_KIND,
          reference: `sc-expiry:${period.id}`,
          movements: [
            ...(taken.scUnplayed > 0 ? [debit(taken.scUnplayed, 'SC_UNPLAYED')] : []),
            ...(taken.scRedeemable > 0 ? [debit(taken.scRedeemable, 'SC_REDEEMABLE')] : []),
          ],
        });
        // The key commits only with the EXPIRED status, and the row is locked and WARNED.
        if (result.replayed) throw new Error(`SC expiry of period ${period.id} was already moved`);
        const activity = latest(
          await holdings.lastOperationMs(tx, period.userId, NOT_ACTIVITY),
          (await deps.lastSeenOf([period.userId], tx)).get(period.userId)?.getTime(),
        );
        if (activity !== lastActivityMs) throw new ActivityMoved();
        const expired = await repo.transition(tx, period.id, 'WARNED', {
          status: 'EXPIRED',
          expiredAt: at,
          expiredScUnplayed: taken.scUnplayed,
          expiredScRedeemable: taken.scRedeemable,
          expiryOperationId: result.operationId,
        });
        if (!expired) throw new Error(`SC expiry period ${period.id} left WARNED under its lock`);
        await mailer.send(
          expiredEmail({
            to: player.email,
            username: player.username,
            sc: taken.scUnplayed + taken.scRedeemable,
            warnedAt: period.warnedAt,
          }),
          uow,
        );
        return true;
      });
    } catch (error) {
      // Coins spent or activity between the read and the lock: the player was active after all.
      if (error instanceof ActivityMoved) return false;
      if (error instanceof AppError && error.errorName === 'InsufficientBalance') return false;
      throw error;
    }
  }

  /** One step of the scan: each holder warned, expired or left alone. */
  async function settleBatch(batch: ScHolder[], at: Date, summary: ScExpiryRunSummary) {
    const seen = await deps.lastSeenOf(batch.map((h) => h.userId));
    const idle = batch.flatMap((holder) => {
      const lastActivityMs = latest(holder.lastOperationMs, seen.get(holder.userId)?.getTime());
      return lastActivityMs !== null && at.getTime() - lastActivityMs >= warnAfterMs
        ? [{ holder, lastActivityMs }]
        : [];
    });
    const periods = await repo.periodsOf(
      db,
      idle.map((i) => i.holder.userId),
    );
    const failures: unknown[] = [];
    for (const { holder, lastActivityMs } of idle) {
      const period = periods.find(
        (p) => p.userId === holder.userId && p.lastActivityAt.getTime() === lastActivityMs,
      );
      try {
        if (!period) {
          if (await warn(holder, lastActivityMs, at)) summary.warned += 1;
        } else if (
          period.status === 'WARNED' &&
          period.expiresAt.getTime() <= at.getTime() &&
          at.getTime() - lastActivityMs >= inactiveDays * DAY_MS
        ) {
          if (await expire(period, at)) summary.expired += 1;
        }
      } catch (error) {
        failures.push(error);
      }
    }
    return failures;
  }

  return {
    /**
     * The job's work at `at`: every player holding SC, a batch at a time. Safe to run on several
     * instances at once (each warning and expiry happens once per period). A player whose step
     * failed does not stop the others; the run then fails, to be retried, naming the first error.
     */
    async run(at: Date = now()): Promise<ScExpiryRunSummary> {
      const summary: ScExpiryRunSummary = { holders: 0, warned: 0, expired: 0 };
      const failures: unknown[] = [];
      let after = 0;
      for (;;) {
        const batch = await holdings.holdersAfter(after, BATCH_SIZE, NOT_ACTIVITY);
        summary.holders += batch.length;
        failures.push(...(await settleBatch(batch, at, summary)));
        const last = batch.at(-1);
        if (!last || batch.length < BATCH_SIZE) break;
        after = last.userId;
      }
      if (failures.length > 0) {
        const first = failures[0] instanceof Error ? failures[0].message : String(failures[0]);
        throw new Error(`SC expiry: ${failures.length} player(s) failed; the first: ${first}`, {
          cause: failures[0],
        });
      }
      return summary;
    },
  };
}

export type ScExpiryService = ReturnType<typeof createScExpiryService>;
