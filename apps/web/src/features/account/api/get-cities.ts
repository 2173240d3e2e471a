import { useQuery } from '@tanstack/react-query';
import type { TCity } from '@app/contracts/content';
import { api } from '../../../lib/api-client';

/** GET /details/city?stateId= : the cities of one state. */
export const citiesQueryKey = (stateId: number) => ['details', 'cities', stateId] as const;

export async function getCities(stateId: number, signal?: AbortSignal): Promise<TCity[]> {
  const data = await api.get<{ cities: TCity[] }>('/details/city', {
    query: { stateId },
    signal,
  });
  return data.cities;
}

/** Asked for once a state is chosen; null means none is. */
export function useCities(stateId: number | null) {
  return useQuery({
    queryKey: citiesQueryKey(stateId ?? 0),
    queryFn: ({ signal }) => getCities(stateId ?? 0, signal),
    enabled: stateId !== null,
    staleTime: Infinity,
  });
}
