import {
  ZAccountSafetyResponse,
  ZCloseAccountRequest,
  ZPlaySessionResponse,
  ZRealityCheckRequest,
  ZReopenRequest,
  ZReopenResponse,
  ZRestrictionResponse,
  ZSelfExcludeRequest,
  ZTakeBreakRequest,
} from '@app/contracts/account-safety';
import { decodeBase64Password } from '@app/contracts/base64-password';
import { z } from 'zod';
import type { ApiApp } from '../../platform/api-app';
import { authUserId, requireAuth } from '../../platform/request-auth';
import type { AccountSafetyService } from './account-safety.service';

const tags = ['account safety'];
const ZOk = z.object({ data: z.object({ message: z.string() }) });

/** The player's reality check, break, self-exclusion, reopening and closure (decision 038). */
export function accountSafetyRoutes(app: ApiApp, deps: { safety: AccountSafetyService }) {
  const { safety } = deps;

  app.get(
    '/account-safety',
    {
      schema: {
        tags,
        summary: 'The reality-check setting',
        response: { 200: ZAccountSafetyResponse },
      },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await safety.settings(authUserId(request)) }),
  );

  app.put(
    '/account-safety/reality-check',
    {
      schema: {
        tags,
        summary: 'Sets the reality-check interval (15, 30, 45 or 60 minutes of play) or off',
        body: ZRealityCheckRequest,
        response: { 200: ZAccountSafetyResponse },
      },
      onRequest: requireAuth,
    },
    async (request) => ({
      data: await safety.setRealityCheck(authUserId(request), request.body.intervalMinutes),
    }),
  );

  app.get(
    '/account-safety/play-session',
    {
      schema: {
        tags,
        summary: "This sign-in's time and net result per coin (the reality check's figures)",
        response: { 200: ZPlaySessionResponse },
      },
      onRequest: requireAuth,
    },
    async (request) => ({
      data: await safety.playSession(authUserId(request), request.auth!.sessionId),
    }),
  );

  app.post(
    '/account-safety/break',
    {
      schema: {
        tags,
        summary: 'Takes a break of 1 to 30 days: signs out everywhere at once',
        body: ZTakeBreakRequest,
        response: { 200: ZRestrictionResponse },
      },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await safety.takeBreak(authUserId(request), request.body.days) }),
  );

  app.post(
    '/account-safety/self-exclusion',
    {
      schema: {
        tags,
        summary: 'Self-excludes for 6 months, 1 year, 5 years or for good; cannot be undone early',
        body: ZSelfExcludeRequest,
        response: { 200: ZRestrictionResponse },
      },
      onRequest: requireAuth,
    },
    async (request) => ({
      data: await safety.selfExclude(authUserId(request), request.body.period),
    }),
  );

  app.post(
    '/account-safety/close',
    {
      schema: {
        tags,
        summary: 'Closes the account with a reason: signs out everywhere at once',
        body: ZCloseAccountRequest,
        response: { 200: ZOk },
      },
      onRequest: requireAuth,
    },
    async (request) => {
      await safety.close(authUserId(request), request.body);
      return { data: { message: 'Your account is closed.' } };
    },
  );

  app.post(
    '/account-safety/reopen',
    {
      schema: {
        tags,
        summary: 'After a self-exclusion ended: asks to reopen (it reopens 24 hours later)',
        body: ZReopenRequest,
        response: { 200: ZReopenResponse },
      },
    },
    async (request) => ({
      data: await safety.requestReopen(
        request.body.email,
        decodeBase64Password(request.body.password) ?? '',
        request.ip,
      ),
    }),
  );
}
