import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@app/contracts/constants';
import { api } from '../../../../../lib/api-client';
import { gameQueryKeys } from '../game-query-keys';
import type { HistoryPage } from '../round-types';

/** GET /casino-games/bets?gameId=&limit=16&page=: the player's rounds of one game, newest first. */
export function getRoundHistory(
  gameId: number,
  page: number,
  signal?: AbortSignal,
): Promise<HistoryPage> {
  return api.get<HistoryPage>('/casino-games/bets', {
    query: { gameId, limit: PAGE_SIZE, page },
    signal,
  });
}

export function useRoundHistory(gameId: number, page: number) {
  return useQuery({
    queryKey: gameQueryKeys.history(gameId, page),
    queryFn: ({ signal }) => getRoundHistory(gameId, page, signal),
    placeholderData: keepPreviousData,
  });
}
