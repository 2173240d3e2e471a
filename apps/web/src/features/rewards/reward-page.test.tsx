// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TRewardItem } from '@app/contracts/rewards';
import { fakeServer, render, settle } from '../../test/render';
import { clearStorage } from '../../lib/storage';
import { uiStore } from '../../lib/ui-store';
import { RewardPage } from './reward-page';

const welcome: TRewardItem = {
  id: 'welcome',
  kind: 'welcome',
  title: 'Welcome Bonus',
  gcAmount: 50000,
  scAmount: 2,
  state: 'claimable',
  availableAt: null,
  detail: null,
  vipTierId: null,
};

/** The Rewards page of a signed-in player whose profile says `isEmailVerified`. */
async function rewardsOf(isEmailVerified: boolean) {
  uiStore.signIn('reward_player');
  const server = fakeServer((_method, url) => {
    if (url.includes('/user/profile')) return { data: { userId: 7, isEmailVerified } };
    if (url.includes('/bonus/get-all-bonus')) return { data: { bonuses: [welcome] } };
    // The banners, rakeback and referral panels are not what this test looks at.
    return { status: 404, errors: [{ errorCode: 1001, description: 'Not found' }] };
  });
  vi.stubGlobal('fetch', server.fetch);
  const view = render(<RewardPage />, '/user/reward');
  await settle();
  const card = view.container.querySelector('[aria-label="Welcome Bonus"]');
  const buttons = [...(card?.querySelectorAll('button') ?? [])].map((b) => b.textContent);
  return { view, buttons };
}

describe('the Rewards page’s welcome bonus (issue 24: the server wants a verified email)', () => {
  afterEach(() => {
    while (uiStore.getState().modalQueue.length > 0) uiStore.closeModal();
    vi.unstubAllGlobals();
    clearStorage();
  });

  it('leads an unverified player to verify the email instead of offering the claim', async () => {
    const { view, buttons } = await rewardsOf(false);
    expect(buttons).toEqual(['Verify Email']);
    view.container
      .querySelector<HTMLButtonElement>('[aria-label="Verify Email Welcome Bonus"]')
      ?.click();
    expect(uiStore.getState().modalQueue).toEqual(['emailVerification']);
    view.unmount();
  });

  it('offers the claim once the email is verified', async () => {
    const { view, buttons } = await rewardsOf(true);
    expect(buttons).toEqual(['Claim']);
    view.unmount();
  });
});
