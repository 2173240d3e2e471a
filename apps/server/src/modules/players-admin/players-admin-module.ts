import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { Mailer } from '../../platform/mailer';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import { createPlayerActions } from './player-actions.service';
import { createPlayerViews } from './player-views.service';
import { playersAdminRoutes } from './players-admin.routes';

/** Players in the back office: search, the player page and the account actions. */
export function createPlayersAdminModule(deps: {
  db: Db;
  audit: AuditService;
  guard: StaffGuard;
  /** Closes the player's sockets (realtime): their open pages sign out at once. */
  endSockets: (userId: number) => void;
  /** The player's notice after a support reset of their two-factor sign-in. */
  mailer: Mailer;
}) {
  const views = createPlayerViews(deps);
  const actions = createPlayerActions(deps);
  return {
    views,
    actions,
    routes(api: ApiApp) {
      playersAdminRoutes(api, { views, actions, guard: deps.guard });
    },
  };
}
