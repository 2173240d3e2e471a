import { formatUsd } from '@app/contracts/money';
import type { DbOrTx } from '../../db/database';
import * as repo from './responsible-gambling.repository';

export type LimitPeriod = 'daily' | 'weekly' | 'monthly';

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

const WINDOW_TEXT: Record<LimitPeriod, string> = {
  daily: 'today',
  weekly: 'for the last 7 days',
  monthly: 'for the last 30 days',
};

export function limitMessage(period: LimitPeriod, amount: number, limit: number, left: number) {
  return `This purchase of ${formatUsd(amount)} would go over your ${period} purchase limit of ${formatUsd(limit)}. You have ${formatUsd(left)} left of it ${WINDOW_TEXT[period]}.`;
}

/**
 * The player's self-set purchase limits (daily per US Eastern day, weekly and
 * monthly over the rolling last 7 and 30 days). A purchase that would take the
 * player over any of them is refused before it reaches a provider.
 */
export function createResponsibleGamblingService() {
  return {
    /** The first limit the purchase would break, or null. Reads through the caller's transaction. */
    async purchaseLimitBreach(
      tx: DbOrTx,
      userId: number,
      amountCents: number,
      spent: CommittedSpending,
    ): Promise<PurchaseLimitBreach | null> {
      const limits = await repo.findPurchaseLimits(tx, userId);
      if (!limits) return null;
      const checks: [LimitPeriod, number | null, number][] = [
        ['daily', limits.dailyPurchaseLimitCents, spent.day],
        ['weekly', limits.weeklyPurchaseLimitCents, spent.week],
        ['monthly', limits.monthlyPurchaseLimitCents, spent.month],
      ];
      for (const [period, limit, used] of checks) {
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
