import { ZWebhookEvent, type TWebhookEvent, type WebhookEventType } from '@app/contracts/payments';
import { ZPayoutWebhookEvent, type TPayoutWebhookEvent } from '@app/contracts/payouts';
import type { PayoutEventType } from '../payments/payouts';
import type { CardInstrument } from '../payments/providers';
import { newSandboxId } from './sandbox-ids';
import type { ChargeRow } from './sandbox-charges.repository';
import type { SandboxPayoutRow } from './sandbox-payouts.repository';

/**
 * The provider event telling the merchant a charge changed: a failure carries
 * its reason, a card charge that is pending or succeeded carries the card
 * (token, brand, last four) so the merchant can save it, and a dispute carries
 * the cardholder's reason.
 */
export function chargeEvent(
  type: WebhookEventType,
  charge: ChargeRow,
  now: Date,
  instrument?: CardInstrument,
  disputeReason?: string,
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
      ...(disputeReason ? { reason: disputeReason } : {}),
    },
  });
}

/** The provider event telling the merchant a payout was paid, returned or failed (with the reason). */
export function payoutEvent(
  type: PayoutEventType,
  payout: SandboxPayoutRow,
  now: Date,
): TPayoutWebhookEvent {
  return ZPayoutWebhookEvent.parse({
    id: newSandboxId('evt'),
    type,
    createdAt: now.toISOString(),
    data: {
      payoutId: payout.payoutId,
      providerPayoutId: payout.id,
      amount: payout.amountCents,
      ...(type !== 'payout.paid' && payout.reason ? { reason: payout.reason } : {}),
    },
  });
}
