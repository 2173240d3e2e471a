import type { SessionEndReason } from '@app/contracts/realtime';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  ZForgotPasswordRequest,
  ZLoginRequest,
  ZResendVerifyEmailRequest,
  ZSignUpRequest,
  ZUsernameCheckQuery,
  ZVerifyEmailRequest,
  ZVerifyForgotPasswordRequest,
  ZChangePasswordRequest,
} from '@app/contracts/user-validation';
import { ZLoginTwoFactorRequest } from '@app/contracts/two-factor';
import { decodeBase64Password } from '@app/contracts/base64-password';
import { AppError } from '../../platform/app-error';
import { deviceIdOf } from '../../platform/device-id';
import type { Config } from '../../config';
import type { ApiApp } from '../../platform/api-app';
import {
  SESSION_COOKIE,
  authUserId,
  requireAuth,
  requireStepUp,
} from '../../platform/request-auth';
import type { UsersService } from '../users/users.service';
import type { AuthService, ClientInfo } from './auth.service';

const client = (request: FastifyRequest): ClientInfo => ({
  ip: request.ip,
  userAgent: request.headers['user-agent'] ?? null,
  deviceId: deviceIdOf(request),
});

/** The schema has already checked the base64; this only turns it back into text. */
const decodeRequestPassword = (encoded: string) => {
  const plain = decodeBase64Password(encoded);
  if (plain === null) throw new AppError('ValidationError', 'Password must be base64-encoded');
  return plain;
};

const message = (text: string) => ({ data: { message: text } });

