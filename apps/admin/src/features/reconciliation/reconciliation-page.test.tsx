// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type {
  TReconciliationCase,
  TReconciliationRun,
  TTrialBalance,
} from '@app/contracts/reconciliation';
import { buttonNamed, fakeServer, renderAs, settle, typeInto } from '../../test/staff-render';
import { dayBefore, easternDayOf } from './reconciliation-days';
import { ReconciliationPage } from './reconciliation-page';

const openCase: TReconciliationCase = {
  id: 11,
  day: '2026-11-27',
  provider: 'finix',
  subject: 'purchase',
  kind: 'AMOUNT_DIFFERS',
  reference: 'ref-abc',
  ours: { amountCents: 999, status: 'settled' },
  theirs: { amountCents: 1_099, status: 'settled' },
  status: 'OPEN',
  foundAt: '2026-11-28T06:40:01.000Z',
  resolution: null,
};

const balance: TTrialBalance = {
  day: '2026-11-27',
  asOf: '2026-11-28T05:00:00.000Z',
  lines: [
    {
      check: 'ledger',
      currency: 'SC',
      label: 'Player balances + house balances = 0',
      first: { label: 'Player balances', amount: 50_000 },
      second: { label: 'House balances, negated', amount: 50_000 },
      difference: 0,
      ok: true,
    },
    {
      check: 'holds',
      currency: 'SC',
      label: 'Redemption holds = open redemption requests',
      first: { label: 'REDEMPTION_HOLDS balance', amount: 1_234 },
      second: { label: 'Open redemption requests', amount: 1_334 },
      difference: -100,
      ok: false,
    },
  ],
  skipped: [{ check: 'paid', reason: 'The payout provider has no statement configured' }],
};

const run: TReconciliationRun = {
  id: 3,
  day: '2026-11-27',
  startedBy: 'job',
  startedAt: '2026-11-28T06:40:00.000Z',
  finishedAt: '2026-11-28T06:40:02.000Z',
  checked: [{ provider: 'finix', subject: 'purchase', ours: 4, theirs: 4, mismatches: 1 }],
  skipped: [],
  opened: 1,
  found: 1,
};

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

function serve() {
  return fakeServer((method, url) => {
    if (method === 'POST' && url.includes('/resolve'))
      return { data: { case: { ...openCase, status: 'RESOLVED' } } };
    if (method === 'POST') return { data: { run } };
    if (url.startsWith('/api/v1/admin/reconciliation/cases'))
      return { data: { rows: [openCase], count: 1 } };
    if (url.startsWith('/api/v1/admin/reconciliation/runs')) return { data: { runs: [run] } };
    if (url.startsWith('/api/v1/admin/reconciliation/trial-balance')) return { data: balance };
    return { data: null };
  });
}

const dialog = (container: HTMLElement) => container.ownerDocument.querySelector('dialog')!;

describe('the reconciliation section (decision 056)', () => {
  it('shows finance the open cases, the trial balance of yesterday and its runs', async () => {
    const server = serve();
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('finance', <ReconciliationPage />);
    unmount = view.unmount;
    await settle();
    const text = view.container.textContent ?? '';
    expect(text).toContain('Amount differs');
    expect(text).toContain('$9.99, settled');
    expect(text).toContain('$10.99, settled');
    expect(text).toContain('Off by -1.00');
    expect(text).toContain('OK');
    expect(text).toContain('Not checked (paid)');
    expect(text).toContain('1 mismatch, 1 new case');
    const yesterday = dayBefore(easternDayOf(new Date()));
    expect(server.calls.some((c) => c.url.includes(`trial-balance?day=${yesterday}`))).toBe(true);
    expect(server.calls.some((c) => c.url.includes('cases?page=1&pageSize=25&status=OPEN'))).toBe(
      true,
    );
    const csv = [...view.container.querySelectorAll('a')].find((a) =>
      a.textContent?.includes('CSV'),
    );
    expect(csv?.getAttribute('href')).toBe(
      `/api/v1/admin/reconciliation/trial-balance?day=${yesterday}&format=csv`,
    );
  });

  it('resolves a case only with a note', async () => {
    const server = serve();
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('finance', <ReconciliationPage />);
    unmount = view.unmount;
    await settle();
    act(() => buttonNamed(view.container, 'Resolve')?.click());
    await settle();
    const form = dialog(view.container);
    expect(form.textContent).toContain('ref-abc');
    await act(async () => form.querySelector('form')?.requestSubmit());
    await settle();
    expect(form.textContent).toContain('Enter a note');
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    typeInto(form.querySelector('textarea')!, 'Provider corrected the charge');
    await act(async () => form.querySelector('form')?.requestSubmit());
    await settle();
    expect(server.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/v1/admin/reconciliation/cases/11/resolve',
      body: { note: 'Provider corrected the charge' },
    });
  });

  it('reconciles the chosen day again on request', async () => {
    const server = serve();
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('admin', <ReconciliationPage />);
    unmount = view.unmount;
    await settle();
    act(() => buttonNamed(view.container, 'Reconcile this day now')?.click());
    await settle();
    expect(server.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/v1/admin/reconciliation/runs',
      body: { day: dayBefore(easternDayOf(new Date())) },
    });
  });

  it('shows compliance the cases and the trial balance without Resolve or a run', async () => {
    vi.stubGlobal('fetch', serve().fetch);
    const view = renderAs('compliance', <ReconciliationPage />);
    unmount = view.unmount;
    await settle();
    expect(view.container.textContent).toContain('ref-abc');
    expect(buttonNamed(view.container, 'Resolve')).toBeUndefined();
    expect(buttonNamed(view.container, 'Reconcile this day now')).toBeUndefined();
  });

  it('counts US Eastern days', () => {
    expect(easternDayOf(new Date('2026-01-02T03:00:00Z'))).toBe('2026-01-01');
    expect(dayBefore('2026-03-01')).toBe('2026-02-28');
    expect(dayBefore('2026-01-01')).toBe('2025-12-31');
  });
});
