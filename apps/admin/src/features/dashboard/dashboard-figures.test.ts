import { describe, expect, it } from 'vitest';
import type { TDashboardDay } from '@app/contracts/dashboard';
import { chartColumns, nowTiles, rangeTiles } from './dashboard-figures';

const day = (d: string, over: Partial<TDashboardDay> = {}): TDashboardDay => ({
  day: d,
  signUps: 0,
  firstPurchases: 0,
  purchases: 0,
  purchaseCents: 0,
  gcWagered: 0,
  gcWon: 0,
  scWagered: 0,
  scWon: 0,
  scGgr: 0,
  ...over,
});

describe('dashboard figures', () => {
  it('shows money in dollars and coins with two decimals', () => {
    const tiles = rangeTiles({
      ...day('2026-05-01', {
        signUps: 1234,
        purchaseCents: 123_456,
        gcWagered: 1_000_050,
        scWon: 5,
        scGgr: -250,
      }),
    });
    const value = (label: string) => tiles.find((t) => t.label === label)?.value;
    expect(value('Sign-ups')).toBe('1,234');
    expect(value('Purchase volume')).toBe('$1,234.56');
    expect(value('GC wagered')).toBe('10,000.50 GC');
    expect(value('SC won')).toBe('0.05 SC');
    expect(value('SC GGR')).toBe('-2.50 SC');
  });

  it('marks failed jobs and webhooks only when there are some', () => {
    const base = {
      outstandingSc: 1_234_567,
      outstandingGc: 0,
      playersOnline: 3,
      openSockets: 2,
      failedJobs: 0,
      failedWebhooks: 2,
    };
    const tiles = nowTiles(base);
    expect(tiles.find((t) => t.label === 'Outstanding SC')?.value).toBe('12,345.67 SC');
    expect(tiles.find((t) => t.label === 'Failed jobs')?.alert).toBe(false);
    expect(tiles.find((t) => t.label === 'Failed webhooks')).toMatchObject({
      value: '2',
      alert: true,
    });
  });

  it('gives uPlot one x column of UTC midnights in seconds and one column per figure', () => {
    const days = [
      day('2026-05-01', { scWagered: 1050, signUps: 2 }),
      day('2026-05-02', { scWagered: 7 }),
    ];
    expect(chartColumns(days, ['scWagered'], 'hundredths')).toEqual([
      [Date.UTC(2026, 4, 1) / 1000, Date.UTC(2026, 4, 2) / 1000],
      [10.5, 0.07],
    ]);
    expect(chartColumns(days, ['signUps'], 'count')[1]).toEqual([2, 0]);
  });
});
