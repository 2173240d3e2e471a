import {
  ZCasinoGamesQuery,
  ZFavoriteRequest,
  ZLaunchGameRequest,
  ZPageQuery,
  ZSubCategoryQuery,
} from '@app/contracts/games';
import type { ApiApp } from '../../platform/api-app';
import { authUserId, requireAuth } from '../../platform/request-auth';
import type { CatalogueService } from './catalogue.service';

const tags = ['games'];

export function catalogueRoutes(app: ApiApp, deps: { catalogue: CatalogueService }) {
  const { catalogue } = deps;

  app.get(
    '/casino-games/sub-category',
    { schema: { tags, querystring: ZSubCategoryQuery } },
    async (request) => ({
      data: await catalogue.subCategories({
        search: request.query.search,
        sidebar: request.query.isSidebar === 'true',
        userId: request.auth?.userId ?? null,
      }),
    }),
  );

  app.get(
    '/casino-games',
    { schema: { tags, querystring: ZCasinoGamesQuery } },
    async (request) => ({
      data: await catalogue.games(request.query, request.auth?.userId ?? null),
    }),
  );

  app.get(
    '/casino-games/recently-played',
    { schema: { tags, querystring: ZPageQuery }, onRequest: requireAuth },
    async (request) => ({
      data: await catalogue.recentlyPlayed(authUserId(request), request.query),
    }),
  );

  app.get(
    '/casino-games/favorite',
    { schema: { tags, querystring: ZPageQuery }, onRequest: requireAuth },
    async (request) => ({
      data: await catalogue.favorites(authUserId(request), request.query),
    }),
  );

  app.post(
    '/casino-games/favorite',
    { schema: { tags, body: ZFavoriteRequest }, onRequest: requireAuth },
    async (request) => ({
      data: {
        message: await catalogue.setFavorite(
          authUserId(request),
          request.body.gameId,
          request.body.request,
        ),
      },
    }),
  );

  app.post(
    '/casino-games/launch-game',
    { schema: { tags, body: ZLaunchGameRequest }, onRequest: requireAuth },
    async (request) => ({
      data: await catalogue.launch(authUserId(request), request.body.gameId),
    }),
  );
}
