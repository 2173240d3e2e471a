import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { TScExpiryListPage, TScExpiryListQuery } from '@app/contracts/sc-expiry';
import { apiRequest } from '../../lib/api-client';

/** Every SC expiry query starts with this key: a reversal refreshes them all. */
export const SC_EXPIRIES_KEY = ['sc-expiries'] as const;
export const scExpiryListKey = (query: TScExpiryListQuery) =>
  [...SC_EXPIRIES_KEY, 'list', query] as const;

/** GET /admin/sc-expiries: one page, newest expiry first, with the rule in force. */
export function getScExpiries(
  query: TScExpiryListQuery,
  signal?: AbortSignal,
): Promise<TScExpiryListPage> {
  return apiRequest<TScExpiryListPage>('/admin/sc-expiries', { query: { ...query }, signal });
}

export function useScExpiryList(query: TScExpiryListQuery) {
  return useQuery({
    queryKey: scExpiryListKey(query),
    queryFn: ({ signal }) => getScExpiries(query, signal),
    placeholderData: keepPreviousData,
  });
}
