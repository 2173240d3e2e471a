// @vitest-environment jsdom
import type { UseMutationResult } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useClaimReferralBonus } from '../../referrals/api/claim-referral-bonus';
import { useClaimTierBonus } from '../../vip/api/claim-tier-bonus';
import { useClaimRakeback } from '../../vip/api/rakeback';
import { fakeServer, render, settle } from '../../../test/render';
import { allBonusesQueryKey } from './get-all-bonuses';

type AnyMutation = UseMutationResult<unknown, unknown, never>;

/**
 * A claim made on the VIP page or the referral panel also marks the Rewards page's list stale,
 * so the Rewards page does not offer the claimed reward again (its list is kept 30 s).
 */
describe('claims outside the Rewards page', () => {
  afterEach(() => vi.unstubAllGlobals());

  const claims: [string, () => AnyMutation, unknown][] = [
    ['a VIP tier reward', useClaimTierBonus as () => AnyMutation, { tierId: 2, userId: 1 }],
    ['the rakeback', useClaimRakeback as () => AnyMutation, undefined],
    ['the referral bonus', useClaimReferralBonus as () => AnyMutation, undefined],
  ];

  it.each(claims)('%s marks the Rewards list stale', async (_name, useClaim, input) => {
    const server = fakeServer(() => ({ data: { message: 'Bonus successfully redeemed' } }));
    vi.stubGlobal('fetch', server.fetch);
    let claim: AnyMutation | undefined;
    function Claimer() {
      claim = useClaim();
      return null;
    }
    const view = render(<Claimer />);
    view.queryClient.setQueryData(allBonusesQueryKey, { held: true });
    expect(view.queryClient.getQueryState(allBonusesQueryKey)?.isInvalidated).toBe(false);
    claim!.mutate(input as never);
    await settle();
    expect(server.calls).toHaveLength(1);
    expect(view.queryClient.getQueryState(allBonusesQueryKey)?.isInvalidated).toBe(true);
    view.unmount();
  });
});
