import { randomBytes } from 'node:crypto';

/**
 * Identifiers the sandbox providers hand out: a kind prefix and 96 random
 * bits, so they are unguessable (a fiat session id is a bearer link).
 */
export type SandboxIdKind =
  /** A charge: the providerTransactionId. */
  | 'ch'
  /** A webhook event. */
  | 'evt'
  /** A reusable card token. */
  | 'tok'
  /** A tokenized bank account (paynote sourceId). */
  | 'ba'
  /** A fiat checkout session. */
  | 'cs'
  /** A mobile-wallet merchant session. */
  | 'ms'
  /** An ACH payout: the providerPayoutId. */
  | 'po';

export function newSandboxId(kind: SandboxIdKind): string {
  return `${kind}_${randomBytes(12).toString('hex')}`;
}
