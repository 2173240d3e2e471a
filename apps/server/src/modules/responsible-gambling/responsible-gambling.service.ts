import { formatUsd } from '@app/contracts/money';
import type { DbOrTx } from '../../db/database';
import { effectiveLimit, WINDOW_TEXT } from './limit-rules';
import { limitWindows, type LimitWindows } from './limit-windows';
import * as repo from './responsible-gambling.repository';

export type LimitPeriod = 'daily' | 'weekly' | 'monthly';
export type { LimitWindows };

/** Cents the player has committed in each limit window. */
export interface CommittedSpending {
  day: number;
  week: number;
  month: number;
}

export interface PurchaseLimitBreach {
  period: LimitPeriod;
  limitCents: number;
  remainingCents: number;
  /** The limitCheck.message shown in the store's error modal (SPEC §8). */
  message: string;
}

export function limitMessage(period: LimitPeriod, amount: number, limit: number, left: number) {
  return `This purchase of ${formatUsd(amount)} would go over your ${period} purchase limit of ${formatUsd(limit)}. You have ${formatUsd(left)} left of it ${WINDOW_TEXT[period]}.`;
}

/**
 * The player's purchase limits (daily per US Eastern day, weekly and monthly
 * over the rolling last 7 and 30 days), as they stand at `now` (a raise or a
 * removal waits its 24 hours). A purchase that would take the player over any
 * of them is refused before it reaches a provider.
 */
export function createResponsibleGamblingService(deps: { now?: () => Date } = {}) {
  const now = deps.now ?? (() => new Date());
  return {
    /** Where each limit period starts at `at` (payments counts the player's purchases over them). */
    limitWindows: (at: Date): LimitWindows => limitWindows(at),

    /** The first limit the purchase would break, or null. Reads through the caller's transaction. */
    async purchaseLimitBreach(
      tx: DbOrTx,
      userId: number,
      amountCents: number,
      spent: CommittedSpending,
    ): Promise<PurchaseLimitBreach | null> {
      const at = now();
      const limits = new Map<string, number | null>();
      for (const row of await repo.findLimits(tx, userId)) {
        if (row.kind === 'purchase') limits.set(row.period, effectiveLimit(row, at).value);
      }
      const checks: [LimitPeriod, number][] = [
        ['daily', spent.day],
        ['weekly', spent.week],
        ['monthly', spent.month],
      ];
      for (const [period, used] of checks) {
        const limit = limits.get(period) ?? null;
        if (limit === null || used + amountCents <= limit) continue;
        const remaining = Math.max(0, limit - used);
        return {
          period,
          limitCents: limit,
          remainingCents: remaining,
          message: limitMessage(period, amountCents, limit, remaining),
        };
      }
      return null;
    },
  };
}

export type ResponsibleGamblingService = ReturnType<typeof createResponsibleGamblingService>;
