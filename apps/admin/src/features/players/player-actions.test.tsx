// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { TPlayerProfile } from '@app/contracts/players-admin';
import { buttonNamed, fakeServer, renderAs, settle, typeInto } from '../../test/staff-render';
import { PlayerActions } from './player-actions';
import { usePlayer } from './players-api';

const PLAYER: TPlayerProfile = {
  id: 7,
  username: 'lucky7',
  email: 'lucky7@example.com',
  isEmailVerified: true,
  phone: null,
  phoneVerified: false,
  firstName: null,
  lastName: null,
  dateOfBirth: null,
  address: null,
  state: null,
  kycStatus: 'PENDING',
  vipLevel: 0,
  status: 'active',
  isRestrict: false,
  bankPurchaseDisabled: false,
  isInternalUser: false,
  twoFactorEnabled: true,
  createdAt: '2026-03-01T10:00:00.000Z',
  balances: { gc: 0, scUnplayed: 0, scRedeemable: 0 },
};

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

const click = (button: HTMLButtonElement | undefined) =>
  act(() => {
    if (!button) throw new Error('no such button');
    button.click();
  });
const submit = (form: HTMLFormElement) =>
  act(() => {
    form.dispatchEvent(new Event('submit', { bubbles: true, cancelable: true }));
  });

describe('Reset two-factor on the player page', () => {
  it('asks for a reason before it sends anything, then resets and says what happened', async () => {
    const server = fakeServer(() => ({ data: { sessionsEnded: 2 } }));
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('support', <PlayerActions player={PLAYER} />);
    unmount = view.unmount;
    click(buttonNamed(view.container, 'Reset two-factor'));
    const dialog = view.container.querySelector('dialog')!;
    expect(dialog.getAttribute('open')).not.toBeNull();
    expect(dialog.querySelector('h2')?.textContent).toBe('Reset two-factor sign-in');

    submit(dialog.querySelector('form')!);
    await settle();
    expect(dialog.textContent).toContain('Give a reason of at least 3 characters');
    expect(server.calls).toEqual([]);

    typeInto(dialog.querySelector('textarea')!, 'Lost phone, identity checked on a call');
    submit(dialog.querySelector('form')!);
    await settle();
    expect(server.calls[0]).toEqual({
      method: 'POST',
      url: '/api/v1/admin/players/7/two-factor/reset',
      body: { reason: 'Lost phone, identity checked on a call' },
    });
    expect(view.container.querySelector('dialog')).toBeNull();
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(
      'Two-factor sign-in is off. 2 sessions ended; the player was emailed.',
    );
  });

  it('still says what happened when the player read again shows two-factor off', async () => {
    // Support has no other action: once the player is read again with two-factor off, the reset
    // button goes, but the answer is still handled and the notice shows.
    let reset = false;
    function Page() {
      const player = usePlayer(7);
      return player.data ? <PlayerActions player={player.data} /> : null;
    }
    const server = fakeServer((method) => {
      if (method === 'POST') {
        reset = true;
        return { data: { sessionsEnded: 1 } };
      }
      return { data: { ...PLAYER, twoFactorEnabled: !reset } };
    });
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('support', <Page />);
    unmount = view.unmount;
    await settle();
    click(buttonNamed(view.container, 'Reset two-factor'));
    const dialog = view.container.querySelector('dialog')!;
    typeInto(dialog.querySelector('textarea')!, 'Lost phone, identity checked on a call');
    submit(dialog.querySelector('form')!);
    await settle();
    await settle();
    expect(server.calls.filter((call) => call.method === 'GET')).toHaveLength(2);
    expect(buttonNamed(view.container, 'Reset two-factor')).toBeUndefined();
    expect(view.container.querySelector('[role="status"]')?.textContent).toBe(
      'Two-factor sign-in is off. 1 session ended; the player was emailed.',
    );
  });

  it('shows the server’s refusal in the dialog', async () => {
    const server = fakeServer(() => ({
      status: 409,
      errors: [
        {
          errorCode: 2347,
          description:
            'This player has not turned two-factor sign-in on: there is nothing to reset.',
        },
      ],
    }));
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('compliance', <PlayerActions player={PLAYER} />);
    unmount = view.unmount;
    click(buttonNamed(view.container, 'Reset two-factor'));
    const dialog = view.container.querySelector('dialog')!;
    typeInto(dialog.querySelector('textarea')!, 'Lost phone');
    submit(dialog.querySelector('form')!);
    await settle();
    expect(dialog.querySelector('.form-error')?.textContent).toContain('nothing to reset');
  });

  it('is offered only while two-factor is on, and only to a role with players.reset2fa', () => {
    const off = renderAs(
      'support',
      <PlayerActions player={{ ...PLAYER, twoFactorEnabled: false }} />,
    );
    expect(buttonNamed(off.container, 'Reset two-factor')).toBeUndefined();
    off.unmount();
    const finance = renderAs('finance', <PlayerActions player={PLAYER} />);
    expect(buttonNamed(finance.container, 'Reset two-factor')).toBeUndefined();
    finance.unmount();
  });
});
