import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import { packagesAdminRoutes } from './packages-admin.routes';
import { createPackagesAdminService } from './packages-admin.service';

/** The coin packages editor of the back office. */
export function createPackagesAdminModule(deps: { db: Db; audit: AuditService }) {
  const packagesAdmin = createPackagesAdminService({ db: deps.db, audit: deps.audit });
  return {
    routes(api: ApiApp, guard: StaffGuard) {
      packagesAdminRoutes(api, { guard, packagesAdmin });
    },
  };
}
