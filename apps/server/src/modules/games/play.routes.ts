import { fromDecimal } from '@app/contracts/money';
import {
  ZActionRequest,
  ZBetsQuery,
  ZGameIdParam,
  ZPlayRequest,
  ZRotateSeedRequest,
  ZRoundIdParam,
} from '@app/contracts/games';
import type { ApiApp } from '../../platform/api-app';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { answerKeyOf, type AnswerKey } from '../../platform/idempotency';
import { authUserId, requireAuth } from '../../platform/request-auth';
import type { FairnessService } from './fairness.service';
import type { PlayService, RoundAhead, StepAhead } from './play.service';
import { scBetGate } from '../jurisdictions/jurisdiction-gates';

const tags = ['games'];

export function playRoutes(app: ApiApp, deps: { play: PlayService; fairness: FairnessService }) {
  const { play, fairness } = deps;
  /** The player and the session of the call (the session-time limit counts from its sign-in). */
  const playerOf = (request: FastifyRequest) => ({
    userId: authUserId(request),
    sessionId: request.auth?.sessionId ?? null,
  });
  /** The reads of a round, started once the session is known (beside the body, gate and key checks). */
  const aheadOf = new WeakMap<FastifyRequest, RoundAhead>();
  const readAhead = async (request: FastifyRequest) => {
    if (request.auth) aheadOf.set(request, play.readAhead(playerOf(request)));
  };
  const stepAheadOf = new WeakMap<FastifyRequest, StepAhead>();
  const readAheadStep = (kind: 'start' | 'act') => async (request: FastifyRequest) => {
    if (request.auth) stepAheadOf.set(request, play.readAheadStep(playerOf(request), kind));
  };
  /** The answer recorded with the round, byte for byte, so that a replay is the same answer. */
  const recordedOr = (reply: FastifyReply, key: AnswerKey | undefined, data: unknown) =>
    key?.recordedBody !== undefined
      ? reply.type('application/json').send(key.recordedBody)
      : { data };
  const stake = (body: {
    coinType: 'GC' | 'SC';
    bet: number;
    params?: Record<string, unknown>;
  }) => ({
    coinType: body.coinType,
    bet: fromDecimal(body.bet),
    params: body.params,
  });

  app.post(
    '/casino-games/:gameId/play',
    {
      schema: {
        tags,
        summary: 'Play one round of a one-step game',
        params: ZGameIdParam,
        body: ZPlayRequest,
      },
      config: { idempotent: 'in-commit', jurisdiction: scBetGate },
      onRequest: [requireAuth, readAhead],
    },
    async (request, reply) => {
      const key = answerKeyOf(request);
      const data = await play.play(
        playerOf(request),
        request.params.gameId,
        stake(request.body),
        key,
        aheadOf.get(request),
      );
      return recordedOr(reply, key, data);
    },
  );

  app.post(
    '/casino-games/:gameId/start',
    {
      schema: {
        tags,
        summary: 'Start a round of a multi-step game',
        params: ZGameIdParam,
        body: ZPlayRequest,
      },
      config: { idempotent: 'in-commit', jurisdiction: scBetGate },
      onRequest: [requireAuth, readAheadStep('start')],
    },
    async (request, reply) => {
      const key = answerKeyOf(request);
      const data = await play.start(
        playerOf(request),
        request.params.gameId,
        stake(request.body),
        key,
        stepAheadOf.get(request),
      );
      return recordedOr(reply, key, data);
    },
  );

  app.post(
    '/casino-games/:gameId/action',
    {
      schema: {
        tags,
        summary: 'Act in the round in progress',
        params: ZGameIdParam,
        body: ZActionRequest,
      },
      config: { idempotent: 'in-commit' },
      onRequest: [requireAuth, readAheadStep('act')],
    },
    async (request, reply) => {
      const key = answerKeyOf(request);
      const data = await play.act(
        playerOf(request),
        request.params.gameId,
        request.body,
        key,
        stepAheadOf.get(request),
      );
      return recordedOr(reply, key, data);
    },
  );

  app.get(
    '/casino-games/:gameId/active',
    {
      schema: { tags, summary: 'The round in progress, to resume it', params: ZGameIdParam },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await play.active(authUserId(request), request.params.gameId) }),
  );

  app.get(
    '/casino-games/fairness',
    { schema: { tags }, onRequest: requireAuth },
    async (request) => ({
      data: await fairness.current(authUserId(request)),
    }),
  );

  app.post(
    '/casino-games/fairness/rotate',
    { schema: { tags, body: ZRotateSeedRequest }, onRequest: requireAuth },
    async (request) => ({
      data: await fairness.rotate(authUserId(request), request.body.clientSeed),
    }),
  );

  app.get(
    '/casino-games/rounds/:roundId',
    { schema: { tags, params: ZRoundIdParam }, onRequest: requireAuth },
    async (request) => ({
      data: await play.round(authUserId(request), request.params.roundId),
    }),
  );

  app.get(
    '/casino-games/bets',
    { schema: { tags, querystring: ZBetsQuery }, onRequest: requireAuth },
    async (request) => ({
      data: await play.history(authUserId(request), request.query),
    }),
  );

  app.get('/casino-games/live-winners', { schema: { tags } }, async () => ({
    data: { rows: await play.liveWinners() },
  }));
}
