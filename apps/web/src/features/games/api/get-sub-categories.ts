import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TLocalizedText } from '@app/contracts/content';
import type { TGameCard } from '@app/contracts/games';
import { api } from '../../../lib/api-client';
import { useViewer } from '../use-viewer';

/** SPEC §3 Subcategory: a game category with its games. */
export interface SubCategory {
  readonly masterGameSubCategoryId: number;
  readonly name: TLocalizedText;
  readonly slug: string;
  readonly imageUrl: string | null;
  readonly isFeatured: boolean;
  readonly subCategoryGames: readonly TGameCard[];
}

export interface SubCategoryFilter {
  /** Only categories with games whose name contains this. */
  readonly search?: string;
  /** The sidebar's list, which leaves out the scratchers category (SPEC §2). */
  readonly isSidebar?: boolean;
}

export const subCategoriesQueryKeys = {
  all: ['casino-games', 'sub-categories'] as const,
  list: (viewer: string | null, filter: SubCategoryFilter) =>
    [
      ...subCategoriesQueryKeys.all,
      viewer,
      { search: filter.search ?? '', isSidebar: filter.isSidebar ?? false },
    ] as const,
};

/** GET /casino-games/sub-category?search=&isSidebar= */
export function getSubCategories(
  filter: SubCategoryFilter,
  signal?: AbortSignal,
): Promise<SubCategory[]> {
  return api.get<SubCategory[]>('/casino-games/sub-category', {
    query: { search: filter.search, isSidebar: filter.isSidebar ?? false },
    signal,
  });
}

export const subCategoriesQueryOptions = (viewer: string | null, filter: SubCategoryFilter) =>
  queryOptions({
    queryKey: subCategoriesQueryKeys.list(viewer, filter),
    queryFn: ({ signal }) => getSubCategories(filter, signal),
  });

/** The categories (and their games) for the lobby, or for the sidebar with `isSidebar`. */
export function useSubCategories(filter: SubCategoryFilter = {}) {
  const viewer = useViewer();
  return useQuery(subCategoriesQueryOptions(viewer, filter));
}
