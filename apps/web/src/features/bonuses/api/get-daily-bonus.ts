import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /bonus/daily-bonus (SPEC §3 Daily bonus); amounts are decimals. */
export interface DailyBonus {
  /** True while today's bonus can be claimed. */
  readonly isActive: boolean;
  readonly gcAmount: number;
  readonly scAmount: number;
  readonly isClaimed: boolean;
  /** ISO time the next daily bonus opens, once today's is claimed. */
  readonly nextClaimAt: string | null;
}

export const dailyBonusQueryKey = ['bonus', 'daily-bonus'] as const;

export function getDailyBonus(signal?: AbortSignal): Promise<DailyBonus> {
  return api.get<DailyBonus>('/bonus/daily-bonus', { signal });
}

export const dailyBonusQueryOptions = () =>
  queryOptions({
    queryKey: dailyBonusQueryKey,
    queryFn: ({ signal }) => getDailyBonus(signal),
  });

export function useDailyBonus() {
  return useQuery(dailyBonusQueryOptions());
}
