import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { profileQueryKey } from '../../../lib/get-profile';
import { dailyBonusQueryKey } from '../../bonuses/api/get-daily-bonus';
import { welcomeBonusQueryKey } from '../../bonuses/api/get-welcome-bonus';
import { referralDetailsQueryKey } from '../../referrals/api/get-referral-details';
import { spinWheelQueryKey } from '../../spin-wheel/api/get-spin-wheel';
import { vipQueryKey } from '../../vip/api/get-vip';
import { rakebackQueryKey } from '../../vip/api/rakeback';
import { allBonusesQueryKey } from './get-all-bonuses';
import { refreshRewards } from './refresh-rewards';

const bonusLists = [
  allBonusesQueryKey,
  welcomeBonusQueryKey,
  dailyBonusQueryKey,
  referralDetailsQueryKey,
];
const vipData = [vipQueryKey, rakebackQueryKey];
const others = [profileQueryKey, spinWheelQueryKey];

function clientHolding(keys: readonly (readonly string[])[]): QueryClient {
  const queryClient = new QueryClient();
  for (const key of keys) queryClient.setQueryData(key, { held: true });
  return queryClient;
}

const invalidated = (queryClient: QueryClient, keys: readonly (readonly string[])[]) =>
  keys.map((key) => queryClient.getQueryState(key)?.isInvalidated);

describe('refreshRewards', () => {
  it('marks every bonus list stale and leaves the VIP data, the profile and the wheel alone', async () => {
    const queryClient = clientHolding([...bonusLists, ...vipData, ...others]);
    await refreshRewards(queryClient);
    expect(invalidated(queryClient, bonusLists)).toEqual([true, true, true, true]);
    expect(invalidated(queryClient, [...vipData, ...others])).toEqual([false, false, false, false]);
  });

  it('with the VIP data marks the tier history and the rakeback stale as well', async () => {
    const queryClient = clientHolding([...bonusLists, ...vipData, ...others]);
    await refreshRewards(queryClient, { withVip: true });
    expect(invalidated(queryClient, [...bonusLists, ...vipData])).toEqual([
      true,
      true,
      true,
      true,
      true,
      true,
    ]);
    expect(invalidated(queryClient, others)).toEqual([false, false]);
  });
});
