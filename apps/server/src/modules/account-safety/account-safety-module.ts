import type { SessionEndReason } from '@app/contracts/realtime';
import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { RateLimiter } from '../../platform/rate-limiter';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import { accountSafetyAdminRoutes } from './account-safety-admin.routes';
import { accountSafetyRoutes } from './account-safety.routes';
import { createAccountSafetyService } from './account-safety.service';
import type { SafetyGates } from './safety-gates';

/** Reality checks, breaks, self-exclusion and closure, with the compliance side (decision 038). */
export function createAccountSafetyModule(deps: {
  db: Db;
  gates: SafetyGates;
  audit: AuditService;
  guard: StaffGuard;
  limiter: RateLimiter;
  now: () => Date;
  endSockets: (userId: number, reason: SessionEndReason) => void;
  secondsPerMinute: number;
}) {
  const safety = createAccountSafetyService(deps);
  return {
    safety,
    routes(api: ApiApp) {
      accountSafetyRoutes(api, { safety });
      accountSafetyAdminRoutes(api, { ...deps, safety });
    },
  };
}
