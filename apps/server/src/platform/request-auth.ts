import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/** Who is calling: filled by the auth module's session hook for every request. */
export interface RequestAuth {
  userId: number;
  sessionId: number;
  role: 'player' | 'admin';
}

declare module 'fastify' {
  interface FastifyRequest {
    auth: RequestAuth | null;
    /** Why a presented session cookie was not accepted, to tell 'expired' from 'absent'. */
    authFailure: 'expired' | 'disabled' | null;
  }
}

export const SESSION_COOKIE = 'gs_session';

/** onRequest hook for private calls (before the body is parsed or validated): 401 without a valid session, and nothing runs. */
export async function requireAuth(request: FastifyRequest, _reply: FastifyReply) {
  if (request.auth) return;
  if (request.authFailure === 'disabled') throw new AppError('AccountDisabled');
  if (request.authFailure === 'expired') throw new AppError('SessionExpired');
  throw new AppError('Unauthorized');
}

/** The signed-in user's id; only call after requireAuth. */
export function authUserId(request: FastifyRequest): number {
  if (!request.auth) throw new AppError('Unauthorized');
  return request.auth.userId;
}

export function clientIp(request: FastifyRequest): string {
  return request.ip;
}
