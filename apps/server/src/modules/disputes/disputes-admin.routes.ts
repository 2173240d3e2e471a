import {
  ZDisputeDebtRequest,
  ZDisputeIdParam,
  ZDisputeListQuery,
  ZDisputeListResponse,
  ZDisputeResponse,
} from '@app/contracts/disputes';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { DisputesAdminService } from './disputes-admin.service';

const tags = ['disputes'];

/**
 * The finance queue of chargebacks and disputes (decision 055). Collecting a debt moves coins and
 * waiving one forgives them: both take an Idempotency-Key, a reason and a recent
 * re-authentication.
 */
export function disputesAdminRoutes(
  app: ApiApp,
  deps: { disputes: DisputesAdminService; guard: StaffGuard },
) {
  const { disputes, guard } = deps;

  app.get(
    '/admin/disputes',
    {
      schema: {
        tags,
        summary: 'Chargebacks and disputes: what was reversed, what is owed, newest first, paged',
        querystring: ZDisputeListQuery,
        response: { 200: ZDisputeListResponse },
      },
      onRequest: guard.require('disputes.read'),
    },
    async (request) => ({ data: await disputes.list(request.query) }),
  );

  app.post(
    '/admin/disputes/:id/collect',
    {
      schema: {
        tags,
        summary:
          'Takes what the player owes of a chargeback from their balances now (as much as they hold), with a reason',
        params: ZDisputeIdParam,
        body: ZDisputeDebtRequest,
        response: { 200: ZDisputeResponse },
      },
      config: { idempotent: true },
      onRequest: guard.require('disputes.resolve', { reauth: true }),
    },
    async (request) => ({
      data: {
        dispute: await disputes.collect(actorOf(request), request.params.id, request.body.reason),
      },
    }),
  );

  app.post(
    '/admin/disputes/:id/waive',
    {
      schema: {
        tags,
        summary: 'Forgives what the player still owes of a chargeback, with a reason',
        params: ZDisputeIdParam,
        body: ZDisputeDebtRequest,
        response: { 200: ZDisputeResponse },
      },
      config: { idempotent: true },
      onRequest: guard.require('disputes.resolve', { reauth: true }),
    },
    async (request) => ({
      data: {
        dispute: await disputes.waive(actorOf(request), request.params.id, request.body.reason),
      },
    }),
  );
}
