import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import { taxAdminRoutes } from './tax-admin.routes';
import { createTaxService } from './tax.service';

/** Tax thresholds by year and the US Eastern tax year (decision 051). */
export function createTaxModule(deps: { db: Db; audit: AuditService }) {
  const tax = createTaxService(deps);
  return {
    tax,
    routes(api: ApiApp, guard: StaffGuard) {
      taxAdminRoutes(api, { tax, guard });
    },
  };
}

export type TaxModule = ReturnType<typeof createTaxModule>;
