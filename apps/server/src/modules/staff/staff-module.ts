import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { FieldCipher } from '../../platform/field-encryption';
import type { RateLimiter } from '../../platform/rate-limiter';
import { auditRoutes } from '../audit/audit.routes';
import { createAuditService } from '../audit/audit.service';
import { staffAdminRoutes } from './staff-admin.routes';
import { createStaffAdminService } from './staff-admin.service';
import { staffAuthRoutes } from './staff-auth.routes';
import { createStaffAuthService } from './staff-auth.service';
import { createStaffGuard } from './staff-guard';
import { staffById } from './staff.repository';

/** The back office's staff identities, guard and audit log, wired once (decision 023). */
export function createStaffModule(deps: {
  db: Db;
  cipher: FieldCipher;
  limiter: RateLimiter;
  production: boolean;
}) {
  const { db } = deps;
  const audit = createAuditService();
  const staffAuth = createStaffAuthService({
    db,
    cipher: deps.cipher,
    audit,
    limiter: deps.limiter,
  });
  // Refused attempts are audited too (who, as which role, tried which method and route).
  const guard = createStaffGuard(staffAuth, {
    onRefused: ({ staff, method, route, permission }) =>
      audit.record(
        db,
        { staffId: staff.id, staffEmail: staff.email, ip: staff.ip },
        {
          action: 'staff.permission_denied',
          target: `${method} ${route}`,
          detail: { role: staff.role, method, route, permission, outcome: 'refused' },
        },
      ),
  });
  const staffAdmin = createStaffAdminService({ db, audit });
  return {
    audit,
    guard,
    /** A member's email as other modules' staff screens show who acted ('' for no such member). */
    async emailOf(staffId: number): Promise<string> {
      return (await staffById(db, staffId))?.email ?? '';
    },
    /** Call on the root app before any route: request.staff and the staff route registry. */
    register(app: FastifyInstance) {
      guard.register(app);
    },
    /** Registers the staff auth, staff management and audit routes inside the /api/v1 scope. */
    routes(api: ApiApp) {
      staffAuthRoutes(api, { staffAuth, guard, production: deps.production });
      staffAdminRoutes(api, { staffAdmin, guard });
      auditRoutes(api, { db, audit, guard });
    },
  };
}
