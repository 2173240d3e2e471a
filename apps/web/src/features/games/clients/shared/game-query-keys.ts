import type { QueryClient } from '@tanstack/react-query';

/**
 * Query keys of the play API, under one root so a round, a rotation or a
 * sign-out refreshes exactly what it changes.
 */
const root = ['casino-games', 'play'] as const;

export const gameQueryKeys = {
  all: root,
  fairness: () => [...root, 'fairness'] as const,
  histories: () => [...root, 'history'] as const,
  history: (gameId: number, page: number) => [...root, 'history', gameId, page] as const,
  rounds: () => [...root, 'round'] as const,
  round: (roundId: number) => [...root, 'round', roundId] as const,
  active: (gameId: number) => [...root, 'active', gameId] as const,
};

/** A played round moves the nonce and adds a row to the history. */
export function refreshAfterRound(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: gameQueryKeys.fairness() });
  void queryClient.invalidateQueries({ queryKey: gameQueryKeys.histories() });
}

/** A rotation reveals the previous server seed: every stored round may now verify. */
export function refreshAfterRotation(queryClient: QueryClient): void {
  void queryClient.invalidateQueries({ queryKey: gameQueryKeys.fairness() });
  void queryClient.invalidateQueries({ queryKey: gameQueryKeys.rounds() });
}
