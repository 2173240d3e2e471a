import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS } from '@app/contracts/payments';
import type { z } from 'zod';
import { AppError } from './app-error';

/**
 * Provider webhook signatures: HMAC-SHA256 (hex) over `${timestamp}.${rawBody}`
 * with the shared secret, sent as `v1=<hex>` beside the Unix-seconds timestamp.
 * The sandbox providers sign with `signWebhook`; the payments module checks
 * with `verifyWebhook` before it parses the body.
 */
export function webhookSignature(secret: string, timestamp: number, rawBody: string): string {
  return createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
}

export function signWebhook(secret: string, rawBody: string, now = new Date()) {
  const timestamp = Math.floor(now.getTime() / 1000);
  return {
    timestamp: String(timestamp),
    signature: `v1=${webhookSignature(secret, timestamp, rawBody)}`,
  };
}

export type WebhookVerdict = 'valid' | 'bad_signature' | 'stale';

/**
 * Checks a webhook: the signature in constant time, then the timestamp within
 * the tolerance of now in either direction (a replayed old event or one from a
 * skewed clock is refused even with a correct signature).
 */
export function verifyWebhook(input: {
  secret: string;
  rawBody: string;
  timestampHeader: string | undefined;
  signatureHeader: string | undefined;
  now?: Date;
}): WebhookVerdict {
  const { timestampHeader, signatureHeader } = input;
  if (!timestampHeader || !/^\d{1,12}$/.test(timestampHeader)) return 'bad_signature';
  if (!signatureHeader?.startsWith('v1=')) return 'bad_signature';
  const timestamp = Number(timestampHeader);
  const expected = Buffer.from(webhookSignature(input.secret, timestamp, input.rawBody), 'hex');
  const given = Buffer.from(signatureHeader.slice(3), 'hex');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'bad_signature';
  const nowSeconds = Math.floor((input.now ?? new Date()).getTime() / 1000);
  if (Math.abs(nowSeconds - timestamp) > WEBHOOK_TOLERANCE_SECONDS) return 'stale';
  return 'valid';
}

/**
 * A provider's webhook as every receiver reads it: the signature and its 5-minute window checked
 * (1601 / 1602), then the body parsed as JSON and by `schema` (1000 naming the first bad field).
 */
export function readSignedWebhook<T>(
  schema: z.ZodType<T>,
  input: {
    secret: string;
    rawBody: string;
    headers: { timestamp: string | undefined; signature: string | undefined };
    now?: Date;
    /** How the event is named in the error: 'webhook event', 'payout event'. */
    what?: string;
  },
): T {
  const verdict = verifyWebhook({
    secret: input.secret,
    rawBody: input.rawBody,
    timestampHeader: input.headers.timestamp,
    signatureHeader: input.headers.signature,
    now: input.now,
  });
  if (verdict === 'bad_signature') throw new AppError('WebhookSignatureInvalid');
  if (verdict === 'stale') throw new AppError('WebhookExpired');
  let body: unknown;
  try {
    body = JSON.parse(input.rawBody);
  } catch {
    throw new AppError('ValidationError', 'The webhook body is not JSON.');
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    throw new AppError(
      'ValidationError',
      `The ${input.what ?? 'webhook event'} is not valid: ${where}${issue?.message ?? 'unknown field'}`,
    );
  }
  return parsed.data;
}
