import type { PaymentProvider } from '@app/contracts/payments';
import { AppError } from '../../platform/app-error';
import type { PaymentEventsService } from './payment-events.service';
import { chargeView } from './payment-views';
import { ProviderUnavailableError, type ChargeResult } from './providers';
import type { PurchaseRow } from './purchases.repository';

export interface PaymentLog {
  warn(details: Record<string, unknown>, message: string): void;
}

const UNAVAILABLE_REASON = 'The payment provider was unavailable';

/**
 * Calling a provider for a purchase that has started: what its answer or its
 * failure does to the purchase, always through the one event path, and which
 * error the player gets.
 */
export function createProviderCalls(deps: { events: PaymentEventsService; log: PaymentLog }) {
  const { events, log } = deps;

  /** Records the purchase as failed, in its own committed transaction. */
  async function failPurchase(purchase: PurchaseRow, reason: string) {
    await events.apply({
      provider: purchase.provider as PaymentProvider,
      eventId: `merchant:${purchase.referenceId}:failed`,
      type: 'failed',
      referenceId: purchase.referenceId,
      amountCents: purchase.amountCents,
      reason,
      source: 'merchant',
      payload: { reason },
    });
  }

  /** A provider call that sets a purchase up (hosted page, fiat session): any failure fails the purchase with 3050. */
  async function setUp<T>(purchase: PurchaseRow, call: () => Promise<T>): Promise<T> {
    try {
      return await call();
    } catch (error) {
      log.warn({ err: error, referenceId: purchase.referenceId }, 'payment set-up failed');
      await failPurchase(purchase, UNAVAILABLE_REASON);
      throw new AppError('PaymentProviderUnavailable');
    }
  }

  /**
   * Charges at once and applies the answer: succeeded credits, pending waits
   * for the webhook, a decline is recorded as failed before 3024 is answered.
   */
  async function charge(purchase: PurchaseRow, call: () => Promise<ChargeResult>) {
    let result: ChargeResult;
    try {
      result = await call();
    } catch (error) {
      if (error instanceof ProviderUnavailableError) {
        await failPurchase(purchase, UNAVAILABLE_REASON);
        throw new AppError('PaymentProviderUnavailable');
      }
      // The provider refused the request itself (a 4xx of its API): the payment did not happen.
      const reason = error instanceof Error ? error.message : 'The payment was refused';
      log.warn({ err: error, referenceId: purchase.referenceId }, 'payment refused by provider');
      await failPurchase(purchase, reason);
      throw new AppError('PaymentDeclined', `Your payment was refused: ${reason}`);
    }
    const applied = await events.apply({
      provider: purchase.provider as PaymentProvider,
      eventId: `charge:${result.providerTransactionId}:${result.status}`,
      type: result.status,
      referenceId: purchase.referenceId,
      amountCents: purchase.amountCents,
      providerTransactionId: result.providerTransactionId,
      reason: result.reason,
      instrument: result.instrument,
      source: 'charge',
      payload: {
        status: result.status,
        providerTransactionId: result.providerTransactionId,
        ...(result.reason ? { reason: result.reason } : {}),
      },
    });
    const current = applied.purchase ?? purchase;
    if (
      current.status === 'failed' &&
      result.status === 'failed' &&
      result.failureKind === 'provider_error'
    )
      throw new AppError('PaymentProviderUnavailable');
    if (current.status === 'failed' || current.status === 'refunded') {
      throw new AppError(
        'PaymentDeclined',
        current.failureReason ? `Your payment was declined: ${current.failureReason}` : undefined,
      );
    }
    return chargeView(current);
  }

  return { setUp, charge };
}

export type ProviderCalls = ReturnType<typeof createProviderCalls>;
