import {
  ZCancelLimitChangeRequest,
  ZGamblingHistoryQuery,
  ZRemoveLimitRequest,
  ZSetLimitRequest,
} from '@app/contracts/responsible-gambling';
import type { ApiApp } from '../../platform/api-app';
import { authUserId, requireAuth } from '../../platform/request-auth';
import { historyCsv, type GamblingHistoryService } from './gambling-history.service';
import type { LimitSettingsService } from './limit-settings.service';

const tags = ['responsible-gambling'];

export function responsibleGamblingRoutes(
  app: ApiApp,
  deps: { settings: LimitSettingsService; history: GamblingHistoryService },
) {
  const { settings, history } = deps;

  app.get(
    '/responsible-gambling/responsible-gambling-setting',
    {
      schema: { tags, summary: "The player's limits as they stand, with changes waiting to apply" },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await settings.list(authUserId(request)) }),
  );

  app.post(
    '/responsible-gambling/responsible-gambling-setting',
    {
      schema: {
        tags,
        summary: 'Set one limit: lower or new applies at once, higher waits 24 hours',
        body: ZSetLimitRequest,
      },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await settings.set(authUserId(request), request.body) }),
  );

  app.put(
    '/responsible-gambling/remove-responsible-setting',
    {
      schema: { tags, summary: 'Remove one limit after 24 hours', body: ZRemoveLimitRequest },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await settings.remove(authUserId(request), request.body) }),
  );

  app.put(
    '/responsible-gambling/cancel-responsible-setting',
    {
      schema: {
        tags,
        summary: "Cancel a limit's waiting raise or removal",
        body: ZCancelLimitChangeRequest,
      },
      onRequest: requireAuth,
    },
    async (request) => ({ data: await settings.cancel(authUserId(request), request.body) }),
  );

  app.get(
    '/responsible-gambling/gambling-history',
    {
      schema: {
        tags,
        summary: 'Play, purchases and session time per US Eastern day; format=csv downloads it',
        querystring: ZGamblingHistoryQuery,
      },
      onRequest: requireAuth,
    },
    async (request, reply) => {
      const result = await history.days(authUserId(request), request.query);
      if (request.query.format !== 'csv') return { data: result };
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header(
          'content-disposition',
          `attachment; filename="gambling-history-${result.from}-to-${result.to}.csv"`,
        )
        .send(historyCsv(result.days));
    },
  );
}
