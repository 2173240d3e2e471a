import { formatAmount } from '@app/contracts/money';
import type { Db, DbOrTx } from '../../db/database';
import { AppError } from '../../platform/app-error';
import { createBatchLoader } from '../../platform/batch-loader';
import { effectiveLimit, WINDOW_TEXT } from './limit-rules';
import { limitWindows } from './limit-windows';
import * as repo from './responsible-gambling.repository';

type Coin = 'GC' | 'SC';
type Period = keyof typeof WINDOW_TEXT;

/** Who bets, in which session, how much of which coin (hundredths). */
export interface BetToCheck {
  userId: number;
  /** The session the bet came in; null skips the session-time limit (no session known). */
  sessionId: number | null;
  coin: Coin;
  amount: number;
}

/** A player's limits, being read ahead of the bet's check. */
export type LimitsAhead = Promise<repo.BetLimitRow[] | undefined>;

const coins = (n: number, coin: Coin) => `${formatAmount(n)} ${coin}`;

/**
 * The player's wager, net-loss and session-time limits on bets (decision 037).
 * A bet counts in full toward the wager and toward the possible loss, before
 * it is played: wagered + bet must stay within a wager limit, and
 * (wagered − won) + bet within a net-loss limit, in every period. Bets being
 * played but not yet committed on this server are held against the limits
 * (checks of one player run one at a time), so concurrent bets cannot pass
 * together. The session limit counts from the sign-in that began the session.
 */
export function createBetLimits(deps: { db: Db; now?: () => Date }) {
  const now = deps.now ?? (() => new Date());
  const held = new Map<number, { GC: number; SC: number }>();
  /** The limits of the players whose bets arrive together, read in one statement. */
  const limitsOf = createBatchLoader(async (userIds: number[]) => {
    const byPlayer = new Map<number, repo.BetLimitRow[]>();
    for (const row of await repo.limitsOfPlayers(deps.db, userIds))
      byPlayer.set(row.userId, [...(byPlayer.get(row.userId) ?? []), row]);
    return byPlayer;
  });
  const checking = new Map<number, Promise<unknown>>();

  function heldOf(userId: number) {
    let h = held.get(userId);
    if (!h) held.set(userId, (h = { GC: 0, SC: 0 }));
    return h;
  }

  function release(userId: number, coin: Coin, amount: number) {
    const h = heldOf(userId);
    h[coin] -= amount;
    if (h.GC === 0 && h.SC === 0) held.delete(userId);
  }

  /**
   * Throws 2300, 2301 or 2302 when the bet is over a limit. Reads through `db` (a transaction or
   * the pool); `ahead`, the player's limits read ahead on the pool (readAhead), when given.
   */
  async function assertAllowed(db: DbOrTx, bet: BetToCheck, ahead?: LimitsAhead) {
    const at = now();
    const rows =
      db === deps.db
        ? ((await (ahead ?? limitsOf(bet.userId))) ?? [])
        : await repo.limitsOfPlayers(db, [bet.userId]);
    if (rows.length === 0) return;
    const amounts = new Map<string, number>();
    let sessionMinutes: number | null = null;
    for (const row of rows) {
      const value = effectiveLimit(row, at).value;
      if (value === null) continue;
      if (row.kind === 'session') sessionMinutes = value;
      else if (row.unit === bet.coin) amounts.set(`${row.kind}:${row.period}`, value);
    }
    if (sessionMinutes !== null && bet.sessionId !== null) {
      const startedAt = await repo.sessionStartedAt(db, bet.userId, bet.sessionId);
      if (startedAt && at.getTime() - startedAt.getTime() >= sessionMinutes * 60_000) {
        throw new AppError(
          'SessionLimitReached',
          `You have reached your session time limit of ${sessionMinutes} minutes. Please sign out and take a break; your next session starts when you sign in again.`,
        );
      }
    }
    if (amounts.size === 0) return;
    // Held bets are read before the totals: a bet that commits and lets go while the totals are
    // read is then counted once or twice (never over a limit), not missed by both.
    const pending = held.get(bet.userId)?.[bet.coin] ?? 0;
    const totals = await repo.playTotals(db, bet.userId, bet.coin, limitWindows(at));
    for (const period of ['daily', 'weekly', 'monthly'] as Period[]) {
      const { wagered, won } = totals[period];
      const wagerLimit = amounts.get(`wager:${period}`);
      if (wagerLimit !== undefined && wagered + pending + bet.amount > wagerLimit) {
        const left = Math.max(0, wagerLimit - wagered - pending);
        throw new AppError(
          'WagerLimitReached',
          `This bet of ${coins(bet.amount, bet.coin)} would go over your ${period} ${bet.coin} wager limit of ${coins(wagerLimit, bet.coin)}. You have ${coins(left, bet.coin)} left of it ${WINDOW_TEXT[period]}.`,
        );
      }
      const lossLimit = amounts.get(`loss:${period}`);
      const netLoss = wagered - won + pending;
      if (lossLimit !== undefined && netLoss + bet.amount > lossLimit) {
        const left = Math.max(0, lossLimit - netLoss);
        throw new AppError(
          'LossLimitReached',
          `This bet of ${coins(bet.amount, bet.coin)} could take you over your ${period} ${bet.coin} net loss limit of ${coins(lossLimit, bet.coin)}. You can lose ${coins(left, bet.coin)} more ${WINDOW_TEXT[period]}.`,
        );
      }
    }
  }

  return {
    assertAllowed,

    /** Starts reading the player's limits for a bet about to be checked (guard's `ahead`). */
    readAhead(userId: number): LimitsAhead {
      const rows = limitsOf(userId);
      rows.catch(() => undefined);
      return rows;
    },

    /**
     * Checks the bet, holds its amount while `play` runs, and lets it go once
     * `play` has answered (then its round is in the database, or nothing moved).
     */
    async guard<T>(bet: BetToCheck, play: () => Promise<T>, ahead?: LimitsAhead): Promise<T> {
      const before = checking.get(bet.userId) ?? Promise.resolve();
      const check = before.then(async () => {
        await assertAllowed(deps.db, bet, ahead);
        heldOf(bet.userId)[bet.coin] += bet.amount;
      });
      const settled = check.catch(() => undefined);
      checking.set(bet.userId, settled);
      try {
        await check;
      } finally {
        if (checking.get(bet.userId) === settled) checking.delete(bet.userId);
      }
      try {
        return await play();
      } finally {
        release(bet.userId, bet.coin, bet.amount);
      }
    },
  };
}

export type BetLimits = ReturnType<typeof createBetLimits>;
