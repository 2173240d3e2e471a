import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { SPECIAL_CATEGORIES } from '@app/contracts/constants';
import { api } from '../../../lib/api-client';
import { useViewer } from '../use-viewer';
import { gamesQueryKeys, isGamesListOf } from './get-games';
import { recentlyPlayedQueryKeys } from './get-recently-played';

/** The answer of POST /casino-games/launch-game: what the game page needs to open the game. */
export interface LaunchedGame {
  readonly gameId: number;
  readonly name: string;
  readonly gameType: string;
  readonly themeKey: string;
  readonly launchUrl: string;
}

export const launchedGameQueryKeys = {
  all: ['casino-games', 'launch'] as const,
  game: (viewer: string | null, gameId: number) =>
    [...launchedGameQueryKeys.all, viewer, gameId] as const,
};

/** POST /casino-games/launch-game {gameId}: opens a game and records it as recently played. */
export function launchGame(gameId: number): Promise<LaunchedGame> {
  return api.post<LaunchedGame>('/casino-games/launch-game', { gameId });
}

/** A launch changes the player's Recently Played list. */
function refreshRecentlyPlayed(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: recentlyPlayedQueryKeys.all });
  void queryClient.invalidateQueries({
    queryKey: gamesQueryKeys.all,
    predicate: (query) => isGamesListOf(query.queryKey, SPECIAL_CATEGORIES.RECENTLY_PLAYED),
  });
}

/**
 * Play Now's launch. The answer is kept as the game page's data, so the page
 * that opens next shows the game without launching it a second time.
 */
export function useLaunchGame() {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useMutation({
    mutationFn: launchGame,
    onSuccess: (launched) => {
      queryClient.setQueryData(launchedGameQueryKeys.game(viewer, launched.gameId), launched);
      refreshRecentlyPlayed(queryClient);
    },
  });
}

/**
 * The game of the game page. Opening /game-play/{gameId} from a link, a
 * banner or a reload is a launch too, so the page launches the game itself
 * when Play Now has not already done it; the answer is kept for the visit.
 */
export function useLaunchedGame(gameId: number | null) {
  const queryClient = useQueryClient();
  const viewer = useViewer();
  return useQuery({
    queryKey: launchedGameQueryKeys.game(viewer, gameId ?? 0),
    queryFn: async () => {
      const launched = await launchGame(gameId ?? 0);
      refreshRecentlyPlayed(queryClient);
      return launched;
    },
    enabled: gameId !== null,
    staleTime: Infinity,
  });
}
