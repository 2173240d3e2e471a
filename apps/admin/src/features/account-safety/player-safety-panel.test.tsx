// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TPlayerSafety } from '@app/contracts/account-safety';
import type { TPlayerLimits } from '@app/contracts/responsible-gambling-admin';
import { fakeServer, renderAs, settle } from '../../test/staff-render';
import { formatTime } from '../../lib/format';
import { PlayerSafetyPanel } from './player-safety-panel';

const SAFETY: TPlayerSafety = {
  realityCheckMinutes: null,
  current: null,
  restrictions: [],
  reopensAt: null,
  status: 'active',
  events: [],
};
const RAISE_AT = '2026-03-02T10:00:00.000Z';
const LIMITS: TPlayerLimits = {
  coolingHours: 24,
  limits: [
    {
      kind: 'purchase',
      unit: 'USD',
      period: 'daily',
      value: 2500,
      pending: { value: 4050, effectiveAt: RAISE_AT },
      used: 999,
    },
    { kind: 'wager', unit: 'SC', period: 'weekly', value: 123_456, pending: null, used: 150 },
    {
      kind: 'loss',
      unit: 'GC',
      period: 'monthly',
      value: 500_000,
      pending: { value: null, effectiveAt: RAISE_AT },
      used: 0,
    },
    { kind: 'session', unit: 'MINUTES', period: 'session', value: 90, pending: null, used: null },
  ],
  events: [
    {
      id: 3,
      at: '2026-03-01T10:00:00.000Z',
      kind: 'purchase',
      unit: 'USD',
      period: 'daily',
      action: 'loosening_requested',
      oldValue: 2500,
      newValue: 4050,
      effectiveAt: RAISE_AT,
    },
    {
      id: 2,
      at: '2026-03-01T09:00:00.000Z',
      kind: 'purchase',
      unit: 'USD',
      period: 'daily',
      action: 'tightened',
      oldValue: 5000,
      newValue: 2500,
      effectiveAt: '2026-03-01T09:00:00.000Z',
    },
    {
      id: 1,
      at: '2026-03-01T08:00:00.000Z',
      kind: 'wager',
      unit: 'SC',
      period: 'weekly',
      action: 'cancelled',
      oldValue: 123_456,
      newValue: 123_456,
      effectiveAt: '2026-03-01T08:00:00.000Z',
    },
  ],
};

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

const serve = (limits: TPlayerLimits) =>
  fakeServer((_method, url) => ({ data: url.endsWith('/limits') ? limits : SAFETY }));

const rowsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('.player-limits tbody tr')].map((tr) =>
    [...tr.querySelectorAll('td')].map((td) => td.textContent),
  );

describe('the Responsible play panel: limits', () => {
  it('shows each limit as money or minutes with its pending change, and the limit history', async () => {
    const server = serve(LIMITS);
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('compliance', <PlayerSafetyPanel userId={7} username="lucky7" />);
    unmount = view.unmount;
    await settle();
    expect(server.calls.map((c) => c.url)).toContain('/api/v1/admin/players/7/limits');
    const heading = [...view.container.querySelectorAll('h3')].map((h) => h.textContent);
    expect(heading).toEqual(expect.arrayContaining(['Limits', 'Limit history']));
    expect(rowsOf(view.container)).toEqual([
      [
        'Purchase',
        'USD',
        'Daily',
        '$25.00',
        '$9.99',
        `Goes up to $40.50 from ${formatTime(RAISE_AT)}`,
      ],
      ['Wager', 'SC', 'Weekly (last 7 days)', '1,234.56 SC', '1.50 SC', '—'],
      [
        'Net loss',
        'GC',
        'Monthly (last 30 days)',
        '5,000.00 GC',
        '0.00 GC',
        `Removed from ${formatTime(RAISE_AT)}`,
      ],
      ['Session time', '—', 'Per session', '90 minutes', '—', '—'],
    ]);
    const history = [...view.container.querySelectorAll('.player-limits li')].map(
      (li) => li.textContent,
    );
    const [third, second, first] = LIMITS.events.map((e) => formatTime(e.at));
    expect(history).toEqual([
      `${third} Asked to raise the daily purchase limit from $25.00 to $40.50 (applies ${formatTime(RAISE_AT)})`,
      `${second} Lowered the daily purchase limit from $50.00 to $25.00`,
      `${first} Cancelled the waiting change to the weekly SC wager limit; it stays at 1,234.56 SC`,
    ]);
    // Read only: no control in the section changes a limit.
    expect(view.container.querySelectorAll('.player-limits button')).toHaveLength(0);
  });

  it('says "No limits set" when the player has none', async () => {
    vi.stubGlobal('fetch', serve({ limits: [], events: [], coolingHours: 24 }).fetch);
    const view = renderAs('compliance', <PlayerSafetyPanel userId={8} username="quiet8" />);
    unmount = view.unmount;
    await settle();
    const text = view.container.querySelector('.player-limits')?.textContent ?? '';
    expect(text).toContain('No limits set');
    expect(text).toContain('No limit changes yet.');
    expect(view.container.querySelector('.player-limits table')).toBeNull();
  });

  it('is not shown to a role without rg.read, and asks nothing of the server', async () => {
    const server = serve(LIMITS);
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('support', <PlayerSafetyPanel userId={7} username="lucky7" />);
    unmount = view.unmount;
    await settle();
    expect(view.container.textContent).toBe('');
    expect(server.calls.filter((c) => c.url.endsWith('/limits'))).toEqual([]);
  });
});
