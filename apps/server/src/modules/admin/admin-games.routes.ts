import { ZGameIdParam, ZGameSettingsUpdate } from '@app/contracts/games';
import type { ApiApp } from '../../platform/api-app';
import { authUserId, requireAdmin } from '../../platform/request-auth';
import type { GameSettingsService } from '../games/settings.service';

/** Operator calls for games (role admin only). */
export function adminGamesRoutes(app: ApiApp, deps: { gameSettings: GameSettingsService }) {
  const tags = ['admin'];
  app.put(
    '/admin/games/:gameId',
    { schema: { tags, params: ZGameIdParam, body: ZGameSettingsUpdate }, onRequest: requireAdmin },
    async (request) => ({
      data: await deps.gameSettings.update(
        authUserId(request),
        request.params.gameId,
        request.body,
      ),
    }),
  );
  app.get(
    '/admin/games/:gameId/audit',
    { schema: { tags, params: ZGameIdParam }, onRequest: requireAdmin },
    async (request) => ({ data: { rows: await deps.gameSettings.audit(request.params.gameId) } }),
  );
}
