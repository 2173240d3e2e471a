// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { act } from 'react';
import type { TBonusSettings } from '@app/contracts/bonus-settings';
import { buttonNamed, fakeServer, renderAs, settle, typeInto } from '../../test/staff-render';
import { BonusesPage } from './bonuses-page';

const SETTINGS: TBonusSettings = {
  welcome: { gc: 50000, sc: 2, isActive: true },
  daily: { gc: 10000, sc: 0.3, isActive: true },
  referral: { gc: 10000, sc: 5, isActive: true, monthlyCap: 20 },
};

let unmount: (() => void) | undefined;
afterEach(() => {
  unmount?.();
  unmount = undefined;
  vi.unstubAllGlobals();
});

function serve() {
  return fakeServer((method, _url, body) => ({ data: method === 'PUT' ? body : SETTINGS }));
}

const input = (container: HTMLElement, name: string) =>
  container.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('the Bonuses section', () => {
  it('checks the amounts with the contract before sending, then saves all three bonuses', async () => {
    const server = serve();
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('content', <BonusesPage />);
    unmount = view.unmount;
    await settle();
    expect(input(view.container, 'referral.monthlyCap').value).toBe('20');

    typeInto(input(view.container, 'referral.sc'), '7.555');
    await act(async () => view.container.querySelector('form')?.requestSubmit());
    await settle();
    expect(view.container.textContent).toContain(
      'The referral bonus SC amount can have at most two decimals',
    );
    expect(server.calls.some((c) => c.method === 'PUT')).toBe(false);

    typeInto(input(view.container, 'referral.sc'), '7.5');
    typeInto(input(view.container, 'referral.monthlyCap'), '5');
    await act(async () => view.container.querySelector('form')?.requestSubmit());
    await settle();
    expect(server.calls.find((c) => c.method === 'PUT')).toEqual({
      method: 'PUT',
      url: '/api/v1/admin/bonus-settings',
      body: { ...SETTINGS, referral: { ...SETTINGS.referral, sc: 7.5, monthlyCap: 5 } },
    });
    expect(view.container.textContent).toContain('Bonus amounts saved.');
  });

  it('shows the amounts to a role without rewards.write, read-only', async () => {
    const server = serve();
    vi.stubGlobal('fetch', server.fetch);
    const view = renderAs('support', <BonusesPage />);
    unmount = view.unmount;
    await settle();
    expect(input(view.container, 'welcome.gc').value).toBe('50000');
    expect(input(view.container, 'welcome.gc').closest('fieldset')?.disabled).toBe(true);
    expect(buttonNamed(view.container, 'Save bonus amounts')).toBeUndefined();
  });
});
