import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import { dualControlRoutes } from './dual-control.routes';
import { createDualControl } from './dual-control.service';

/**
 * Dual control of money settings (decision 058): modules register their controlled settings and
 * propose changes through it; a change that loosens a control waits for a second admin.
 */
export function createDualControlModule(deps: {
  db: Db;
  audit: AuditService;
  emailOf: (staffId: number) => Promise<string>;
  now?: () => Date;
}) {
  const dualControl = createDualControl(deps);
  return {
    dualControl,
    routes(api: ApiApp, guard: StaffGuard) {
      dualControlRoutes(api, { dualControl, guard });
    },
  };
}
