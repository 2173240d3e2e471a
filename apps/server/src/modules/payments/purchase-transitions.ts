import type { PurchaseStatus } from './purchases.repository';

/** What a provider said happened to a payment. */
export type PaymentEventType =
  'pending' | 'succeeded' | 'failed' | 'refunded' | 'disputed' | 'dispute_won' | 'dispute_lost';

const isDispute = (event: PaymentEventType) =>
  event === 'disputed' || event === 'dispute_won' || event === 'dispute_lost';

/**
 * What an event does to a purchase. The state machine (docs/decisions/012):
 * created → pending → succeeded | failed, succeeded → refunded, and a refund
 * that arrives before its success ends the purchase refunded with no credit.
 * Disputes (decision 055): succeeded → charged_back by a dispute (or by a lost
 * one whose opening never arrived), charged_back → succeeded when it is won; a
 * dispute of a payment not credited yet is refused so the provider sends it
 * again after the success.
 */
export type Transition =
  | { action: 'mark_pending' }
  | { action: 'credit' }
  | { action: 'fail' }
  | { action: 'refund_before_credit' }
  | { action: 'take_back' }
  | { action: 'charge_back'; final: boolean }
  | { action: 'reinstate' }
  | { action: 'dispute_lost' }
  | { action: 'defer_dispute' }
  | {
      action: 'ignore';
      outcome: 'ignored_stale' | 'ignored_final' | 'ignored_after_failure' | 'ignored_no_dispute';
    };

export function transitionFor(status: PurchaseStatus, event: PaymentEventType): Transition {
  switch (status) {
    case 'created':
    case 'pending':
      if (isDispute(event)) return { action: 'defer_dispute' };
      if (event === 'pending')
        return status === 'created'
          ? { action: 'mark_pending' }
          : { action: 'ignore', outcome: 'ignored_stale' };
      if (event === 'succeeded') return { action: 'credit' };
      if (event === 'failed') return { action: 'fail' };
      return { action: 'refund_before_credit' };
    case 'succeeded':
      // A failure or a late pending after the success changes nothing; a refund or a dispute does.
      if (event === 'refunded') return { action: 'take_back' };
      if (event === 'disputed') return { action: 'charge_back', final: false };
      if (event === 'dispute_lost') return { action: 'charge_back', final: true };
      if (event === 'dispute_won') return { action: 'ignore', outcome: 'ignored_no_dispute' };
      return { action: 'ignore', outcome: 'ignored_stale' };
    case 'charged_back':
      if (event === 'dispute_won') return { action: 'reinstate' };
      if (event === 'dispute_lost') return { action: 'dispute_lost' };
      return event === 'refunded'
        ? { action: 'ignore', outcome: 'ignored_final' }
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
  status === 'succeeded' ||
  status === 'failed' ||
  status === 'refunded' ||
  status === 'charged_back';
