import {
  ZAdminRefundResponse,
  ZPaymentFlagsRequest,
  ZPaymentFlagsResponse,
  ZPlayerIdParam,
  ZReferenceIdParam,
} from '@app/contracts/payments';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { PaymentAdminService } from './payment-admin.service';

const tags = ['admin'];

/** Staff calls: refunds and a player's payment switches. */
export function paymentAdminRoutes(
  app: ApiApp,
  deps: { paymentAdmin: PaymentAdminService; guard: StaffGuard },
) {
  const { paymentAdmin, guard } = deps;

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
      onRequest: guard.require('purchases.refund'),
    },
    async (request) => ({
      data: await paymentAdmin.requestRefund(actorOf(request), request.params.referenceId),
    }),
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
      onRequest: guard.require('players.restrict'),
    },
    async (request) => ({
      data: await paymentAdmin.setPaymentFlags(
        actorOf(request),
        request.params.userId,
        request.body,
      ),
    }),
  );
}
