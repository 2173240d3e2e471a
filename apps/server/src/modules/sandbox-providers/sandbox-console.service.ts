import type { Db } from '../../db/database';
import { listCharges } from './sandbox-charges.repository';
import { listEventsOfReference } from './webhook-outbox.repository';

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
        createdAt: charge.createdAt,
        updatedAt: charge.updatedAt,
        webhooks: events.map((event) => ({
          eventId: event.eventId,
          type: (event.payload as { type?: string }).type ?? null,
          attempts: event.attempts,
          nextAttemptAt: event.nextAttemptAt,
          deliveredAt: event.deliveredAt,
          lastError: event.lastError,
        })),
      };
    }),
  );
}
