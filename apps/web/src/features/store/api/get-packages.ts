import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@app/contracts/constants';
import type { TPackageListResponse } from '@app/contracts/packages';
import { api } from '../../../lib/api-client';
import { FIRST_PAGE, nextPackagePage, type PackagePage } from '../package-pages';

/** The packages are the same for every player; offers are worked out on the client per player. */
export const packagesQueryKeys = {
  all: ['details', 'packages'] as const,
  list: () => [...packagesQueryKeys.all, 'list'] as const,
};

/** GET /details/packages?limit=16&page= (SPEC §7): one page of the store's coin packages. */
export async function getPackages(page: number, signal?: AbortSignal): Promise<PackagePage> {
  const { packageData } = await api.get<TPackageListResponse['data']>('/details/packages', {
    query: { limit: PAGE_SIZE, page },
    signal,
  });
  return packageData;
}

export const packagesInfiniteQueryOptions = () =>
  infiniteQueryOptions({
    queryKey: packagesQueryKeys.list(),
    queryFn: ({ pageParam, signal }) => getPackages(pageParam, signal),
    initialPageParam: FIRST_PAGE,
    getNextPageParam: (_lastPage, pages) => nextPackagePage(pages),
    // The catalogue changes rarely; a minute keeps the store, the order summary and the
    // flash sale on one answer without asking again on every mount.
    staleTime: 60_000,
  });

/** The store's packages, 16 a page. */
export function usePackages(options: { enabled?: boolean } = {}) {
  return useInfiniteQuery({ ...packagesInfiniteQueryOptions(), enabled: options.enabled ?? true });
}
