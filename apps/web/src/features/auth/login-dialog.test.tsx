// @vitest-environment jsdom
import { act } from 'preact/test-utils';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { resetTransportEffects, setTransportEffects } from '../../lib/api-client';
import { clearStorage, readItem, STORAGE_KEYS } from '../../lib/storage';
import { uiStore } from '../../lib/ui-store';
import { buttonNamed, fakeServer, render, settle, typeInto } from '../../test/render';
import { LoginDialog } from './login-dialog';

const BREAK = {
  errorCode: 2320,
  name: 'OnBreak',
  description: 'You are taking a break from play until Nov 28, 2026, 09:00 UTC.',
};
const REDEEM_USER = {
  userId: 7,
  username: 'lucky7',
  email: 'lucky7@example.com',
  sessionScope: 'redeem',
  restriction: { errorCode: 2320, message: BREAK.description },
  userWallet: { gcCoin: 0, scCoin: { wsc: 100 }, totalScCoin: 100 },
};

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
});

/** Fills the login form as the player does and sends it. */
async function submitLogin(container: HTMLElement) {
  const inputs = container.querySelectorAll('input');
  const [email, password] = [...inputs].filter((i) => i.type !== 'checkbox');
  typeInto(email!, 'lucky7@example.com');
  typeInto(password!, 'Sunny!Day2026');
  for (const box of container.querySelectorAll<HTMLInputElement>('input[type="checkbox"]'))
    act(() => box.click());
  act(() => buttonNamed(container, 'Login')?.click());
  await settle();
}

const dialogTitle = (container: HTMLElement) =>
  container.querySelector('dialog .modal__title')?.textContent;

describe('the login refusal for a break or self-exclusion', () => {
  it("offers 'Redeem my SC', a keyboard-reachable button that opens a redeem-only session with the same credentials", async () => {
    const server = fakeServer((_method, url) => {
      if (url === '/api/v1/user/login') return { status: 423, errors: [BREAK] };
      if (url === '/api/v1/user/login/redeem-only') return { data: { user: REDEEM_USER } };
      return { data: null };
    });
    vi.stubGlobal('fetch', server.fetch);
    const view = render(<LoginDialog />);
    unmount = view.unmount;
    await submitLogin(view.container);

    const text = view.container.textContent ?? '';
    expect(dialogTitle(view.container)).toBe('You are taking a break');
    expect(text).toContain(BREAK.description);
    expect(text).toContain('You can still redeem the Sweepstakes Coins (SC) you won.');
    // Focus starts on 'Got it' as in the notice; 'Redeem my SC' is a button of the same dialog (Tab).
    expect(document.activeElement?.textContent).toBe('Got it');
    const redeem = buttonNamed(view.container, 'Redeem my SC')!;
    expect(redeem).toBeDefined();
    expect(redeem.type).toBe('button');
    expect(redeem.disabled).toBe(false);
    expect(redeem.tabIndex).toBe(0);
    redeem.focus();
    expect(document.activeElement).toBe(redeem);
    expect(buttonNamed(view.container, 'Got it')).toBeDefined();

    act(() => redeem.click());
    await settle();
    const call = server.calls.find((c) => c.url === '/api/v1/user/login/redeem-only');
    const login = server.calls.find((c) => c.url === '/api/v1/user/login');
    expect(call?.method).toBe('POST');
    expect(call?.body).toEqual(login?.body);
    expect(uiStore.getState()).toMatchObject({ isAuthenticated: true, redeemOnly: true });
    expect(readItem(STORAGE_KEYS.sessionScope)).toBe('redeem');
  });

  it('asks for the two-factor code of a redeem-only sign-in when the account has it on', async () => {
    const server = fakeServer((_method, url) => {
      if (url === '/api/v1/user/login')
        return {
          status: 423,
          errors: [{ errorCode: 2321, name: 'SelfExcluded', description: 'Excluded until 2027' }],
        };
      if (url === '/api/v1/user/login/redeem-only')
        return {
          data: { twoFactorRequired: true, challengeToken: 'c'.repeat(40), expiresInSeconds: 300 },
        };
      return { data: null };
    });
    vi.stubGlobal('fetch', server.fetch);
    const view = render(<LoginDialog />);
    unmount = view.unmount;
    await submitLogin(view.container);
    expect(dialogTitle(view.container)).toBe('You have excluded yourself');
    act(() => buttonNamed(view.container, 'Redeem my SC')?.click());
    await settle();
    expect(dialogTitle(view.container)).toBe('Two-factor sign-in');
    expect(buttonNamed(view.container, 'Verify and redeem')).toBeDefined();
    expect(uiStore.getState().isAuthenticated).toBe(false);
  });

  it('says why when there is nothing to redeem, and the player stays signed out', async () => {
    const server = fakeServer((_method, url) => {
      if (url === '/api/v1/user/login') return { status: 423, errors: [BREAK] };
      return {
        status: 409,
        errors: [
          {
            errorCode: 2328,
            name: 'RedeemOnlyNothingToRedeem',
            description: 'You have no redeemable SC and no open redemption request.',
          },
        ],
      };
    });
    vi.stubGlobal('fetch', server.fetch);
    const view = render(<LoginDialog />);
    unmount = view.unmount;
    await submitLogin(view.container);
    act(() => buttonNamed(view.container, 'Redeem my SC')?.click());
    await settle();
    expect(view.container.querySelector('[role="alert"]')?.textContent).toBe(
      'You have no redeemable SC and no open redemption request.',
    );
    expect(uiStore.getState().isAuthenticated).toBe(false);
  });

  it('offers it beside "Ask to reopen my account" once a self-exclusion ended (2322)', async () => {
    const server = fakeServer((_method, url) => {
      if (url === '/api/v1/user/login')
        return {
          status: 423,
          errors: [{ errorCode: 2322, name: 'ReopenRequired', description: 'Ask to reopen' }],
        };
      return { data: { user: REDEEM_USER } };
    });
    vi.stubGlobal('fetch', server.fetch);
    const view = render(<LoginDialog />);
    unmount = view.unmount;
    await submitLogin(view.container);
    expect(buttonNamed(view.container, 'Ask to reopen my account')).toBeDefined();
    act(() => buttonNamed(view.container, 'Redeem my SC')?.click());
    await settle();
    expect(server.calls.at(-1)?.url).toBe('/api/v1/user/login/redeem-only');
    expect(uiStore.getState().redeemOnly).toBe(true);
  });
});
