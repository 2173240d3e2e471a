/**
 * Idempotency keys of requests that move money or claim something
 * (ARCHITECTURE.md "Requests that move money", docs/decisions/021).
 */

/** The request header that carries the key. */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Set on an answer that repeats the first answer to the same key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** 8 to 255 visible ASCII characters (a UUID is 36). */
export const IDEMPOTENCY_KEY_PATTERN = /^[\x21-\x7e]{8,255}$/;

export function isValidIdempotencyKey(value: unknown): value is string {
  return typeof value === 'string' && IDEMPOTENCY_KEY_PATTERN.test(value);
}

/** How long a key's first answer is kept and replayed, at least. */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;
