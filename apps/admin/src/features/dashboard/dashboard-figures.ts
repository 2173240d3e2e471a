import type { TDashboard, TDashboardDay, TDashboardFigures } from '@app/contracts/dashboard';
import { formatAmount, formatUsd } from '@app/contracts/money';

export interface Tile {
  readonly label: string;
  readonly value: string;
  /** Figures that need looking at (failures) are marked. */
  readonly alert?: boolean;
}

const whole = (n: number) => n.toLocaleString('en-US');
const coins = (hundredths: number, coin: 'GC' | 'SC') => `${formatAmount(hundredths)} ${coin}`;

/** The range's tiles: money in dollars, coins with two decimals. */
export function rangeTiles(totals: TDashboardFigures): Tile[] {
  return [
    { label: 'Sign-ups', value: whole(totals.signUps) },
    { label: 'First purchases', value: whole(totals.firstPurchases) },
    { label: 'Purchases', value: whole(totals.purchases) },
    { label: 'Purchase volume', value: formatUsd(totals.purchaseCents) },
    { label: 'GC wagered', value: coins(totals.gcWagered, 'GC') },
    { label: 'GC won', value: coins(totals.gcWon, 'GC') },
    { label: 'SC wagered', value: coins(totals.scWagered, 'SC') },
    { label: 'SC won', value: coins(totals.scWon, 'SC') },
    { label: 'SC GGR', value: coins(totals.scGgr, 'SC') },
  ];
}

/** The figures of this moment. */
export function nowTiles(now: TDashboard['now']): Tile[] {
  return [
    { label: 'Outstanding SC', value: coins(now.outstandingSc, 'SC') },
    { label: 'Outstanding GC', value: coins(now.outstandingGc, 'GC') },
    { label: 'Players online', value: whole(now.playersOnline) },
    { label: 'Open sockets (this server)', value: whole(now.openSockets) },
    { label: 'Failed jobs', value: whole(now.failedJobs), alert: now.failedJobs > 0 },
    { label: 'Failed webhooks', value: whole(now.failedWebhooks), alert: now.failedWebhooks > 0 },
  ];
}

type DayKey = Exclude<keyof TDashboardDay, 'day'>;

/**
 * uPlot's columns: x is each day's midnight UTC in seconds (labels show the calendar day), then
 * one column per figure, hundredths turned into dollars or coins.
 */
export function chartColumns(
  days: readonly TDashboardDay[],
  keys: readonly DayKey[],
  unit: 'hundredths' | 'count',
): number[][] {
  const x = days.map((d) => Date.parse(`${d.day}T00:00:00Z`) / 1000);
  const scale = unit === 'hundredths' ? 100 : 1;
  return [x, ...keys.map((key) => days.map((d) => d[key] / scale))];
}
