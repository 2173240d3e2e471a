import type { QueryClient } from '@tanstack/react-query';
import { dailyBonusQueryKey } from '../../bonuses/api/get-daily-bonus';
import { welcomeBonusQueryKey } from '../../bonuses/api/get-welcome-bonus';
import { referralDetailsQueryKey } from '../../referrals/api/get-referral-details';
import { vipQueryKey } from '../../vip/api/get-vip';
import { rakebackQueryKey } from '../../vip/api/rakeback';
import { allBonusesQueryKey } from './get-all-bonuses';

/** The bonus lists (GET /bonus/…): the Rewards page's own list and the bonuses it gathers. */
const bonusListQueryKeys = [
  allBonusesQueryKey,
  welcomeBonusQueryKey,
  dailyBonusQueryKey,
  referralDetailsQueryKey,
] as const;

/** The VIP data (GET /rewards/…): the tier history and the rakeback. */
const vipRewardQueryKeys = [vipQueryKey, rakebackQueryKey] as const;

/**
 * Reads the Rewards page's lists again after a claim made anywhere (the wheel, the page itself);
 * `withVip` also reads the VIP tier history and the rakeback again, for a VIP tier claim.
 */
export function refreshRewards(
  queryClient: QueryClient,
  { withVip = false }: { withVip?: boolean } = {},
): Promise<void[]> {
  const keys = withVip ? [...bonusListQueryKeys, ...vipRewardQueryKeys] : bonusListQueryKeys;
  return Promise.all(keys.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
}
