import { useMutation, useQueryClient, type InfiniteData } from '@tanstack/react-query';
import { SPECIAL_CATEGORIES } from '@app/contracts/constants';
import type { TFavoriteRequest } from '@app/contracts/games';
import { api } from '../../../lib/api-client';
import { notify } from '../../../lib/toast';
import { flagFavoriteInPages, flagFavoriteInSubCategories } from '../favorite-flags';
import type { GamesPage } from '../game-pages';
import { favoriteGamesQueryKeys } from './get-favorite-games';
import { gamesQueryKeys, isGamesListOf } from './get-games';
import { recentlyPlayedQueryKeys } from './get-recently-played';
import { subCategoriesQueryKeys, type SubCategory } from './get-sub-categories';

/** The server's answer: 'Added to Favorites' or 'Removed from Favorites'. */
export interface FavoriteAnswer {
  readonly message: string;
}

/** POST /casino-games/favorite {request: true adds, false removes, gameId}. */
export function toggleFavorite(body: TFavoriteRequest): Promise<FavoriteAnswer> {
  return api.post<FavoriteAnswer>('/casino-games/favorite', body);
}

const PAGED_LISTS = [gamesQueryKeys.all, recentlyPlayedQueryKeys.all, favoriteGamesQueryKeys.all];

/**
 * SPEC §4 Favourites: the heart flips at once on every card of the game,
 * the server's message is toasted, and the favourites list is read again.
 * A failure puts the hearts back and is only logged (SPEC §8).
 */
export function useToggleFavorite() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: toggleFavorite,
    onMutate: async ({ gameId, request }) => {
      const lists = [subCategoriesQueryKeys.all, ...PAGED_LISTS];
      await Promise.all(lists.map((queryKey) => queryClient.cancelQueries({ queryKey })));
      const snapshot = lists.flatMap((queryKey) => queryClient.getQueriesData({ queryKey }));
      queryClient.setQueriesData<readonly SubCategory[]>(
        { queryKey: subCategoriesQueryKeys.all },
        (data) => flagFavoriteInSubCategories(data, gameId, request),
      );
      for (const queryKey of PAGED_LISTS) {
        queryClient.setQueriesData<InfiniteData<GamesPage, number>>({ queryKey }, (data) =>
          flagFavoriteInPages(data, gameId, request),
        );
      }
      return { snapshot };
    },
    onSuccess: ({ message }) => {
      notify.success(message);
    },
    onError: (error, _variables, context) => {
      for (const [queryKey, data] of context?.snapshot ?? []) {
        queryClient.setQueryData(queryKey, data);
      }
      console.error('favourite could not be changed:', error);
    },
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: favoriteGamesQueryKeys.all });
      void queryClient.invalidateQueries({
        queryKey: gamesQueryKeys.all,
        predicate: (query) => isGamesListOf(query.queryKey, SPECIAL_CATEGORIES.FAVORITE_GAMES),
      });
    },
  });
}
