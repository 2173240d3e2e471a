import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TBanner, TBannerPageName } from '@app/contracts/content';
import { api } from './api-client';
import { visibleBanners } from './banner-visibility';
import { selectIsSignedIn, useUiStore } from './ui-store';

/**
 * GET /details/banners?pageName=: the banners of one page (SPEC §3 Banner).
 * The lobby and the scratchers category page show them, and so will the
 * promotion, store, reward and VIP pages, so the call lives in lib.
 */
export const bannersQueryKeys = {
  all: ['details', 'banners'] as const,
  page: (pageName: TBannerPageName) => [...bannersQueryKeys.all, pageName] as const,
};

export async function getBanners(
  pageName: TBannerPageName,
  signal?: AbortSignal,
): Promise<TBanner[]> {
  const { banners } = await api.get<{ banners: TBanner[] }>('/details/banners', {
    query: { pageName },
    signal,
  });
  return banners;
}

export const bannersQueryOptions = (pageName: TBannerPageName) =>
  queryOptions({
    queryKey: bannersQueryKeys.page(pageName),
    queryFn: ({ signal }) => getBanners(pageName, signal),
    // Campaign artwork changes rarely; one read serves the session.
    staleTime: 5 * 60_000,
  });

/**
 * The banners of a page the viewer may see (visibility by login state),
 * in the operators' order. The list is the same for everyone, so visitors
 * and players share one cached answer and the filter runs here.
 */
export function useVisibleBanners(pageName: TBannerPageName) {
  const isSignedIn = useUiStore(selectIsSignedIn);
  const query = useQuery(bannersQueryOptions(pageName));
  const banners = query.data ? visibleBanners(query.data, isSignedIn) : [];
  return { ...query, banners };
}
