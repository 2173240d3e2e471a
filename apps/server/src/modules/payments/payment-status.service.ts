import type { PaymentProvider } from '@app/contracts/payments';
import { AppError } from '../../platform/app-error';
import type { PaymentEventsService } from './payment-events.service';
import { paymentStatusView } from './payment-views';
import type { PaymentLog } from './provider-calls';
import { providerByName } from './provider-by-name';
import type { PaymentProviders } from './providers';
import { isSettled } from './purchase-transitions';
import type { PurchasesService } from './purchases.service';

/** GET /payment/status: what the return page and the store ask after a payment. */
export function createPaymentStatusService(deps: {
  purchases: PurchasesService;
  events: PaymentEventsService;
  providers: PaymentProviders;
  log: PaymentLog;
}) {
  const { purchases, events, providers, log } = deps;
  return {
    /**
     * GET /payment/status: the player's purchase (the latest without a
     * reference). One still waiting is checked with its provider, and what the
     * provider says is applied like a webhook.
     */
    async status(userId: number, referenceId: string | undefined) {
      const purchase = referenceId
        ? await purchases.findPurchase(referenceId)
        : await purchases.latestPurchase(userId);
      if (!purchase || purchase.userId !== userId)
        throw new AppError('NotFound', 'No payment was found with this reference.');
      if (isSettled(purchase.status)) return paymentStatusView(purchase);
      let known;
      try {
        known = await providerByName(providers, purchase.provider).status(purchase.referenceId);
      } catch (error) {
        log.warn({ err: error, referenceId: purchase.referenceId }, 'payment status check failed');
        return paymentStatusView(purchase);
      }
      if (!known || known.status === 'registered') return paymentStatusView(purchase);
      const applied = await events.apply({
        provider: purchase.provider as PaymentProvider,
        eventId: `status:${known.providerTransactionId}:${known.status}`,
        type: known.status,
        referenceId: purchase.referenceId,
        amountCents: known.amountCents,
        providerTransactionId: known.providerTransactionId,
        reason: known.reason,
        instrument: known.instrument,
        source: 'status_check',
        payload: {
          status: known.status,
          providerTransactionId: known.providerTransactionId,
          amountCents: known.amountCents,
          ...(known.reason ? { reason: known.reason } : {}),
        },
      });
      return paymentStatusView(applied.purchase ?? purchase);
    },
  };
}

export type PaymentStatusService = ReturnType<typeof createPaymentStatusService>;
