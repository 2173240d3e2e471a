import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TCmsDetail } from '@app/contracts/content';
import { ApiError, api } from '../../../lib/api-client';

export const cmsPageQueryKeys = {
  all: ['details', 'cms-detail'] as const,
  page: (slug: string) => [...cmsPageQueryKeys.all, slug] as const,
};

/** GET /details/cms-detail?slug=: one content page with its HTML (SPEC §7). */
export async function getCmsPage(slug: string, signal?: AbortSignal): Promise<TCmsDetail> {
  const { cmsPage } = await api.get<{ cmsPage: TCmsDetail }>('/details/cms-detail', {
    query: { slug },
    signal,
  });
  return cmsPage;
}

/**
 * Whether the server says there is no such page: 404, or 400 for a slug that
 * cannot name one (capitals, spaces): both are a link to nowhere for the player.
 */
export function isMissingPage(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

export const cmsPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: cmsPageQueryKeys.page(slug),
    queryFn: ({ signal }) => getCmsPage(slug, signal),
    // Legal text changes rarely; one read serves the session.
    staleTime: 10 * 60_000,
  });

export function useCmsPage(slug: string) {
  return useQuery(cmsPageQueryOptions(slug));
}
