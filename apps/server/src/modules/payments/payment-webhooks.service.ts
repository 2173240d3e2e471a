import { ZWebhookEvent, type PaymentProvider, type TWebhookEvent } from '@app/contracts/payments';
import type { TWebhookRetryResult } from '@app/contracts/jobs-admin';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import { readSignedWebhook } from '../../platform/webhook-signature';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { PaymentEventsService, WithinApply } from './payment-events.service';
import {
  countOpenWebhookFailures,
  findWebhookFailure,
  listOpenWebhookFailures,
  recordWebhookFailure,
  resolveWebhookFailure,
} from './webhook-failures.repository';

const EVENT_TYPE = {
  'payment.pending': 'pending',
  'payment.succeeded': 'succeeded',
  'payment.failed': 'failed',
  'payment.refunded': 'refunded',
  'payment.disputed': 'disputed',
  'payment.dispute_won': 'dispute_won',
  'payment.dispute_lost': 'dispute_lost',
} as const;

/** The innermost message of an error (a driver's own text, not the query wrapper's). */
function messageOf(error: unknown): string {
  let inner = error;
  while (inner instanceof Error && inner.cause instanceof Error) inner = inner.cause;
  const text = inner instanceof Error ? inner.message : String(inner);
  return text.slice(0, 2000) || 'Unknown error';
}

/**
 * Signed provider webhooks: the signature over `timestamp.rawBody` is checked
 * (constant time, 5-minute window either way) before the body is even parsed;
 * then the event goes through the one apply path. A verified event whose
 * processing fails is kept (payment_webhook_failures) for operators, who retry
 * it through the same path; applying it, by a retry or a later delivery,
 * resolves it in the same transaction.
 */
export function createPaymentWebhooksService(deps: {
  db: Db;
  events: PaymentEventsService;
  audit: AuditService;
  secret: string;
  now?: () => Date;
}) {
  const { db, events, secret, audit } = deps;

  /** Applies a verified event; a failure is recorded (and thrown again). */
  async function process(provider: PaymentProvider, event: TWebhookEvent, within?: WithinApply) {
    try {
      return await events.apply(
        {
          provider,
          eventId: event.id,
          type: EVENT_TYPE[event.type],
          referenceId: event.data.referenceId,
          amountCents: event.data.amount,
          providerTransactionId: event.data.providerTransactionId,
          reason: event.data.reason,
          instrument: event.data.instrument,
          source: 'webhook',
          payload: event,
        },
        async (uow, applied) => {
          await resolveWebhookFailure(uow.tx, provider, event.id, applied.outcome);
          await within?.(uow, applied);
        },
      );
    } catch (error) {
      await recordWebhookFailure(db, {
        provider,
        eventId: event.id,
        eventType: event.type,
        referenceId: event.data.referenceId,
        event,
        error: messageOf(error),
      });
      throw error;
    }
  }

  return {
    async receive(
      provider: PaymentProvider,
      rawBody: string,
      headers: { timestamp: string | undefined; signature: string | undefined },
    ): Promise<{ duplicate: boolean; outcome: string }> {
      const event = readSignedWebhook(ZWebhookEvent, {
        secret: secret,
        rawBody,
        headers,
        now: deps.now?.(),
      });
      const applied = await process(provider, event);
      return { duplicate: applied.duplicate, outcome: applied.outcome };
    },

    /**
     * Processes a failed event again (staff, jobs.retry), audited. An event applied since answers
     * 'duplicate' and credits nothing; a new failure is recorded and answered as 'failed'.
     */
    async retry(actor: AuditActor, failureId: number): Promise<TWebhookRetryResult> {
      const failure = await findWebhookFailure(db, failureId);
      if (!failure) throw new AppError('NotFound', 'No failed webhook event has this id.');
      const event = ZWebhookEvent.parse(failure.event);
      const provider = failure.provider as PaymentProvider;
      const entry = (outcome: string, error: string | null) => ({
        action: 'webhook.retry',
        target: `${provider}:${event.id}`,
        detail: {
          failureId,
          eventType: event.type,
          referenceId: event.data.referenceId,
          outcome,
          error,
        },
      });
      try {
        const applied = await process(provider, event, (uow, result) =>
          audit.record(uow.tx, actor, entry(result.outcome, null)),
        );
        return {
          eventId: failureId,
          outcome: applied.outcome,
          duplicate: applied.duplicate,
          error: null,
        };
      } catch (error) {
        // The apply rolled back (its audit entry with it); the failed attempt is recorded.
        await inTransaction(db, ({ tx }) =>
          audit.record(tx, actor, entry('failed', messageOf(error))),
        );
        return { eventId: failureId, outcome: 'failed', duplicate: false, error: messageOf(error) };
      }
    },

    listFailures: (limit: number) => listOpenWebhookFailures(db, limit),

    countFailures: () => countOpenWebhookFailures(db),
  };
}

export type PaymentWebhooksService = ReturnType<typeof createPaymentWebhooksService>;
