import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TPopup } from '@app/contracts/content';
import { api } from '../../../lib/api-client';

export const popupsQueryKey = ['details', 'popups'] as const;

/** GET /details/popups: the active promotion popups of every page (SPEC §3 Popup). */
export async function getPopups(signal?: AbortSignal): Promise<TPopup[]> {
  const { popups } = await api.get<{ popups: TPopup[] }>('/details/popups', { signal });
  return popups;
}

export const popupsQueryOptions = () =>
  queryOptions({
    queryKey: popupsQueryKey,
    queryFn: ({ signal }) => getPopups(signal),
    // Campaigns change rarely; one read serves the session's pages.
    staleTime: 5 * 60_000,
  });

export function usePopups() {
  return useQuery(popupsQueryOptions());
}
