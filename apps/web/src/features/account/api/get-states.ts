import { useQuery } from '@tanstack/react-query';
import type { TState } from '@app/contracts/content';
import { api } from '../../../lib/api-client';

/** GET /details/state: the US states of the profile's state select. */
export const statesQueryKey = ['details', 'states'] as const;

export async function getStates(signal?: AbortSignal): Promise<TState[]> {
  const data = await api.get<{ states: TState[] }>('/details/state', { signal });
  return data.states;
}

/** The list never changes while the app runs. */
export function useStates() {
  return useQuery({
    queryKey: statesQueryKey,
    queryFn: ({ signal }) => getStates(signal),
    staleTime: Infinity,
  });
}
