import { ZPlayerSession, ZSessionIdParams } from '@app/contracts/two-factor';
import { z } from 'zod';
import type { ApiApp } from '../../platform/api-app';
import { AppError } from '../../platform/app-error';
import { authUserId, requireAuth } from '../../platform/request-auth';
import type { PlayerSessionsService } from './player-sessions.service';

const tags = ['auth'];

const currentSession = (request: { auth: { sessionId: number } | null }) => {
  if (!request.auth) throw new AppError('Unauthorized');
  return request.auth.sessionId;
};

/** The player's signed-in devices (decision 039). */
export function playerSessionsRoutes(app: ApiApp, deps: { sessions: PlayerSessionsService }) {
  const { sessions } = deps;

  app.get(
    '/user/sessions',
    {
      schema: {
        tags,
        summary: 'The player’s open sessions: device, partly hidden IP, last seen, this one marked',
        response: { 200: z.object({ data: z.object({ sessions: z.array(ZPlayerSession) }) }) },
      },
      onRequest: requireAuth,
    },
    async (request) => ({
      data: { sessions: await sessions.list(authUserId(request), currentSession(request)) },
    }),
  );

  app.post(
    '/user/sessions/sign-out-others',
    {
      schema: {
        tags,
        summary: 'Ends every other session of the player and closes their open pages',
        response: {
          200: z.object({ data: z.object({ message: z.string(), ended: z.number().int() }) }),
        },
      },
      onRequest: requireAuth,
    },
    async (request) => {
      const { ended } = await sessions.signOutOthers(authUserId(request), currentSession(request));
      return { data: { message: 'You are signed out everywhere else.', ended } };
    },
  );

  app.delete(
    '/user/sessions/:sessionId',
    {
      schema: {
        tags,
        summary: 'Ends one of the player’s other sessions',
        params: ZSessionIdParams,
        response: { 200: z.object({ data: z.object({ message: z.string() }) }) },
      },
      onRequest: requireAuth,
    },
    async (request) => {
      const sessionId = request.params.sessionId;
      if (sessionId === currentSession(request))
        throw new AppError('ValidationError', 'Use Logout to end this session.');
      await sessions.signOut(authUserId(request), sessionId);
      return { data: { message: 'That session is signed out.' } };
    },
  );
}
