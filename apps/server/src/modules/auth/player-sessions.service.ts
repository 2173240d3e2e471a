import type { SessionEndReason } from '@app/contracts/realtime';
import type { TPlayerSession } from '@app/contracts/two-factor';
import { deviceName } from '@app/contracts/user-agent';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/app-error';
import * as repo from './auth.repository';
import { SESSION_IDLE_MS } from './auth.service';
import { maskIp } from './mask-ip';

/** The player's own list of signed-in devices, and signing them out (decision 039). */
export function createPlayerSessionsService(deps: {
  db: Db;
  /** Closes the sockets of ended sessions (realtime). */
  endSessionSockets: (sessionIds: number[], reason?: SessionEndReason) => void;
}) {
  const { db } = deps;
  return {
    async list(userId: number, currentSessionId: number): Promise<TPlayerSession[]> {
      const rows = await repo.openSessionsOf(db, userId, new Date(Date.now() - SESSION_IDLE_MS));
      return rows.map((row) => ({
        id: row.id,
        device: deviceName(row.userAgent),
        ip: maskIp(row.ip),
        createdAt: row.createdAt.toISOString(),
        lastSeenAt: row.lastSeenAt.toISOString(),
        current: row.id === currentSessionId,
      }));
    },

    /** 'Sign out everywhere else': every other session ends and its open pages are closed. */
    async signOutOthers(userId: number, currentSessionId: number) {
      const ended = await repo.revokeUserSessions(db, userId, currentSessionId);
      deps.endSessionSockets(ended, 'signed_out_elsewhere');
      return { ended: ended.length };
    },

    async signOut(userId: number, sessionId: number) {
      if (!(await repo.revokeOwnSession(db, userId, sessionId)))
        throw new AppError('PlayerSessionNotFound');
      deps.endSessionSockets([sessionId], 'signed_out_elsewhere');
    },
  };
}

export type PlayerSessionsService = ReturnType<typeof createPlayerSessionsService>;
