import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  TAdminGame,
  TAdminGameCategory,
  TAdminGameListQueryParsed,
  TAdminGamePage,
  TGameSettingsUpdate,
} from '@app/contracts/catalogue-admin';
import { apiRequest } from '../../lib/api-client';

const GAMES = ['catalogue', 'games'] as const;

/** GET /admin/games: one page of every game, sorted and filtered by the server. */
export function useGameList(query: TAdminGameListQueryParsed) {
  return useQuery({
    queryKey: [...GAMES, query],
    queryFn: ({ signal }) =>
      apiRequest<TAdminGamePage>('/admin/games', { query: { ...query }, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /admin/game-categories: the lobby lists a game can be put in. */
export function useGameCategories() {
  return useQuery({
    queryKey: ['catalogue', 'categories'],
    queryFn: async ({ signal }) =>
      (await apiRequest<{ rows: TAdminGameCategory[] }>('/admin/game-categories', { signal })).rows,
    staleTime: 60_000,
  });
}

/** PUT /admin/games/:gameId: answers the game as saved; the list reads again. */
export function useUpdateGame() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ gameId, change }: { gameId: number; change: TGameSettingsUpdate }) =>
      apiRequest<TAdminGame>(`/admin/games/${gameId}`, { method: 'PUT', body: change }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GAMES }),
  });
}
