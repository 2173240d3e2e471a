import { ZWebhookEvent, type TWebhookEvent, type WebhookEventType } from '@app/contracts/payments';
import type { CardInstrument } from '../payments/providers';
import { newSandboxId } from './sandbox-ids';
import type { ChargeRow } from './sandbox-charges.repository';

/**
 * The provider event telling the merchant a charge changed: a failure carries
 * its reason, a card charge that is pending or succeeded carries the card
 * (token, brand, last four) so the merchant can save it.
 */
export function chargeEvent(
  type: WebhookEventType,
  charge: ChargeRow,
  now: Date,
  instrument?: CardInstrument,
): TWebhookEvent {
  const withInstrument = type === 'payment.succeeded' || type === 'payment.pending';
  return ZWebhookEvent.parse({
    id: newSandboxId('evt'),
    type,
    createdAt: now.toISOString(),
    data: {
      referenceId: charge.referenceId,
      amount: charge.amountCents,
      providerTransactionId: charge.id,
      ...(type === 'payment.failed' && charge.failureReason
        ? { reason: charge.failureReason }
        : {}),
      ...(withInstrument && instrument ? { instrument } : {}),
    },
  });
}
