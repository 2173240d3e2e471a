import { LIMIT_COOLING_HOURS } from '@app/contracts/responsible-gambling';
import type { TPlayerLimits, TStaffLimit } from '@app/contracts/responsible-gambling-admin';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/app-error';
import { byLimitOrder, effectiveLimit } from './limit-rules';
import { limitWindows } from './limit-windows';
import type { CommittedSpending } from './responsible-gambling.service';
import * as repo from './responsible-gambling.repository';

const WINDOW_OF = { daily: 'day', weekly: 'week', monthly: 'month' } as const;

/**
 * The port this module reads purchases through (the app fills it from the payments module's
 * service): cents the player has committed in each limit window at `at`.
 */
export type PurchaseSpending = (userId: number, at: Date) => Promise<CommittedSpending>;

/**
 * Compliance's read-only view of a player's limits (decision 037): each limit in force with its
 * waiting loosening and what is used of it in the current period, and the history of changes.
 * Nothing here writes: staff cannot loosen a limit.
 */
export function createLimitsAdminService(deps: {
  db: Db;
  now?: () => Date;
  purchaseSpending: PurchaseSpending;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /** Cents or hundredths used per period for each kind and unit the player has a limit of. */
  async function usage(userId: number, rows: repo.LimitRowKey[], at: Date) {
    const windows = limitWindows(at);
    const used = new Map<string, number>();
    if (rows.some((r) => r.kind === 'purchase')) {
      const spent = await deps.purchaseSpending(userId, at);
      for (const period of ['daily', 'weekly', 'monthly'] as const)
        used.set(`purchase:USD:${period}`, spent[WINDOW_OF[period]]);
    }
    for (const coin of ['GC', 'SC'] as const) {
      if (!rows.some((r) => r.unit === coin)) continue;
      const totals = await repo.playTotals(db, userId, coin, windows);
      for (const period of ['daily', 'weekly', 'monthly'] as const) {
        const { wagered, won } = totals[period];
        used.set(`wager:${coin}:${period}`, wagered);
        used.set(`loss:${coin}:${period}`, Math.max(0, wagered - won));
      }
    }
    return used;
  }

  return {
    async playerLimits(userId: number): Promise<TPlayerLimits> {
      if (!(await repo.isPlayer(db, userId)))
        throw new AppError('NotFound', 'This player was not found.');
      const at = now();
      const rows = (await repo.findLimits(db, userId)).sort(byLimitOrder);
      const used = await usage(userId, rows, at);
      const limits = rows.flatMap((row): TStaffLimit[] => {
        const { value, pending } = effectiveLimit(row, at);
        if (value === null) return [];
        return [
          {
            kind: row.kind,
            unit: row.unit,
            period: row.period,
            value,
            pending: pending && {
              value: pending.value,
              effectiveAt: pending.effectiveAt.toISOString(),
            },
            used: used.get(`${row.kind}:${row.unit}:${row.period}`) ?? null,
          },
        ];
      });
      const events = await repo.limitEventsOf(db, userId);
      return {
        limits,
        events: events.map((e) => ({
          id: e.id,
          at: e.createdAt.toISOString(),
          kind: e.kind,
          unit: e.unit,
          period: e.period,
          action: e.action,
          oldValue: e.oldValue,
          newValue: e.newValue,
          effectiveAt: e.effectiveAt.toISOString(),
        })),
        coolingHours: LIMIT_COOLING_HOURS,
      };
    },
  };
}

export type LimitsAdminService = ReturnType<typeof createLimitsAdminService>;
