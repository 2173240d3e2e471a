import {
  DASHBOARD_RANGE_DAYS,
  PLAYERS_ONLINE_MINUTES,
  type TDashboard,
  type TDashboardDay,
  type TDashboardFigures,
  type TDashboardRange,
} from '@app/contracts/dashboard';
import type { Db } from '../../db/database';
import { easternDay } from '../bonuses/eastern-day';
import * as repo from './stats-rollup.repository';
import type { StatsRollup } from './stats-rollup.service';

/** The calendar day `days` before `day` (both YYYY-MM-DD). */
export function daysBefore(day: string, days: number): string {
  const [y, m, d] = day.split('-').map(Number);
  const at = new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, (d ?? 1) - days));
  return at.toISOString().slice(0, 10);
}

const ZERO: TDashboardFigures = {
  signUps: 0,
  firstPurchases: 0,
  purchases: 0,
  purchaseCents: 0,
  gcWagered: 0,
  gcWon: 0,
  scWagered: 0,
  scWon: 0,
  scGgr: 0,
};

const figuresOf = (row: repo.DailyRow | undefined): TDashboardFigures =>
  row
    ? {
        signUps: row.signUps,
        firstPurchases: row.firstPurchases,
        purchases: row.purchases,
        purchaseCents: row.purchaseCents,
        gcWagered: row.gcWagered,
        gcWon: row.gcWon,
        scWagered: row.scWagered,
        scWon: row.scWon,
        scGgr: row.scWagered - row.scWon,
      }
    : ZERO;

function sum(days: TDashboardFigures[]): TDashboardFigures {
  const total = { ...ZERO };
  for (const day of days)
    for (const key of Object.keys(total) as (keyof TDashboardFigures)[]) total[key] += day[key];
  return total;
}

/**
 * The dashboard figures (decision 025): the range's days from stats_daily (at most 30 rows) after
 * folding in what the roll-up had not yet seen, and the figures of this moment.
 */
export function createDashboardService(deps: {
  db: Db;
  rollup: StatsRollup;
  failedJobs: () => Promise<number>;
  failedWebhooks: () => Promise<number>;
  openSockets: () => number;
  now?: () => Date;
}) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());
  return {
    async read(range: TDashboardRange): Promise<TDashboard> {
      // Fresh figures: what was written since the job's last run is folded now (one pass;
      // the job catches up on a larger backlog).
      await deps.rollup.foldForRead();
      const to = easternDay(now());
      const length = DASHBOARD_RANGE_DAYS[range];
      const from = daysBefore(to, length - 1);
      // Independent reads: on PostgreSQL the pool runs them side by side.
      const [daily, outstanding, rolledUpAt, playersOnline, failedJobs, failedWebhooks] =
        await Promise.all([
          repo.dailyRows(db, from, to),
          repo.outstandingCoins(db),
          repo.lastFoldedAt(db),
          repo.playersSeenSince(db, PLAYERS_ONLINE_MINUTES),
          deps.failedJobs(),
          deps.failedWebhooks(),
        ]);
      const rows = new Map(daily.map((r) => [r.day, r]));
      const days: TDashboardDay[] = Array.from({ length }, (_, i) => {
        const day = daysBefore(to, length - 1 - i);
        return { day, ...figuresOf(rows.get(day)) };
      });
      return {
        range,
        from,
        to,
        totals: sum(days),
        days,
        now: {
          outstandingSc: outstanding.sc,
          outstandingGc: outstanding.gc,
          playersOnline,
          openSockets: deps.openSockets(),
          failedJobs,
          failedWebhooks,
        },
        rolledUpAt: rolledUpAt?.toISOString() ?? null,
      };
    },
  };
}

export type DashboardService = ReturnType<typeof createDashboardService>;
