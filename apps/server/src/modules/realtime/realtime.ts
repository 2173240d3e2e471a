import type { FastifyInstance } from 'fastify';
import { Server, type Socket } from 'socket.io';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import {
  LIVE_WINNER_EVENT,
  SOCKET_NAMESPACES,
  WALLET_EVENTS,
  type SessionEndReason,
} from '@app/contracts/realtime';
import { SESSION_COOKIE } from '../../platform/request-auth';
import type { AuthService } from '../auth/auth.service';
import type { WalletEvents } from '../wallet/wallet-events';

const userRoom = (userId: number) => `user:${userId}`;
const sessionRoom = (sessionId: number) => `session:${sessionId}`;

export interface LiveWinner {
  userName: string;
  gameName: string;
  gameId: number;
  coinType: 'GC' | 'SC';
  winAmount: number;
  createdAt: string;
}

/**
 * socket.io on the API's own port: the wallet channel (only the player's own
 * events, authenticated by the session cookie) and the public live-winners
 * channel. With Redis the adapter carries every emit to the sockets held by
 * the other server instances.
 */
export function createRealtime(
  app: FastifyInstance,
  deps: {
    auth: AuthService;
    walletEvents: WalletEvents;
    publicUrl: string;
    redis?: Redis;
    redisKeyPrefix: string;
  },
) {
  const allowedOrigin = new URL(deps.publicUrl).origin;
  const io = new Server(app.server, {
    path: '/socket.io',
    transports: ['websocket', 'polling'],
    serveClient: false,
    allowRequest: (req, callback) => {
      const origin = req.headers.origin;
      const host = req.headers.host;
      const ok =
        !origin ||
        origin === allowedOrigin ||
        origin === `http://${host}` ||
        origin === `https://${host}`;
      callback(ok ? null : 'origin not allowed', ok);
    },
  });
  let subscriber: Redis | undefined;
  if (deps.redis) {
    subscriber = deps.redis.duplicate();
    io.adapter(createAdapter(deps.redis, subscriber, { key: `${deps.redisKeyPrefix}socket.io` }));
  }

  const wallet = io.of(SOCKET_NAMESPACES.WALLET);
  wallet.use((socket: Socket, next) => {
    const cookies = app.parseCookie(socket.request.headers.cookie ?? '');
    const token = cookies[SESSION_COOKIE];
    if (!token) return next(new Error('unauthorized'));
    deps.auth
      .resolveSession(token)
      .then((resolved) => {
        if (!resolved.auth) return next(new Error('unauthorized'));
        // A redeem-only session (decision 038) opens no realtime connection: its screen reads again.
        if (resolved.auth.scope === 'redeem') return next(new Error('redeem_only'));
        socket.data.userId = resolved.auth.userId;
        void socket.join([userRoom(resolved.auth.userId), sessionRoom(resolved.auth.sessionId)]);
        next();
      })
      .catch(() => next(new Error('unauthorized')));
  });

  const onBalance = (e: {
    userId: number;
    gcCoin: number;
    scCoin: number;
    wsc: number;
    isCredit: boolean;
  }) => {
    wallet.to(userRoom(e.userId)).emit(WALLET_EVENTS.BALANCE, {
      data: { gcCoin: e.gcCoin, scCoin: e.scCoin, wsc: e.wsc, isCredit: e.isCredit },
    });
  };
  const onInsufficient = (e: { userId: number }) => {
    wallet
      .to(userRoom(e.userId))
      .emit(WALLET_EVENTS.INSUFFICIENT_BALANCE, { data: { insufficientBalance: true } });
  };
  const onStatus = (e: { userId: number; status: unknown; referenceId?: string }) => {
    const reference = e.referenceId === undefined ? {} : { referenceId: e.referenceId };
    wallet
      .to(userRoom(e.userId))
      .emit(WALLET_EVENTS.TRANSACTION_STATUS, { data: e.status, ...reference });
  };
  deps.walletEvents.on('balance', onBalance);
  deps.walletEvents.on('insufficientBalance', onInsufficient);
  deps.walletEvents.on('transactionStatus', onStatus);

  const liveWinners = io.of(SOCKET_NAMESPACES.LIVE_WINNERS);

  return {
    io,
    /** Socket.IO connections held by this server, whatever their namespaces. */
    openSockets: () => io.engine.clientsCount,
    /**
     * Signs a player out of every open page: the SESSION_ENDED event, then the connection closes
     * (on every instance through the adapter). Their sessions are already revoked by then, so
     * a reconnect is refused.
     */
    endPlayerSockets(userId: number, reason?: SessionEndReason) {
      wallet.to(userRoom(userId)).emit(WALLET_EVENTS.SESSION_ENDED, {
        data: { ended: true, ...(reason ? { reason } : {}) },
      });
      wallet.in(userRoom(userId)).disconnectSockets(true);
    },
    /** The same for the pages of some sessions only (a player signing out other devices). */
    endSessionSockets(sessionIds: number[], reason?: SessionEndReason) {
      if (sessionIds.length === 0) return;
      const rooms = sessionIds.map(sessionRoom);
      wallet.to(rooms).emit(WALLET_EVENTS.SESSION_ENDED, {
        data: { ended: true, ...(reason ? { reason } : {}) },
      });
      wallet.in(rooms).disconnectSockets(true);
    },
    publishLiveWinner(winner: LiveWinner) {
      liveWinners.emit(LIVE_WINNER_EVENT, { data: winner });
    },
    async close() {
      deps.walletEvents.off('balance', onBalance);
      deps.walletEvents.off('insufficientBalance', onInsufficient);
      deps.walletEvents.off('transactionStatus', onStatus);
      // Not io.close(): that would close the HTTP server Fastify owns.
      io.local.disconnectSockets(true);
      io.engine.close();
      subscriber?.disconnect();
    },
  };
}

export type Realtime = ReturnType<typeof createRealtime>;
