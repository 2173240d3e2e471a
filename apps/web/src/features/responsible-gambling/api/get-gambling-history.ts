import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TGamblingHistoryResponse } from '@app/contracts/responsible-gambling';
import { api, buildUrl } from '../../../lib/api-client';

const PATH = '/responsible-gambling/gambling-history';

/** GET /responsible-gambling/gambling-history: per US Eastern day, newest first. */
export function useGamblingHistory(range: { from?: string; to?: string }) {
  return useQuery({
    queryKey: ['responsible-gambling', 'history', range.from ?? '', range.to ?? ''] as const,
    queryFn: ({ signal }) =>
      api.get<TGamblingHistoryResponse>(PATH, {
        signal,
        query: { from: range.from, to: range.to },
      }),
    placeholderData: keepPreviousData,
  });
}

/** The CSV download of the same range (the session cookie goes with the link). */
export function gamblingHistoryCsvUrl(range: { from?: string; to?: string }) {
  return buildUrl(PATH, { format: 'csv', from: range.from, to: range.to });
}
