import {
  ZAdminGameCategoriesResponse,
  ZAdminGameListQuery,
  ZAdminGameListResponse,
  ZAdminGameResponse,
  ZGameAuditResponse,
  ZGameSettingsUpdate,
} from '@app/contracts/catalogue-admin';
import { ZGameIdParam } from '@app/contracts/games';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { CatalogueAdminService } from './catalogue-admin.service';

/** The catalogue editor's calls (permission catalogue.write). Amounts are coins (decimals). */
export function catalogueAdminRoutes(
  app: ApiApp,
  deps: { catalogueAdmin: CatalogueAdminService; guard: StaffGuard },
) {
  const { catalogueAdmin } = deps;
  const tags = ['admin'];
  const onRequest = deps.guard.require('catalogue.write');

  app.get(
    '/admin/games',
    {
      schema: {
        tags,
        summary: 'Every game, inactive ones too, with its theoretical RTP; paged, sorted, filtered',
        querystring: ZAdminGameListQuery,
        response: { 200: ZAdminGameListResponse },
      },
      onRequest,
    },
    async (request) => ({ data: await catalogueAdmin.list(request.query) }),
  );

  app.get(
    '/admin/game-categories',
    {
      schema: {
        tags,
        summary: 'The lobby categories a game can be listed in',
        response: { 200: ZAdminGameCategoriesResponse },
      },
      onRequest,
    },
    async () => ({ data: { rows: await catalogueAdmin.categories() } }),
  );

  app.get(
    '/admin/games/:gameId',
    { schema: { tags, params: ZGameIdParam, response: { 200: ZAdminGameResponse } }, onRequest },
    async (request) => ({ data: await catalogueAdmin.get(request.params.gameId) }),
  );

  app.put(
    '/admin/games/:gameId',
    {
      schema: {
        tags,
        summary: 'Changes visibility, order, categories or bet limits; the lobby shows it at once',
        params: ZGameIdParam,
        body: ZGameSettingsUpdate,
        response: { 200: ZAdminGameResponse },
      },
      onRequest,
    },
    async (request) => ({
      data: await catalogueAdmin.update(actorOf(request), request.params.gameId, request.body),
    }),
  );

  app.get(
    '/admin/games/:gameId/audit',
    { schema: { tags, params: ZGameIdParam, response: { 200: ZGameAuditResponse } }, onRequest },
    async (request) => ({ data: { rows: await catalogueAdmin.audit(request.params.gameId) } }),
  );
}
