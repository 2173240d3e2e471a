/**
 * One Idempotency-Key per distinct request (docs/decisions/021): sending the same body again
 * reuses its key, so a resend after a lost answer runs once; a changed body is a new action
 * and gets a new key (the old one would be refused with 1009).
 */
export function idempotencyKeys(makeKey: () => string = () => crypto.randomUUID()) {
  let last: { body: string; key: string } | null = null;
  return (request: unknown): string => {
    const body = JSON.stringify(request);
    if (last?.body !== body) last = { body, key: makeKey() };
    return last.key;
  };
}
