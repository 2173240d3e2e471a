import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
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

/** The script element in which the server sends the lobby's banners with the page. */
export const LOBBY_BANNERS_SCRIPT_ID = 'lobby-banners';

/**
 * Puts the lobbySlider banners the server sent with the page (a JSON
 * `{ banners }` in #lobby-banners) into the cache, so the lobby's first
 * render shows the banner the page already painted instead of asking the API.
 * Anything unreadable is left out and the lobby asks the API as usual.
 */
export function seedPageBanners(queryClient: QueryClient, doc: Document = document): void {
  const text = doc.getElementById(LOBBY_BANNERS_SCRIPT_ID)?.textContent;
  if (!text) return;
  let banners: unknown;
  try {
    banners = (JSON.parse(text) as { banners?: unknown } | null)?.banners;
  } catch {
    return;
  }
  if (Array.isArray(banners)) {
    queryClient.setQueryData<TBanner[]>(bannersQueryKeys.page('lobbySlider'), banners as TBanner[]);
  }
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
