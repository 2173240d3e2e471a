import { ZGameIdParam, ZGameSettingsUpdate } from '@app/contracts/games';
import type { ApiApp } from '../../platform/api-app';
import type { GameSettingsService } from '../games/settings.service';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';

/** Staff calls for games (permission catalogue.write). */
export function adminGamesRoutes(
  app: ApiApp,
  deps: { gameSettings: GameSettingsService; guard: StaffGuard },
) {
  const tags = ['admin'];
  const onRequest = deps.guard.require('catalogue.write');
  app.put(
    '/admin/games/:gameId',
    { schema: { tags, params: ZGameIdParam, body: ZGameSettingsUpdate }, onRequest },
    async (request) => ({
      data: await deps.gameSettings.update(actorOf(request), request.params.gameId, request.body),
    }),
  );
  app.get(
    '/admin/games/:gameId/audit',
    { schema: { tags, params: ZGameIdParam }, onRequest },
    async (request) => ({ data: { rows: await deps.gameSettings.audit(request.params.gameId) } }),
  );
}
