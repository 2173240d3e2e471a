import {
  ZScExpiryApproveRequest,
  ZScExpiryIdParam,
  ZScExpiryListQuery,
  ZScExpiryListResponse,
  ZScExpiryRejectRequest,
  ZScExpiryResponse,
  ZScExpiryReversalRequest,
} from '@app/contracts/sc-expiry';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { ScExpiryAdminService } from './sc-expiry-admin.service';

const tags = ['sc-expiry'];

/**
 * SC expiries in the back office (decision 054). A reversal is asked for by one member and
 * approved or rejected by another; asking and approving take Idempotency-Keys, and approving (the
 * act that moves the SC) needs a recent re-authentication, as an adjustment's approval does.
 */
export function scExpiryAdminRoutes(
  app: ApiApp,
  deps: { expiries: ScExpiryAdminService; guard: StaffGuard },
) {
  const { expiries, guard } = deps;

  app.get(
    '/admin/sc-expiries',
    {
      schema: {
        tags,
        summary: 'SC expiries of inactive players, newest first, paged',
        querystring: ZScExpiryListQuery,
        response: { 200: ZScExpiryListResponse },
      },
      onRequest: guard.require('expiries.read'),
    },
    async (request) => ({ data: await expiries.list(request.query) }),
  );

  app.post(
    '/admin/sc-expiries/:id/reversal',
    {
      schema: {
        tags,
        summary: 'Asks for the reversal of an expiry, with a reason (a second member decides)',
        params: ZScExpiryIdParam,
        body: ZScExpiryReversalRequest,
        response: { 200: ZScExpiryResponse },
      },
      config: { idempotent: true },
      onRequest: guard.require('expiries.reverse'),
    },
    async (request) => ({
      data: {
        expiry: await expiries.requestReversal(
          actorOf(request),
          request.params.id,
          request.body.reason,
        ),
      },
    }),
  );

  app.post(
    '/admin/sc-expiries/:id/reversal/approve',
    {
      schema: {
        tags,
        summary: "Approves another member's reversal: the expired SC goes back, once",
        params: ZScExpiryIdParam,
        body: ZScExpiryApproveRequest,
        response: { 200: ZScExpiryResponse },
      },
      config: { idempotent: true },
      onRequest: guard.require('expiries.reverse', { reauth: true }),
    },
    async (request) => ({
      data: {
        expiry: await expiries.approveReversal(
          actorOf(request),
          request.params.id,
          request.body.comment,
        ),
      },
    }),
  );

  app.post(
    '/admin/sc-expiries/:id/reversal/reject',
    {
      schema: {
        tags,
        summary: "Rejects another member's reversal, with a comment; the SC stay expired",
        params: ZScExpiryIdParam,
        body: ZScExpiryRejectRequest,
        response: { 200: ZScExpiryResponse },
      },
      onRequest: guard.require('expiries.reverse'),
    },
    async (request) => ({
      data: {
        expiry: await expiries.rejectReversal(
          actorOf(request),
          request.params.id,
          request.body.comment,
        ),
      },
    }),
  );
}
