import {
  ZAdminRefundResponse,
  ZPaymentFlagsRequest,
  ZPaymentFlagsResponse,
  ZPlayerIdParam,
  ZReferenceIdParam,
} from '@app/contracts/payments';
import type { ApiApp } from '../../platform/api-app';
import { requireAdmin } from '../../platform/request-auth';
import type { PaymentAdminService } from './payment-admin.service';

const tags = ['admin'];

/** Operator calls: refunds and a player's payment switches. */
export function paymentAdminRoutes(app: ApiApp, deps: { paymentAdmin: PaymentAdminService }) {
  const { paymentAdmin } = deps;

  app.post(
    '/admin/payments/:referenceId/refund',
    {
      schema: {
        tags,
        summary:
          'Asks the provider to refund a succeeded purchase; its webhook takes the coins back',
        params: ZReferenceIdParam,
        response: { 200: ZAdminRefundResponse },
      },
      onRequest: requireAdmin,
    },
    async (request) => ({ data: await paymentAdmin.requestRefund(request.params.referenceId) }),
  );

  app.put(
    '/admin/players/:userId/payment-flags',
    {
      schema: {
        tags,
        summary: 'Switches bank purchases off for a player (3078) or restricts the player (3079)',
        params: ZPlayerIdParam,
        body: ZPaymentFlagsRequest,
        response: { 200: ZPaymentFlagsResponse },
      },
      onRequest: requireAdmin,
    },
    async (request) => ({
      data: await paymentAdmin.setPaymentFlags(request.params.userId, request.body),
    }),
  );
}
