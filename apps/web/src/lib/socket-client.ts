import { Manager, type Socket } from 'socket.io-client';
import { LIVE_WINNER_EVENT, SOCKET_NAMESPACES, WALLET_EVENTS } from '@app/contracts/realtime';

/** socket.io is served on the app's own origin (ARCHITECTURE.md, Runtime parts). */
export const SOCKET_PATH = '/socket.io';

/** What the session does with each event of the two channels (SPEC §7 Real-time channels). */
export interface SessionSocketHandlers {
  readonly onWalletBalance: (payload: unknown) => void;
  readonly onInsufficientBalance: (payload: unknown) => void;
  readonly onTransactionStatus: (payload: unknown) => void;
  readonly onLiveWinner?: (payload: unknown) => void;
  /** Staff, a break, a self-exclusion or a closure ended the session: the page signs out at once. */
  readonly onSessionEnded: (payload: unknown) => void;
}

export interface SessionSockets {
  readonly wallet: Socket;
  readonly liveWinners: Socket;
  /** Disconnects both channels and closes the connection they share. */
  readonly close: () => void;
}

/**
 * SPEC §4 Session: with a user loaded, the wallet channel (authenticated by
 * the session cookie) and the live-winners channel connect — manual connect,
 * websocket transport, credentials sent. One manager per session: a new
 * sign-in opens a new connection, so the wallet channel is authorised with
 * the cookie of that sign-in.
 */
export function openSessionSockets(handlers: SessionSocketHandlers): SessionSockets {
  const manager = new Manager({
    path: SOCKET_PATH,
    transports: ['websocket'],
    withCredentials: true,
    autoConnect: false,
  });
  const wallet = manager.socket(SOCKET_NAMESPACES.WALLET);
  const liveWinners = manager.socket(SOCKET_NAMESPACES.LIVE_WINNERS);

  wallet.on(WALLET_EVENTS.BALANCE, handlers.onWalletBalance);
  wallet.on(WALLET_EVENTS.INSUFFICIENT_BALANCE, handlers.onInsufficientBalance);
  wallet.on(WALLET_EVENTS.TRANSACTION_STATUS, handlers.onTransactionStatus);
  wallet.on(WALLET_EVENTS.SESSION_ENDED, handlers.onSessionEnded);
  wallet.on('connect_error', (error) => {
    // A refused session (signed out elsewhere) is not retried by socket.io; the
    // profile call of the next page load signs the browser out (SPEC §8, 401).
    console.warn('wallet channel could not connect:', error.message);
  });
  if (handlers.onLiveWinner) liveWinners.on(LIVE_WINNER_EVENT, handlers.onLiveWinner);

  wallet.connect();
  liveWinners.connect();

  return {
    wallet,
    liveWinners,
    close() {
      wallet.removeAllListeners();
      liveWinners.removeAllListeners();
      // The manager closes its connection once its last socket has disconnected.
      wallet.disconnect();
      liveWinners.disconnect();
    },
  };
}
