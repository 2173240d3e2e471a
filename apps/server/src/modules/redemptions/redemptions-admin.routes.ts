import { ZReviewReason } from '@app/contracts/kyc-admin';
import {
  ZAdminRedemptionListQuery,
  ZRedemptionIdParam,
  ZRedemptionSettings,
  ZTaxReportQuery,
} from '@app/contracts/redemptions-admin';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { RedemptionsAdminService } from './redemptions-admin.service';
import type { TaxReportService } from './tax-report.service';

const tags = ['redemptions-admin'];

/**
 * The finance queue and the tax report (redemptions-admin.ts header). Approving moves money to
 * the payout, so it takes an Idempotency-Key and a recent re-authentication, as adjustments do.
 */
export function redemptionsAdminRoutes(
  app: ApiApp,
  deps: {
    redemptionsAdmin: RedemptionsAdminService;
    taxReport: TaxReportService;
    guard: StaffGuard;
  },
) {
  const { redemptionsAdmin, taxReport, guard } = deps;

  app.get(
    '/admin/redemptions',
    {
      schema: {
        tags,
        summary:
          'Redemption requests, the longest waiting first, by status, one cursor page at a time',
        querystring: ZAdminRedemptionListQuery,
      },
      onRequest: guard.require('redemptions.read'),
    },
    async (request) => ({ data: await redemptionsAdmin.list(request.query) }),
  );

  // Before /:redeemRequestId so that "settings" is not read as an id.
  app.get(
    '/admin/redemptions/settings',
    {
      schema: { tags, summary: 'The amount above which a redemption needs two approvals' },
      onRequest: guard.require('redemptions.read'),
    },
    async () => ({ data: await redemptionsAdmin.settings() }),
  );

  app.put(
    '/admin/redemptions/settings',
    {
      schema: {
        tags,
        summary: 'Changes the approval threshold (audited)',
        body: ZRedemptionSettings,
      },
      onRequest: guard.require('settings.write', { reauth: true }),
    },
    async (request) => ({
      data: await redemptionsAdmin.updateSettings(actorOf(request), request.body),
    }),
  );

  app.get(
    '/admin/redemptions/:redeemRequestId',
    {
      schema: {
        tags,
        summary: 'One request with what a reviewer needs: KYC, totals, SC sources, links, velocity',
        params: ZRedemptionIdParam,
      },
      onRequest: guard.require('redemptions.read'),
    },
    async (request) => ({ data: await redemptionsAdmin.review(request.params.redeemRequestId) }),
  );

  app.post(
    '/admin/redemptions/:redeemRequestId/approve',
    {
      schema: {
        tags,
        summary: 'Approves (above the threshold: first or second approval, by two members)',
        params: ZRedemptionIdParam,
      },
      config: { idempotent: true },
      onRequest: guard.require('redemptions.approve', { reauth: true }),
    },
    async (request) => ({
      data: await redemptionsAdmin.approve(actorOf(request), request.params.redeemRequestId),
    }),
  );

  app.post(
    '/admin/redemptions/:redeemRequestId/reject',
    {
      schema: {
        tags,
        summary: 'Rejects with a reason emailed to the player; the SC go back',
        params: ZRedemptionIdParam,
        body: ZReviewReason,
      },
      // As for adjustments, no key: the status guard and the ledger key make a repeat a 4051.
      onRequest: guard.require('redemptions.approve'),
    },
    async (request) => ({
      data: await redemptionsAdmin.reject(
        actorOf(request),
        request.params.redeemRequestId,
        request.body.reason,
      ),
    }),
  );

  app.get(
    '/admin/tax/threshold-report',
    {
      schema: {
        tags,
        summary: 'Players whose paid redemptions in the year reached the 1099-MISC threshold',
        querystring: ZTaxReportQuery,
      },
      onRequest: guard.require('tax.report'),
    },
    async (request, reply) => {
      const { year, format = 'json' } = request.query;
      const report = await taxReport.report(actorOf(request), year, format);
      if (format === 'json') return { data: report };
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="tax-threshold-${year}.csv"`)
        .send(taxReport.toCsv(report));
    },
  );
}
