import { ZAdminRefundResponse, ZReferenceIdParam } from '@app/contracts/payments';
import type { ApiApp } from '../../platform/api-app';
import { actorOf } from '../staff/staff-auth.routes';
import type { StaffGuard } from '../staff/staff-guard';
import type { PaymentAdminService } from './payment-admin.service';

const tags = ['admin'];

/** Staff calls on purchases: refunds (a player's switches are in players-admin). */
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
}
