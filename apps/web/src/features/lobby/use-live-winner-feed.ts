import { useEffect } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Socket } from 'socket.io-client';
import { LIVE_WINNER_EVENT, SOCKET_NAMESPACES } from '@app/contracts/realtime';
import { liveWinnersQueryKey } from './api/get-live-winners';
import { prependWinner, readLiveWinnerEvent, type LiveWinner } from './live-winner-feed';

/**
 * Keeps the live-winners list current: connects the public live-winners
 * channel while the strip is on screen (visitors too) and puts every new
 * win first. The socket code loads after the lobby, so it never weighs on
 * the lobby's first download.
 */
export function useLiveWinnerFeed(enabled = true): void {
  const queryClient = useQueryClient();

  useEffect(() => {
    if (!enabled) return;
    let socket: Socket | null = null;
    let ended = false;
    Promise.all([import('socket.io-client'), import('../../lib/socket-client')]).then(
      ([{ io }, { SOCKET_PATH }]) => {
        if (ended) return;
        socket = io(SOCKET_NAMESPACES.LIVE_WINNERS, {
          path: SOCKET_PATH,
          transports: ['websocket'],
          withCredentials: true,
        });
        socket.on(LIVE_WINNER_EVENT, (payload: unknown) => {
          const winner = readLiveWinnerEvent(payload);
          if (!winner) return;
          queryClient.setQueryData<LiveWinner[]>(liveWinnersQueryKey, (winners) =>
            prependWinner(winners, winner),
          );
        });
      },
      (error: unknown) => console.warn('live winners are unavailable:', error),
    );
    return () => {
      ended = true;
      socket?.removeAllListeners();
      socket?.disconnect();
    };
  }, [enabled, queryClient]);
}
