import type { FastifyReply, FastifyRequest } from 'fastify';
import { TWO_FACTOR_STEP_UP_MINUTES } from '@app/contracts/two-factor';
import { AppError } from './app-error';

/** Who is calling: filled by the auth module's session hook for every request. */
export interface RequestAuth {
  userId: number;
  sessionId: number;
  role: 'player' | 'admin';
  /** Whether the player has two-factor sign-in on (decision 039). */
  twoFactorOn: boolean;
  /** When this session last proved the second factor (login code or step-up). */
  secondFactorAt: Date | null;
  /**
   * 'redeem': a redeem-only session of a player on a break or self-excluded (decision 038); only
   * routes with `config.allowRedeemOnly` answer it (the auth module's redeem-only guard).
   */
  scope: 'full' | 'redeem';
  /** The postal code of the profile's address state, null before the profile has one (decision 050). */
  stateCode: string | null;
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

/**
 * Step-up for sensitive actions (decision 039): a player with two-factor sign-in on must have
 * given a code in this session within the last few minutes, else 2341 and nothing runs. The web
 * app answers 2341 with a code dialog, then sends the request again.
 */
export function assertFreshSecondFactor(request: FastifyRequest, now = Date.now()): void {
  const auth = request.auth;
  if (!auth) throw new AppError('Unauthorized');
  if (!auth.twoFactorOn) return;
  const at = auth.secondFactorAt?.getTime();
  if (at === undefined || now - at > TWO_FACTOR_STEP_UP_MINUTES * 60_000)
    throw new AppError('TwoFactorStepUpRequired');
}

/** onRequest hook: requireAuth, then a fresh second factor for players who have one. */
export async function requireStepUp(request: FastifyRequest, reply: FastifyReply) {
  await requireAuth(request, reply);
  assertFreshSecondFactor(request);
}
