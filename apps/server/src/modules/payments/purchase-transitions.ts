import type { PurchaseStatus } from './purchases.repository';

/** What a provider said happened to a payment. */
export type PaymentEventType = 'pending' | 'succeeded' | 'failed' | 'refunded';

/**
 * What an event does to a purchase. The state machine (docs/decisions/012):
 * created → pending → succeeded | failed, succeeded → refunded, and a refund
 * that arrives before its success ends the purchase refunded with no credit.
 */
export type Transition =
  | { action: 'mark_pending' }
  | { action: 'credit' }
  | { action: 'fail' }
  | { action: 'refund_before_credit' }
  | { action: 'take_back' }
  | { action: 'ignore'; outcome: 'ignored_stale' | 'ignored_final' | 'ignored_after_failure' };

export function transitionFor(status: PurchaseStatus, event: PaymentEventType): Transition {
  switch (status) {
    case 'created':
    case 'pending':
      if (event === 'pending')
        return status === 'created'
          ? { action: 'mark_pending' }
          : { action: 'ignore', outcome: 'ignored_stale' };
      if (event === 'succeeded') return { action: 'credit' };
      if (event === 'failed') return { action: 'fail' };
      return { action: 'refund_before_credit' };
    case 'succeeded':
      // A failure or a late pending after the success changes nothing; only a refund does.
      return event === 'refunded'
        ? { action: 'take_back' }
        : { action: 'ignore', outcome: 'ignored_stale' };
    case 'failed':
      // Kept for operators: a success reported after a failure is money to reconcile by hand.
      return event === 'succeeded'
        ? { action: 'ignore', outcome: 'ignored_after_failure' }
        : { action: 'ignore', outcome: 'ignored_final' };
    case 'refunded':
      return { action: 'ignore', outcome: 'ignored_final' };
  }
}

/** A settled purchase no longer waits on its provider (a succeeded one may still be refunded). */
export const isSettled = (status: PurchaseStatus) =>
  status === 'succeeded' || status === 'failed' || status === 'refunded';
