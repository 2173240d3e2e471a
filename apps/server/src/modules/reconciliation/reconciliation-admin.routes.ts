import {
  ZReconciliationCaseIdParam,
  ZReconciliationCaseListQuery,
  ZReconciliationCaseListResponse,
  ZReconciliationCaseResponse,
  ZReconciliationResolveRequest,
  ZReconciliationRunListQuery,
  ZReconciliationRunListResponse,
  ZReconciliationRunRequest,
  ZReconciliationRunResponse,
  ZTrialBalanceQuery,
} from '@app/contracts/reconciliation';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { ReconciliationService } from './reconciliation.service';
import type { TrialBalanceService } from './trial-balance.service';

const tags = ['reconciliation'];

/** Reconciliation in the back office (decision 056): cases, runs and the trial balance. */
export function reconciliationAdminRoutes(
  app: ApiApp,
  deps: {
    reconciliation: ReconciliationService;
    trialBalance: TrialBalanceService;
    guard: StaffGuard;
  },
) {
  const { reconciliation, trialBalance, guard } = deps;

  app.get(
    '/admin/reconciliation/cases',
    {
      schema: {
        tags,
        summary: 'Reconciliation cases, open first, then newest day first, paged',
        querystring: ZReconciliationCaseListQuery,
        response: { 200: ZReconciliationCaseListResponse },
      },
      onRequest: guard.require('reconciliation.read'),
    },
    async (request) => ({ data: await reconciliation.cases(request.query) }),
  );

  app.post(
    '/admin/reconciliation/cases/:id/resolve',
    {
      schema: {
        tags,
        summary: 'Resolves an open case with a note of what was found and done (audited)',
        params: ZReconciliationCaseIdParam,
        body: ZReconciliationResolveRequest,
        response: { 200: ZReconciliationCaseResponse },
      },
      onRequest: guard.require('reconciliation.resolve'),
    },
    async (request) => ({
      data: {
        case: await reconciliation.resolve(actorOf(request), request.params.id, request.body.note),
      },
    }),
  );

  app.get(
    '/admin/reconciliation/runs',
    {
      schema: {
        tags,
        summary: "A day's reconciliation runs, newest first",
        querystring: ZReconciliationRunListQuery,
        response: { 200: ZReconciliationRunListResponse },
      },
      onRequest: guard.require('reconciliation.read'),
    },
    async (request) => ({ data: { runs: await reconciliation.runs(request.query.day) } }),
  );

  app.post(
    '/admin/reconciliation/runs',
    {
      schema: {
        tags,
        summary:
          'Reconciles a day now (today so far, or a past day); opens a case per new mismatch',
        body: ZReconciliationRunRequest,
        response: { 200: ZReconciliationRunResponse },
      },
      onRequest: guard.require('reconciliation.resolve'),
    },
    async (request) => ({
      data: { run: await reconciliation.run(request.body.day, actorOf(request)) },
    }),
  );

  app.get(
    '/admin/reconciliation/trial-balance',
    {
      schema: {
        tags,
        summary: "A day's trial balance per currency (JSON, or CSV with format=csv)",
        querystring: ZTrialBalanceQuery,
      },
      onRequest: guard.require('reconciliation.read'),
    },
    async (request, reply) => {
      const { day, format = 'json' } = request.query;
      reconciliation.assertBegun(day);
      const balance = await trialBalance.build(day);
      if (format === 'json') return { data: balance };
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="trial-balance-${day}.csv"`)
        .send(trialBalance.toCsv(balance));
    },
  );
}
