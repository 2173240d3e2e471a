import { createHmac, timingSafeEqual } from 'node:crypto';
import { WEBHOOK_TOLERANCE_SECONDS } from '@app/contracts/payments';

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
