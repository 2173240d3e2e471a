import {
  ZAdjustmentApproveRequest,
  ZAdjustmentIdParam,
  ZAdjustmentListQuery,
  ZAdjustmentListResponse,
  ZAdjustmentRejectRequest,
  ZAdjustmentRequest,
  ZAdjustmentResponse,
  ZAdjustmentSettingsChange,
  ZAdjustmentSettingsChangeResponse,
  ZAdjustmentSettingsResponse,
} from '@app/contracts/adjustments';
import { ZPlayerIdParam } from '@app/contracts/players-admin';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { AdjustmentsService } from './adjustments.service';

const tags = ['adjustments'];

/**
 * Balance adjustments with four eyes (decision 027). Asking and approving move money, so both
 * take Idempotency-Keys; approving and changing the threshold need a recent re-authentication.
 */
export function adjustmentsRoutes(
  app: ApiApp,
  deps: { adjustments: AdjustmentsService; guard: StaffGuard },
) {
  const { adjustments, guard } = deps;

  app.post(
    '/admin/players/:userId/adjustments',
    {
      schema: {
        tags,
        summary: 'Credits or debits a player account: at once up to the threshold, else PENDING',
        params: ZPlayerIdParam,
        body: ZAdjustmentRequest,
        response: { 200: ZAdjustmentResponse },
      },
      config: { idempotent: true },
      onRequest: guard.require('adjustments.request'),
    },
    async (request) => ({
      data: await adjustments.request(actorOf(request), request.params.userId, request.body),
    }),
  );

  app.get(
    '/admin/adjustments',
    {
      schema: {
        tags,
        summary: 'Adjustments, pending ones first, paged and sorted',
        querystring: ZAdjustmentListQuery,
        response: { 200: ZAdjustmentListResponse },
      },
      onRequest: guard.require('adjustments.request'),
    },
    async (request) => ({ data: await adjustments.list(request.query) }),
  );

  app.post(
    '/admin/adjustments/:id/approve',
    {
      schema: {
        tags,
        summary: "Approves another member's pending adjustment: the ledger moves once",
        params: ZAdjustmentIdParam,
        body: ZAdjustmentApproveRequest,
        response: { 200: ZAdjustmentResponse },
      },
      config: { idempotent: true },
      onRequest: guard.require('adjustments.approve', { reauth: true }),
    },
    async (request) => ({
      data: await adjustments.approve(actorOf(request), request.params.id, request.body.comment),
    }),
  );

  app.post(
    '/admin/adjustments/:id/reject',
    {
      schema: {
        tags,
        summary: "Rejects another member's pending adjustment, with a comment; nothing moves",
        params: ZAdjustmentIdParam,
        body: ZAdjustmentRejectRequest,
        response: { 200: ZAdjustmentResponse },
      },
      onRequest: guard.require('adjustments.approve'),
    },
    async (request) => ({
      data: await adjustments.reject(actorOf(request), request.params.id, request.body.comment),
    }),
  );

  app.get(
    '/admin/settings/adjustments',
    {
      schema: {
        tags,
        summary: 'The thresholds (GC and SC) above which an adjustment needs a second member',
        response: { 200: ZAdjustmentSettingsResponse },
      },
      onRequest: guard.require('adjustments.request'),
    },
    async () => ({ data: await adjustments.settings() }),
  );

  app.put(
    '/admin/settings/adjustments',
    {
      schema: {
        tags,
        summary:
          'Proposes new approval thresholds of GC and SC: lower ones apply at once, a higher one waits for a second admin (audited)',
        body: ZAdjustmentSettingsChange,
        response: { 200: ZAdjustmentSettingsChangeResponse },
      },
      onRequest: guard.require('settings.write', { reauth: true }),
    },
    async (request) => {
      const { reason, ...next } = request.body;
      return { data: await adjustments.updateSettings(actorOf(request), next, reason) };
    },
  );
}
