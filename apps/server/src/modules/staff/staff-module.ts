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
import { roleCan, type Permission } from '@app/contracts/staff-permissions';
import { listStaff, staffById } from './staff.repository';

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
    /** Active members whose role has the permission (the support inbox's assignees, decision 061). */
    async membersWith(permission: Permission) {
      return (await listStaff(db))
        .filter((m) => m.isActive && roleCan(m.role, permission))
        .map((m) => ({ id: m.id, name: m.name, email: m.email }));
    },
    /** A member's name and email by id, active or not. */
    async refOf(staffId: number) {
      const member = await staffById(db, staffId);
      return member ? { id: member.id, name: member.name, email: member.email } : undefined;
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
