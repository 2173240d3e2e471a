import { ZTaxThresholdChange, ZTaxYearParam } from '@app/contracts/tax';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { TaxService } from './tax.service';

const tags = ['tax'];

/** The tax thresholds by year (decision 051): read with the tax report, changed by compliance. */
export function taxAdminRoutes(app: ApiApp, deps: { tax: TaxService; guard: StaffGuard }) {
  const { tax, guard } = deps;

  app.get(
    '/admin/tax/thresholds',
    {
      schema: {
        tags,
        summary:
          'The 1099-MISC threshold of each tax year that has its own (a year without one takes the latest earlier year’s)',
      },
      onRequest: guard.require('tax.report'),
    },
    async () => ({ data: { rows: await tax.list() } }),
  );

  app.put(
    '/admin/tax/thresholds/:taxYear',
    {
      schema: {
        tags,
        summary: "Sets a tax year's threshold, with a reason (re-authentication; audited)",
        params: ZTaxYearParam,
        body: ZTaxThresholdChange,
      },
      onRequest: guard.require('tax.thresholds.write', { reauth: true }),
    },
    async (request) => ({
      data: await tax.change(actorOf(request), request.params.taxYear, request.body),
    }),
  );
}
