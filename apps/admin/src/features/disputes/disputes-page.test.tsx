// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { TDispute } from '@app/contracts/disputes';
import { buttonNamed, fakeServer, renderAs, settle, typeInto } from '../../test/staff-render';
import { DisputesPage } from './disputes-page';

const dispute = (overrides: Partial<TDispute> = {}): TDispute => ({
  id: 9,
  userId: 42,
  username: 'luckyjane',
  referenceId: 'GS-abc123',
  provider: 'finix',
  amountCents: 999,
  reason: 'Fraudulent',
  status: 'OPEN',
  openedAt: '2026-11-20T12:00:00.000Z',
  closedAt: null,
  purchased: { gc: 15_000_000, sc: 1_500 },
  reversed: { gc: 100_000, scUnplayed: 500, scRedeemable: 400 },
  collected: { gc: 0, scUnplayed: 0, scRedeemable: 0 },
  debt: {
    gc: 14_900_000,
    sc: 600,
    owedGc: 14_900_000,
    owedSc: 600,
    status: 'OPEN',
    closedBy: null,
    closeReason: null,
    closedAt: null,
  },
  ...overrides,
});

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

function serve(rows: TDispute[]) {
  return fakeServer((method, url) => {
    if (method === 'POST') return { data: { dispute: rows[0] } };
    return url.startsWith('/api/v1/admin/disputes')
      ? { data: { rows, count: rows.length } }
      : { data: null };
  });
}

const dialog = (container: HTMLElement) => container.ownerDocument.querySelector('dialog')!;
/** The table's text (the filters' options name every status too). */
const tableText = (container: HTMLElement) => container.querySelector('table')?.textContent ?? '';

describe('the Disputes section (decision 055)', () => {
  it('lists what each chargeback reversed and what is owed, and lets finance collect with a reason', async () => {
    const server = serve([dispute()]);
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('finance', <DisputesPage />);
    unmount = view.unmount;
    await settle();
    const text = tableText(view.container);
    expect(text).toContain('luckyjane (#42)');
    expect(text).toContain('GS-abc123 (finix), $9.99');
    expect(text).toContain('1,000.00 GC / 9.00 SC');
    expect(text).toContain('149,000.00 GC / 6.00 SC');
    expect(text).toContain('Owed');

    act(() => buttonNamed(view.container, 'Collect')?.click());
    await settle();
    const form = dialog(view.container);
    await act(async () => form.querySelector('form')?.requestSubmit());
    await settle();
    expect(form.textContent).toContain('Enter a reason');
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    typeInto(form.querySelector('textarea')!, 'Player bought more coins');
    await act(async () => form.querySelector('form')?.requestSubmit());
    await settle();
    const posted = server.calls.find((c) => c.method === 'POST');
    expect(posted).toMatchObject({
      url: '/api/v1/admin/disputes/9/collect',
      body: { reason: 'Player bought more coins' },
    });
  });

  it('sends a waiver to its own address', async () => {
    const server = serve([dispute()]);
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('admin', <DisputesPage />);
    unmount = view.unmount;
    await settle();
    act(() => buttonNamed(view.container, 'Waive')?.click());
    await settle();
    const form = dialog(view.container);
    typeInto(form.querySelector('textarea')!, 'Goodwill after review');
    await act(async () => form.querySelector('form')?.requestSubmit());
    await settle();
    expect(server.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/v1/admin/disputes/9/waive',
      body: { reason: 'Goodwill after review' },
    });
  });

  it('shows compliance the queue without actions, and no action once the debt is closed', async () => {
    vi.stubGlobal('fetch', serve([dispute()]).fetch);
    const compliance = renderAs('compliance', <DisputesPage />);
    await settle();
    expect(compliance.container.textContent).toContain('luckyjane');
    expect(buttonNamed(compliance.container, 'Collect')).toBeUndefined();
    compliance.unmount();

    const settled = dispute({
      status: 'WON',
      closedAt: '2026-11-25T12:00:00.000Z',
      debt: { ...dispute().debt, owedGc: 0, owedSc: 0, status: 'CLEARED' },
    });
    vi.stubGlobal('fetch', serve([settled]).fetch);
    const view = renderAs('finance', <DisputesPage />);
    unmount = view.unmount;
    await settle();
    expect(tableText(view.container)).toContain('Cleared');
    expect(tableText(view.container)).toContain('Won');
    expect(tableText(view.container)).not.toContain('Owed');
    expect(buttonNamed(view.container, 'Collect')).toBeUndefined();
    expect(buttonNamed(view.container, 'Waive')).toBeUndefined();
  });
});
