// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { TScExpiry } from '@app/contracts/sc-expiry';
import { buttonNamed, fakeServer, renderAs, settle, typeInto } from '../../test/staff-render';
import { ScExpiriesPage } from './sc-expiries-page';

const expiry = (overrides: Partial<TScExpiry> = {}): TScExpiry => ({
  id: 7,
  userId: 42,
  username: 'luckyjane',
  lastActivityAt: '2026-06-01T12:00:00.000Z',
  warnedAt: '2026-08-01T06:10:00.000Z',
  expiresAt: '2026-09-01T04:00:00.000Z',
  expiredAt: '2026-09-01T06:10:00.000Z',
  scUnplayed: 1_234,
  scRedeemable: 500,
  status: 'EXPIRED',
  reversal: null,
  ...overrides,
});

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

function serve(rows: TScExpiry[]) {
  return fakeServer((method, url) => {
    if (method === 'POST') return { data: { expiry: rows[0] } };
    return url.startsWith('/api/v1/admin/sc-expiries')
      ? { data: { rows, count: rows.length, inactiveDays: 90, noticeDays: 30 } }
      : { data: null };
  });
}

const dialog = (container: HTMLElement) => container.ownerDocument.querySelector('dialog')!;

describe('the SC expiries section (decision 054)', () => {
  it('lists what expired and lets finance ask for a reversal, with a reason', async () => {
    const server = serve([expiry()]);
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('finance', <ScExpiriesPage />);
    unmount = view.unmount;
    await settle();
    const text = view.container.textContent ?? '';
    expect(text).toContain('luckyjane (#42)');
    expect(text).toContain('12.34');
    expect(text).toContain('5.00');
    expect(text).toContain('expire after 90 days without play or sign-in');

    act(() => buttonNamed(view.container, 'Ask to reverse')?.click());
    await settle();
    const form = dialog(view.container);
    await act(async () => form.querySelector('form')?.requestSubmit());
    await settle();
    expect(form.textContent).toContain('Enter a reason');
    expect(server.calls.some((c) => c.method === 'POST')).toBe(false);

    typeInto(form.querySelector('textarea')!, 'Player was in hospital');
    await act(async () => form.querySelector('form')?.requestSubmit());
    await settle();
    expect(server.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/v1/admin/sc-expiries/7/reversal',
      body: { reason: 'Player was in hospital' },
    });
  });

  it('shows support the list without actions', async () => {
    vi.stubGlobal('fetch', serve([expiry()]).fetch);
    const view = renderAs('support', <ScExpiriesPage />);
    unmount = view.unmount;
    await settle();
    expect(view.container.textContent).toContain('luckyjane');
    expect(buttonNamed(view.container, 'Ask to reverse')).toBeUndefined();
  });

  it('offers Approve and Reject only to a member other than the one who asked', async () => {
    const pending = (askerId: number) =>
      expiry({
        status: 'REVERSAL_PENDING',
        reversal: {
          reason: 'Player was in hospital',
          requestedBy: { id: askerId, email: 'finance@example.com' },
          requestedAt: '2026-09-02T10:00:00.000Z',
          approvedBy: null,
          approvedAt: null,
        },
      });
    vi.stubGlobal('fetch', serve([pending(1)]).fetch);
    const own = renderAs('finance', <ScExpiriesPage />);
    await settle();
    expect(own.container.textContent).toContain('Reversal waiting for approval');
    expect(buttonNamed(own.container, 'Approve')).toBeUndefined();
    own.unmount();

    const server = serve([pending(2)]);
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('admin', <ScExpiriesPage />);
    unmount = view.unmount;
    await settle();
    act(() => buttonNamed(view.container, 'Approve')?.click());
    await settle();
    const form = dialog(view.container);
    expect(form.textContent).toContain('Player was in hospital');
    await act(async () => form.querySelector('form')?.requestSubmit());
    await settle();
    expect(server.calls.find((c) => c.method === 'POST')).toMatchObject({
      url: '/api/v1/admin/sc-expiries/7/reversal/approve',
    });
  });
});
