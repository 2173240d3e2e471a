import { ZWebhookEvent, type PaymentProvider } from '@app/contracts/payments';
import { AppError } from '../../platform/app-error';
import { verifyWebhook } from '../../platform/webhook-signature';
import type { PaymentEventsService } from './payment-events.service';

const EVENT_TYPE = {
  'payment.pending': 'pending',
  'payment.succeeded': 'succeeded',
  'payment.failed': 'failed',
  'payment.refunded': 'refunded',
} as const;

/**
 * Signed provider webhooks: the signature over `timestamp.rawBody` is checked
 * (constant time, 5-minute window either way) before the body is even parsed;
 * then the event goes through the one apply path.
 */
export function createPaymentWebhooksService(deps: {
  events: PaymentEventsService;
  secret: string;
  now?: () => Date;
}) {
  const { events, secret } = deps;
  return {
    async receive(
      provider: PaymentProvider,
      rawBody: string,
      headers: { timestamp: string | undefined; signature: string | undefined },
    ): Promise<{ duplicate: boolean; outcome: string }> {
      const verdict = verifyWebhook({
        secret,
        rawBody,
        timestampHeader: headers.timestamp,
        signatureHeader: headers.signature,
        now: deps.now?.(),
      });
      if (verdict === 'bad_signature') throw new AppError('WebhookSignatureInvalid');
      if (verdict === 'stale') throw new AppError('WebhookExpired');

      let body: unknown;
      try {
        body = JSON.parse(rawBody);
      } catch {
        throw new AppError('ValidationError', 'The webhook body is not JSON.');
      }
      const parsed = ZWebhookEvent.safeParse(body);
      if (!parsed.success) {
        const issue = parsed.error.issues[0];
        const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
        throw new AppError(
          'ValidationError',
          `The webhook event is not valid: ${where}${issue?.message ?? 'unknown field'}`,
        );
      }
      const event = parsed.data;
      const applied = await events.apply({
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
      });
      return { duplicate: applied.duplicate, outcome: applied.outcome };
    },
  };
}

export type PaymentWebhooksService = ReturnType<typeof createPaymentWebhooksService>;
