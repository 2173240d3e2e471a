import { z } from 'zod';

/** The periods the dashboard sums over, in US Eastern days ending today. */
export const DASHBOARD_RANGES = ['today', '7d', '30d'] as const;
export type TDashboardRange = (typeof DASHBOARD_RANGES)[number];

/** How many Eastern days each range covers (today included). */
export const DASHBOARD_RANGE_DAYS: Readonly<Record<TDashboardRange, number>> = {
  today: 1,
  '7d': 7,
  '30d': 30,
};

/** GET /api/v1/admin/dashboard?range=… */
export const ZDashboardQuery = z.object({
  range: z
    .enum(DASHBOARD_RANGES, { error: `range must be one of ${DASHBOARD_RANGES.join(', ')}` })
    .default('today'),
});
export type TDashboardQuery = z.infer<typeof ZDashboardQuery>;

const hundredths = z.number().int();
const count = z.number().int().min(0);

/**
 * What happened in a period (or on one day). Money and coins are integer hundredths: USD cents,
 * GC and SC hundredths. SC gross gaming revenue is SC wagered minus SC won.
 */
export const ZDashboardFigures = z.object({
  signUps: count,
  firstPurchases: count,
  purchases: count,
  purchaseCents: hundredths,
  gcWagered: hundredths,
  gcWon: hundredths,
  scWagered: hundredths,
  scWon: hundredths,
  scGgr: hundredths,
});
export type TDashboardFigures = z.infer<typeof ZDashboardFigures>;

/** One US Eastern day of the series (YYYY-MM-DD), oldest first. */
export const ZDashboardDay = ZDashboardFigures.extend({ day: z.string() });
export type TDashboardDay = z.infer<typeof ZDashboardDay>;

/** Figures of this moment, whatever the range. */
export const ZDashboardNow = z.object({
  /** SC held by all players (unplayed and redeemable): the liability, hundredths. */
  outstandingSc: hundredths,
  /** GC held by all players, hundredths. */
  outstandingGc: hundredths,
  /** Players with a session used in the last PLAYERS_ONLINE_MINUTES minutes. */
  playersOnline: count,
  /** Socket.IO connections held by the server instance that answered. */
  openSockets: count,
  /** Background jobs whose retries are spent. */
  failedJobs: count,
  /** Provider webhook events that failed processing and have not been applied since. */
  failedWebhooks: count,
});
export type TDashboardNow = z.infer<typeof ZDashboardNow>;

/** A session used within this many minutes counts as a player online. */
export const PLAYERS_ONLINE_MINUTES = 5;

export const ZDashboardResponse = z.object({
  data: z.object({
    range: z.enum(DASHBOARD_RANGES),
    /** First and last Eastern day of the range (YYYY-MM-DD). */
    from: z.string(),
    to: z.string(),
    totals: ZDashboardFigures,
    days: z.array(ZDashboardDay),
    now: ZDashboardNow,
    /** When the roll-up last folded in new rows (ISO), or null before its first run. */
    rolledUpAt: z.string().nullable(),
  }),
});
export type TDashboard = z.infer<typeof ZDashboardResponse>['data'];
