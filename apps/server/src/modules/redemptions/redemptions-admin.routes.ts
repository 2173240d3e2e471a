import { ZReviewReason } from '@app/contracts/kyc-admin';
import {
  ZAskForInformation,
  ZAutoApprovalCeilingChange,
  ZRiskRuleChange,
  ZRiskSignalParam,
} from '@app/contracts/redemption-risk';
import {
  ZAdminRedemptionListQuery,
  ZRedemptionIdParam,
  ZRedemptionSettingsChange,
  ZTaxReportQuery,
} from '@app/contracts/redemptions-admin';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { RiskRules } from './redemption-risk-rules';
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
    riskRules: RiskRules;
    taxReport: TaxReportService;
    guard: StaffGuard;
  },
) {
  const { redemptionsAdmin, riskRules, taxReport, guard } = deps;

  app.get(
    '/admin/redemptions',
    {
      schema: {
        tags,
        summary:
          'Redemption requests by status, the riskiest first (sort=risk) or the longest waiting first, one cursor page at a time',
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
        summary:
          'Proposes the four-eyes threshold: a lower one applies at once, a higher one waits for a second admin (audited)',
        body: ZRedemptionSettingsChange,
      },
      onRequest: guard.require('settings.write', { reauth: true }),
    },
    async (request) => ({
      data: await redemptionsAdmin.updateSettings(actorOf(request), request.body),
    }),
  );

  // The risk rules and the auto-approval ceiling (decision 057); changes go through dual control.
  app.get(
    '/admin/redemptions/risk-rules',
    {
      schema: {
        tags,
        summary:
          'The risk rules, the auto-approval ceiling and the changes of them waiting for a second admin',
      },
      onRequest: guard.require('redemptions.rules.write'),
    },
    async () => ({ data: await riskRules.page() }),
  );

  app.put(
    '/admin/redemptions/risk-rules/:signal',
    {
      schema: {
        tags,
        summary:
          'Proposes a rule: applied at once when it tightens, waiting for a second admin when it loosens (audited)',
        params: ZRiskSignalParam,
        body: ZRiskRuleChange,
      },
      onRequest: guard.require('redemptions.rules.write', { reauth: true }),
    },
    async (request) => ({
      data: await riskRules.proposeRule(actorOf(request), request.params.signal, request.body),
    }),
  );

  app.put(
    '/admin/redemptions/auto-approval-ceiling',
    {
      schema: {
        tags,
        summary:
          'Proposes the auto-approval ceiling: a lower one applies at once, a higher one waits for a second admin (audited)',
        body: ZAutoApprovalCeilingChange,
      },
      onRequest: guard.require('redemptions.rules.write', { reauth: true }),
    },
    async (request) => ({
      data: await riskRules.proposeCeiling(actorOf(request), request.body),
    }),
  );

  app.get(
    '/admin/redemptions/:redeemRequestId',
    {
      schema: {
        tags,
        summary:
          'One request with what a reviewer needs: its risk assessment (signals and rules), KYC, totals, SC sources, links, velocity, questions asked',
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

  app.post(
    '/admin/redemptions/:redeemRequestId/ask-info',
    {
      schema: {
        tags,
        summary:
          'Asks the player a question (INFO_REQUESTED; emailed and shown on the request); their answer puts it back in the queue',
        params: ZRedemptionIdParam,
        body: ZAskForInformation,
      },
      // As reject: the status guard makes a repeat a 4051 that changes nothing.
      onRequest: guard.require('redemptions.approve'),
    },
    async (request) => ({
      data: await redemptionsAdmin.askForInformation(
        actorOf(request),
        request.params.redeemRequestId,
        request.body.question,
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
