import {
  ZRecoveryCodes,
  ZTwoFactorCodeRequest,
  ZTwoFactorEnableRequest,
  ZTwoFactorSetup,
  ZTwoFactorStatus,
} from '@app/contracts/two-factor';
import { z } from 'zod';
import type { ApiApp } from '../../platform/api-app';
import { AppError } from '../../platform/app-error';
import { authUserId, requireAuth } from '../../platform/request-auth';
import type { UsersService } from '../users/users.service';
import type { TwoFactorService } from './two-factor.service';

const tags = ['two-factor'];
const envelope = <T extends z.ZodType>(data: T) => z.object({ data });
const ZMessage = envelope(z.object({ message: z.string() }));

const sessionOf = (request: { auth: { sessionId: number } | null }) => {
  if (!request.auth) throw new AppError('Unauthorized');
  return request.auth.sessionId;
};

/** The player's two-factor sign-in settings (decision 039). */
export function twoFactorRoutes(
  app: ApiApp,
  deps: { twoFactor: TwoFactorService; users: UsersService },
) {
  const { twoFactor, users } = deps;

  app.get(
    '/user/two-factor',
    {
      schema: {
        tags,
        summary: 'Whether two-factor sign-in is on, and how many recovery codes are left',
        response: { 200: envelope(ZTwoFactorStatus) },
      },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await twoFactor.status(authUserId(request)) }),
  );

  app.post(
    '/user/two-factor/setup',
    {
      schema: {
        tags,
        summary: 'A new authenticator secret and its QR code, to prove with /enable',
        response: { 200: envelope(ZTwoFactorSetup) },
      },
      onRequest: requireAuth,
    },
    async (request) => {
      const user = await users.findById(authUserId(request));
      if (!user) throw new AppError('Unauthorized');
      return { data: await twoFactor.startSetup(user.id, user.email) };
    },
  );

  app.post(
    '/user/two-factor/enable',
    {
      schema: {
        tags,
        summary: 'Turns two-factor sign-in on with a first code; answers the recovery codes once',
        body: ZTwoFactorEnableRequest,
        response: { 200: envelope(ZRecoveryCodes) },
      },
      onRequest: requireAuth,
    },
    async (request) => ({
      data: await twoFactor.enable(authUserId(request), sessionOf(request), request.body.code),
    }),
  );

  app.post(
    '/user/two-factor/disable',
    {
      schema: {
        tags,
        summary: 'Turns two-factor sign-in off (a code or a recovery code)',
        body: ZTwoFactorCodeRequest,
        response: { 200: ZMessage },
      },
      onRequest: requireAuth,
    },
    async (request) => {
      await twoFactor.disable(authUserId(request), request.body.code);
      return { data: { message: 'Two-factor sign-in is off.' } };
    },
  );

  app.post(
    '/user/two-factor/recovery-codes',
    {
      schema: {
        tags,
        summary: 'New recovery codes (the old ones stop working); answered once',
        body: ZTwoFactorCodeRequest,
        response: { 200: envelope(ZRecoveryCodes) },
      },
      onRequest: requireAuth,
    },
    async (request) => ({
      data: await twoFactor.regenerateRecoveryCodes(
        authUserId(request),
        sessionOf(request),
        request.body.code,
      ),
    }),
  );

  app.post(
    '/user/two-factor/step-up',
    {
      schema: {
        tags,
        summary:
          'A fresh code for this session: redeeming, password change and bank adding pass for 10 minutes',
        body: ZTwoFactorCodeRequest,
        response: { 200: ZMessage },
      },
      config: { allowRedeemOnly: true },
      onRequest: requireAuth,
    },
    async (request) => {
      await twoFactor.stepUp(authUserId(request), sessionOf(request), request.body.code);
      return { data: { message: 'Code accepted.' } };
    },
  );
}