export function authRoutes(
  app: ApiApp,
  deps: {
    auth: AuthService;
    users: UsersService;
    config: Config;
    /** Closes the open pages of sessions a password change ended (realtime). */
    endSessionSockets: (sessionIds: number[], reason?: SessionEndReason) => void;
  },
) {
  const { auth, users, config, endSessionSockets } = deps;
  const cookieOptions = {
    path: '/',
    httpOnly: true,
    sameSite: 'lax' as const,
    secure: config.NODE_ENV === 'production',
    maxAge: 30 * 24 * 60 * 60,
  };
  const setSessionCookie = (reply: FastifyReply, token: string) =>
    reply.setCookie(SESSION_COOKIE, token, cookieOptions);

  app.get(
    '/user/sign-up',
    { schema: { tags: ['auth'], querystring: ZUsernameCheckQuery } },
    async (request) => {
      const taken = await auth.isUsernameTaken(request.query.userName);
      return { data: { user: { isUserNameExist: taken } } };
    },
  );

  app.post(
    '/user/sign-up',
    { schema: { tags: ['auth'], body: ZSignUpRequest }, config: { jurisdiction: 'signUp' } },
    async (request) => {
      const body = request.body;
      const user = await auth.signUp(
        {
          email: body.email,
          password: decodeRequestPassword(body.password),
          userName: body.userName,
          smsPromotionAccept: body.smsPromotionAccept ?? false,
          browser: body.browser,
          platform: body.platform,
          friendsReferralCode: body.friendsReferralCode || undefined,
        },
        client(request),
      );
      return {
        data: {
          message: 'Sign up successful. Please verify your email.',
          user: { userId: user.id, username: user.username, email: user.email },
        },
      };
    },
  );

  // The sign-in routes answer a redeem-only session too: a player whose break ended signs in as usual.
  app.post(
    '/user/login',
    { schema: { tags: ['auth'], body: ZLoginRequest }, config: { allowRedeemOnly: true } },
    async (request, reply) => {
      const result = await auth.login(
        request.body.email,
        decodeRequestPassword(request.body.password),
        client(request),
      );
      // Two-factor sign-in on: no session yet, the code goes to /user/login/two-factor.
      if ('challenge' in result) return { data: result.challenge, errors: [] };
      setSessionCookie(reply, result.token);
      return { data: { user: await users.getProfile(result.user.id) }, errors: [] };
    },
  );

  app.post(
    '/user/login/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary:
          'The second step of a login with two-factor sign-in on: the code, then the session',
        body: ZLoginTwoFactorRequest,
      },
      config: { allowRedeemOnly: true },
    },
    async (request, reply) => {
      const { user, token } = await auth.completeTwoFactorLogin(
        request.body.challengeToken,
        request.body.code,
        client(request),
      );
      setSessionCookie(reply, token);
      return { data: { user: await users.getProfile(user.id) }, errors: [] };
    },
  );

  app.post(
    '/user/login/redeem-only',
    {
      schema: {
        tags: ['auth'],
        summary:
          'A redeem-only session for a player on a break or self-excluded (decision 038): the login checks, then a session that can only redeem SC (or the two-factor challenge)',
        body: ZLoginRequest,
      },
      config: { allowRedeemOnly: true },
    },
    async (request, reply) => {
      const result = await auth.loginRedeemOnly(
        request.body.email,
        decodeRequestPassword(request.body.password),
        client(request),
      );
      if ('challenge' in result) return { data: result.challenge, errors: [] };
      setSessionCookie(reply, result.token);
      return { data: { user: await auth.profileFor(result.user.id, 'redeem') }, errors: [] };
    },
  );

  app.post(
    '/user/login/redeem-only/two-factor',
    {
      schema: {
        tags: ['auth'],
        summary: 'The code step of a redeem-only sign-in with two-factor sign-in on',
        body: ZLoginTwoFactorRequest,
      },
      config: { allowRedeemOnly: true },
    },
    async (request, reply) => {
      const { user, token } = await auth.completeRedeemOnlyTwoFactor(
        request.body.challengeToken,
        request.body.code,
        client(request),
      );
      setSessionCookie(reply, token);
      return { data: { user: await auth.profileFor(user.id, 'redeem') }, errors: [] };
    },
  );

  app.post(
    '/user/logout',
    { schema: { tags: ['auth'] }, onRequest: requireAuth, config: { allowRedeemOnly: true } },
    async (request, reply) => {
      if (request.auth) await auth.logout(request.auth.sessionId);
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return message('You have successfully logged out.');
    },
  );

  const verifyEmail = async (token: string, request: FastifyRequest, reply: FastifyReply) => {
    const { user, token: sessionToken } = await auth.verifyEmail(token, client(request));
    setSessionCookie(reply, sessionToken);
    return { data: { message: 'Email Verified', user: await users.getProfile(user.id) } };
  };
  app.get(
    '/user/verifyEmail',
    { schema: { tags: ['auth'], querystring: ZVerifyEmailRequest } },
    (request, reply) => verifyEmail(request.query.token, request, reply),
  );
  app.post(
    '/user/verifyEmail',
    { schema: { tags: ['auth'], body: ZVerifyEmailRequest } },
    (request, reply) => verifyEmail(request.body.token, request, reply),
  );

  app.post(
    '/user/resendVerifyEmail',
    { schema: { tags: ['auth'], body: ZResendVerifyEmailRequest } },
    async (request) => {
      await auth.resendVerificationEmail(
        request.body.email,
        client(request),
        request.auth?.userId ?? null,
      );
      return message('Verification mail has been sent successfully');
    },
  );

  app.post(
    '/user/forgetPassword',
    { schema: { tags: ['auth'], body: ZForgotPasswordRequest } },
    async (request) => {
      await auth.requestPasswordReset(request.body.email, client(request));
      return message('Reset password link sent');
    },
  );

  app.post(
    '/user/verifyForgetPassword',
    { schema: { tags: ['auth'], body: ZVerifyForgotPasswordRequest } },
    async (request, reply) => {
      const { endedSessionIds } = await auth.resetPassword(
        request.body.newPasswordKey,
        decodeRequestPassword(request.body.password),
      );
      endSessionSockets(endedSessionIds, 'password');
      reply.clearCookie(SESSION_COOKIE, { path: '/' });
      return message('Your password has been changed. Please log in with your new password.');
    },
  );

  app.put(
    '/user/changePassword',
    { schema: { tags: ['auth'], body: ZChangePasswordRequest }, onRequest: requireStepUp },
    async (request) => {
      const sessionId = request.auth?.sessionId ?? 0;
      const { endedSessionIds } = await auth.changePassword(
        authUserId(request),
        sessionId,
        decodeRequestPassword(request.body.password),
        decodeRequestPassword(request.body.newPassword),
      );
      endSessionSockets(endedSessionIds, 'password');
      return message('Password changed successfully.');
    },
  );
}
