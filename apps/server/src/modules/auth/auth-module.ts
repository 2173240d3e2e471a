import type { SessionEndReason } from '@app/contracts/realtime';
import type { ApiApp } from '../../platform/api-app';
import { authRoutes } from './auth.routes';
import { createAuthService } from './auth.service';
import { playerSessionsRoutes } from './player-sessions.routes';
import { createPlayerSessionsService } from './player-sessions.service';

/** Sign-up, sign-in and sessions of players: the auth service, its routes and the sessions list. */
export function createAuthModule(
  deps: Parameters<typeof createAuthService>[0] & {
    /** Closes the open pages of ended sessions (realtime). */
    endSessionSockets: (sessionIds: number[], reason?: SessionEndReason) => void;
  },
) {
  const { endSessionSockets, ...authDeps } = deps;
  const auth = createAuthService(authDeps);
  const sessions = createPlayerSessionsService({ db: deps.db, endSessionSockets });
  return {
    auth,
    routes(api: ApiApp) {
      authRoutes(api, { auth, users: deps.users, config: deps.config, endSessionSockets });
      playerSessionsRoutes(api, { sessions });
    },
  };
}
