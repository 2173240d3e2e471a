import { ZPayoutWebhookEvent, type TPayoutWebhookEvent } from '@app/contracts/payouts';
import type { TWebhookRetryResult } from '@app/contracts/jobs-admin';
import type { Db, Tx } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import { readSignedWebhook } from '../../platform/webhook-signature';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { PayoutEvent, PayoutEventHandler } from './payouts';
import {
  claimPayoutEvent,
  findPayoutEvent,
  markPayoutEventProcessed,
  releasePayoutEvent,
} from './payout-webhooks.repository';
import {
  recordWebhookFailure,
  resolveWebhookFailure,
  type WebhookFailureRow,
} from './webhook-failures.repository';

/**
 * How long one delivery holds an event while the handler runs; a server that died meanwhile
 * leaves it to the provider's next delivery after this.
 */
const PROCESSING_LEASE_MS = 120_000;
const ERROR_TEXT_MAX = 2000;

/** The innermost message of an error (a driver's own text, not the query wrapper's). */
function messageOf(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  const text = inner instanceof Error ? inner.message : String(inner);
  return text.slice(0, ERROR_TEXT_MAX) || 'Unknown error';
}

export const toPayoutEvent = (event: TPayoutWebhookEvent): PayoutEvent => ({
  eventId: event.id,
  type: event.type,
  payoutId: event.data.payoutId,
  providerPayoutId: event.data.providerPayoutId,
  ...(event.data.reason !== undefined ? { reason: event.data.reason } : {}),
});

/** Whether a failed webhook event (payment_webhook_failures) is a payout event. */
export const isPayoutFailure = (failure: WebhookFailureRow) =>
  failure.eventType.startsWith('payout.');

interface Processed {
  duplicate: boolean;
  outcome: 'applied' | 'duplicate';
}

/**
 * Signed payout webhooks (docs/decisions/031): checked like the payment webhooks (HMAC-SHA256
 * over `timestamp.rawBody`, 5-minute window) before the body is parsed, then handed to the
 * registered handler once per event id. A handler that throws leaves the event unprocessed and
 * recorded in payment_webhook_failures (the Jobs screen); the provider's next delivery or a
 * staff retry calls the handler again, and success resolves the failure.
 */
export function createPayoutWebhooksService(deps: {
  db: Db;
  audit: AuditService;
  secret: string;
  /** The payout provider's name, recorded with failures. */
  provider: string;
  now?: () => Date;
}) {
  const { db, audit, secret, provider } = deps;
  const clock = () => deps.now?.() ?? new Date();
  let handler: PayoutEventHandler | undefined;

  async function process(
    event: TPayoutWebhookEvent,
    within?: (tx: Tx, outcome: Processed) => Promise<void>,
  ): Promise<Processed> {
    const now = clock();
    const claimed = await claimPayoutEvent(
      db,
      {
        eventId: event.id,
        provider,
        eventType: event.type,
        payoutId: event.data.payoutId,
        providerPayoutId: event.data.providerPayoutId,
      },
      now,
      new Date(now.getTime() + PROCESSING_LEASE_MS),
    );
    if (!claimed) {
      const current = await findPayoutEvent(db, event.id);
      if (current?.status === 'processed') {
        const outcome: Processed = { duplicate: true, outcome: 'duplicate' };
        if (within) await inTransaction(db, ({ tx }) => within(tx, outcome));
        return outcome;
      }
      throw new AppError(
        'IdempotencyInProgress',
        'This payout event is being processed by another delivery.',
      );
    }
    try {
      if (!handler) throw new Error('No payout event handler is registered');
      await handler(toPayoutEvent(event));
    } catch (error) {
      await releasePayoutEvent(db, event.id, clock());
      await recordWebhookFailure(db, {
        provider,
        eventId: event.id,
        eventType: event.type,
        referenceId: event.data.payoutId,
        event,
        error: messageOf(error),
      });
      throw error;
    }
    const outcome: Processed = { duplicate: false, outcome: 'applied' };
    await inTransaction(db, async ({ tx }) => {
      await markPayoutEventProcessed(tx, event.id, clock());
      await resolveWebhookFailure(tx, provider, event.id, outcome.outcome);
      await within?.(tx, outcome);
    });
    return outcome;
  }

  return {
    /**
     * Registers what the app does with each payout event (the redemption module's handler);
     * until one is, events are refused (non-2xx) and recorded, so the provider retries them.
     */
    setEventHandler(next: PayoutEventHandler) {
      handler = next;
    },

    async receive(
      rawBody: string,
      headers: { timestamp: string | undefined; signature: string | undefined },
    ): Promise<Processed> {
      const event = readSignedWebhook(ZPayoutWebhookEvent, {
        secret: secret,
        rawBody,
        headers,
        now: deps.now?.(),
        what: 'payout event',
      });
      return process(event);
    },

    /**
     * Processes a failed payout event again (staff, jobs.retry), audited: 'applied' when the
     * handler succeeded now, 'duplicate' when it had before, 'failed' with the error otherwise.
     */
    async retry(actor: AuditActor, failure: WebhookFailureRow): Promise<TWebhookRetryResult> {
      const event = ZPayoutWebhookEvent.parse(failure.event);
      const entry = (outcome: string, error: string | null) => ({
        action: 'webhook.retry',
        target: `${failure.provider}:${event.id}`,
        detail: {
          failureId: failure.id,
          eventType: event.type,
          referenceId: event.data.payoutId,
          outcome,
          error,
        },
      });
      try {
        const processed = await process(event, (tx, result) =>
          audit.record(tx, actor, entry(result.outcome, null)),
        );
        return {
          eventId: failure.id,
          outcome: processed.outcome,
          duplicate: processed.duplicate,
          error: null,
        };
      } catch (error) {
        await inTransaction(db, ({ tx }) =>
          audit.record(tx, actor, entry('failed', messageOf(error))),
        );
        return {
          eventId: failure.id,
          outcome: 'failed',
          duplicate: false,
          error: messageOf(error),
        };
      }
    },
  };
}

export type PayoutWebhooksService = ReturnType<typeof createPayoutWebhooksService>;
