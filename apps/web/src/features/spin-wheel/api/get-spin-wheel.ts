import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TSpinWheelListData } from '@app/contracts/spin-wheel';
import { api } from '../../../lib/api-client';

export const spinWheelQueryKey = ['spinWheelConfiguration', 'getList'] as const;

/** GET /spinWheelConfiguration/getList: the wheel, an open result and the 24-hour standing. */
export function getSpinWheel(signal?: AbortSignal): Promise<TSpinWheelListData> {
  return api.get<TSpinWheelListData>('/spinWheelConfiguration/getList', { signal });
}

export function useSpinWheel() {
  return useQuery(
    queryOptions({
      queryKey: spinWheelQueryKey,
      queryFn: ({ signal }) => getSpinWheel(signal),
      // The standing changes with the clock and in other tabs: read it afresh on each open.
      staleTime: 0,
    }),
  );
}
