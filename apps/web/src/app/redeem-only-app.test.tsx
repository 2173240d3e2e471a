// @vitest-environment jsdom
import { act } from 'preact/test-utils';
import { RouterProvider, createMemoryRouter } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTransportEffects, setTransportEffects } from '../lib/api-client';
import { clearStorage, readItem, STORAGE_KEYS } from '../lib/storage';
import { selectActiveModal, uiStore } from '../lib/ui-store';
import { buttonNamed, fakeServer, render, settle } from '../test/render';
import { AppLayout } from './layout';
import { RedeemOnlyApp } from './redeem-only-app';

const RESTRICTION = 'You have excluded yourself from play until May 25, 2027, 07:00 UTC.';
const USER = {
  userId: 7,
  username: 'lucky7',
  email: 'lucky7@example.com',
  firstName: 'Pat',
  lastName: 'Player',
  dateOfBirth: '1990-01-01',
  kycStatus: 'APPROVED',
  isFirstPurchase: false,
  sessionScope: 'redeem',
  restriction: { errorCode: 2321, message: RESTRICTION },
  userWallet: { gcCoin: 5000, scCoin: { wsc: 123.45 }, totalScCoin: 130 },
};
const REDEMPTION = {
  redeemRequestId: 31,
  amount: '40.00',
  status: 'PENDING',
  providerType: 'fiat',
  accountLast4: null,
  reason: null,
  awaitingBankDetails: false,
  w9Missing: [],
  createdAt: '2026-11-25T07:00:00.000Z',
  updatedAt: '2026-11-25T07:00:00.000Z',
};

function serve() {
  return fakeServer((method, url) => {
    if (url === '/api/v1/user/profile') return { data: USER };
    if (url.startsWith('/api/v1/payment/redeem-requests'))
      return { data: { rows: [REDEMPTION], count: 1 } };
    if (method === 'POST' && url === '/api/v1/user/logout') return { data: { message: 'ok' } };
    return { status: 404, errors: [{ errorCode: 1004, name: 'NotFound', description: url }] };
  });
}

let unmount: (() => void) | undefined;
beforeEach(() => {
  clearStorage();
  uiStore.reload();
  setTransportEffects({ navigate: vi.fn(), reload: vi.fn(), toastError: vi.fn() });
});
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
  resetTransportEffects();
  while (selectActiveModal(uiStore.getState())) uiStore.closeModal();
});

describe('the redeem-only screen', () => {
  it('shows the redeemable SC, Redeem, the requests with cancel, why play is closed, Contact Us with the tickets, and Logout — nothing else', async () => {
    uiStore.signIn('lucky7', true);
    const server = serve();
    vi.stubGlobal('fetch', server.fetch);
    const view = render(<RedeemOnlyApp />);
    unmount = view.unmount;
    await settle();

    const { container } = view;
    expect(container.querySelector('h1')?.textContent).toBe('Redeem your SC');
    const headings = [...container.querySelectorAll('h2')].map((h) => h.textContent?.trim());
    expect(headings).toEqual([
      'Play and purchases are unavailable',
      'Redeemable SC',
      'Your redemption requests',
      // Support stays reachable (decision 061).
      'Send us a message',
      'Support',
    ]);
    const text = container.textContent ?? '';
    expect(text).toContain(RESTRICTION);
    expect(text).toContain('Play, purchases and bonuses are unavailable until');
    expect(container.querySelector('[data-testid="redeem-only-redeemable"]')?.textContent).toBe(
      '123.45',
    );
    expect(text).toContain('40.00');
    // The buttons are the page's only controls: no lobby, store, bonuses or games links.
    const buttons = [...container.querySelectorAll('button')].map((b) => b.textContent?.trim());
    expect(buttons).toContain('Redeem');
    expect(buttons).toContain('Logout');
    expect(buttons.some((b) => /cancel/i.test(b ?? ''))).toBe(true);
    const links = [...container.querySelectorAll('a')].map((a) => a.getAttribute('href'));
    expect(links).toEqual(['#main']);
    // Only the profile and the redemptions were asked for: no socket, lobby or bonus calls.
    expect(new Set(server.calls.map((c) => c.url.split('?')[0]))).toEqual(
      new Set([
        '/api/v1/user/profile',
        '/api/v1/payment/redeem-requests',
        '/api/v1/support/tickets',
      ]),
    );

    act(() => buttonNamed(container, 'Redeem')?.click());
    expect(selectActiveModal(uiStore.getState())).toBe('redeem');
  });

  it('says when the break has ended (the server answers no restriction any more)', async () => {
    uiStore.signIn('lucky7', true);
    const server = fakeServer((_method, url) =>
      url === '/api/v1/user/profile'
        ? { data: { ...USER, restriction: null } }
        : { data: { rows: [], count: 0 } },
    );
    vi.stubGlobal('fetch', server.fetch);
    const view = render(<RedeemOnlyApp />);
    unmount = view.unmount;
    await settle();
    const text = view.container.textContent ?? '';
    expect(text).toContain('Your break has ended. Log out, then log in again to play');
    expect(text).not.toContain('Play, purchases and bonuses are unavailable until');
  });

  it('Logout ends the session on the server and forgets the redeem-only state', async () => {
    uiStore.signIn('lucky7', true);
    const server = serve();
    vi.stubGlobal('fetch', server.fetch);
    const view = render(<RedeemOnlyApp />);
    unmount = view.unmount;
    await settle();
    act(() => buttonNamed(view.container, 'Logout')?.click());
    await settle();
    expect(server.calls.some((c) => c.method === 'POST' && c.url === '/api/v1/user/logout')).toBe(
      true,
    );
    expect(uiStore.getState()).toMatchObject({ isAuthenticated: false, redeemOnly: false });
    expect(readItem(STORAGE_KEYS.sessionScope)).toBeNull();
  });

  it('the app shell shows only this screen for a redeem-only session, the site for a full one', async () => {
    const server = serve();
    vi.stubGlobal('fetch', server.fetch);
    uiStore.signIn('lucky7', true);
    const page = () => (
      <RouterProvider
        router={createMemoryRouter([
          {
            path: '/',
            element: <AppLayout />,
            children: [{ index: true, element: <p>THE LOBBY</p> }],
          },
        ])}
      />
    );
    const view = render(page(), null);
    unmount = view.unmount;
    await settle();
    expect(view.container.querySelector('h1')?.textContent).toBe('Redeem your SC');
    expect(view.container.textContent).not.toContain('THE LOBBY');
    view.unmount();

    // Signed out: the site as usual (the redeem-only screen is gone with the session).
    clearStorage();
    uiStore.reload();
    const guest = render(page(), null);
    unmount = guest.unmount;
    await settle();
    expect(guest.container.textContent).toContain('THE LOBBY');
    expect(guest.container.textContent).not.toContain('Redeem your SC');
  });
});
