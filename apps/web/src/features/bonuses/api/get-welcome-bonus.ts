import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '../../../lib/api-client';

/** GET /bonus/welcome-bonus (SPEC §3 Welcome bonus); amounts are decimals. */
export interface WelcomeBonus {
  readonly gcAmount: number;
  readonly scAmount: number;
  readonly isClaimed: boolean;
  /** False once claimed or while operators have the bonus switched off. */
  readonly isActive: boolean;
}

export const welcomeBonusQueryKey = ['bonus', 'welcome-bonus'] as const;

export function getWelcomeBonus(signal?: AbortSignal): Promise<WelcomeBonus> {
  return api.get<WelcomeBonus>('/bonus/welcome-bonus', { signal });
}

export const welcomeBonusQueryOptions = () =>
  queryOptions({
    queryKey: welcomeBonusQueryKey,
    queryFn: ({ signal }) => getWelcomeBonus(signal),
  });

export function useWelcomeBonus() {
  return useQuery(welcomeBonusQueryOptions());
}
