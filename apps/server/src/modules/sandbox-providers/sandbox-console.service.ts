import type { Db } from '../../db/database';
import { listCharges } from './sandbox-charges.repository';
import { SANDBOX_ACH_PAYOUT_PROVIDER } from '@app/contracts/payouts';
import { listSandboxPayouts } from './sandbox-payouts.repository';
import {
  listEventsOfPayout,
  listEventsOfReference,
  type OutboxRow,
} from './webhook-outbox.repository';

const webhookView = (event: OutboxRow) => ({
  eventId: event.eventId,
  type: (event.payload as { type?: string }).type ?? null,
  attempts: event.attempts,
  nextAttemptAt: event.nextAttemptAt,
  deliveredAt: event.deliveredAt,
  lastError: event.lastError,
});

/**
 * What the sandbox console shows operators and tests: charges, newest first,
 * each with the webhooks sent (or still retried) about it. Only public card
 * details exist to show; numbers are never stored.
 */
export async function listChargesWithWebhooks(
  db: Db,
  options: { referenceId?: string; limit: number },
) {
  const charges = await listCharges(db, options);
  return Promise.all(
    charges.map(async (charge) => {
      const events = await listEventsOfReference(db, charge.provider, charge.referenceId);
      return {
        id: charge.id,
        provider: charge.provider,
        referenceId: charge.referenceId,
        amountCents: charge.amountCents,
        status: charge.status,
        failureReason: charge.failureReason,
        cardToken: charge.cardToken,
        bankToken: charge.bankToken,
        settleAt: charge.settleAt,
        dispute: charge.dispute,
        createdAt: charge.createdAt,
        updatedAt: charge.updatedAt,
        webhooks: events.map(webhookView),
      };
    }),
  );
}

/** The sandbox's ACH payouts, newest first, each with its webhooks (last four digits only). */
export async function listPayoutsWithWebhooks(
  db: Db,
  options: { payoutId?: string; limit: number },
) {
  const payouts = await listSandboxPayouts(db, options);
  return Promise.all(
    payouts.map(async (payout) => {
      const events = await listEventsOfPayout(db, SANDBOX_ACH_PAYOUT_PROVIDER, payout.payoutId);
      return {
        providerPayoutId: payout.id,
        payoutId: payout.payoutId,
        amountCents: payout.amountCents,
        last4: payout.last4,
        routingNumber: payout.routingNumber,
        status: payout.status,
        reason: payout.reason,
        nextStepAt: payout.nextStepAt,
        createdAt: payout.createdAt,
        updatedAt: payout.updatedAt,
        webhooks: events.map(webhookView),
      };
    }),
  );
}
