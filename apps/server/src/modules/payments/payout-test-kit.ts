import { randomBytes } from 'node:crypto';
import { WEBHOOK_HEADERS } from '@app/contracts/payments';
import { signWebhook } from '../../platform/webhook-signature';
import type { TestApp } from '../../test/test-app';
import type { PayoutEvent } from './payouts';

/**
 * Payouts as the money module sees them: through the PayoutProvider interface and the payout
 * webhook. The sandbox's own rows and test account numbers are in
 * sandbox-providers/sandbox-payout-test-kit.ts.
 */
export const newPayoutId = () => `po_test_${randomBytes(6).toString('hex')}`;

/**
 * A payout handler standing in for the redemption module's: records each event it finished,
 * each call it got, and throws for a payout while told to.
 */
export function recordingPayoutHandler(t: TestApp) {
  const handled: PayoutEvent[] = [];
  const calls: PayoutEvent[] = [];
  const failuresLeft = new Map<string, number>();
  t.app.payouts.setEventHandler(async (event) => {
    calls.push(event);
    const left = failuresLeft.get(event.payoutId) ?? 0;
    if (left > 0) {
      failuresLeft.set(event.payoutId, left - 1);
      throw new Error('redemptions are offline');
    }
    handled.push(event);
  });
  return {
    /** Events the handler finished, of one payout. */
    handledOf: (payoutId: string) => handled.filter((e) => e.payoutId === payoutId),
    /** Every call the handler got for one payout (finished or thrown). */
    callsOf: (payoutId: string) => calls.filter((e) => e.payoutId === payoutId),
    /** The next `count` calls about this payout throw. */
    failNext(payoutId: string, count: number) {
      failuresLeft.set(payoutId, count);
    },
  };
}

/** POSTs a payout webhook signed with the app's secret (or another), stamped `at`. */
export function postPayoutWebhook(
  t: TestApp,
  rawBody: string,
  options: { at?: Date; secret?: string; signature?: string } = {},
) {
  const signed = signWebhook(
    options.secret ?? t.config.PAYMENT_WEBHOOK_SECRET,
    rawBody,
    options.at,
  );
  return t.request('/api/v1/payment/payout-webhook', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_HEADERS.TIMESTAMP]: signed.timestamp,
      [WEBHOOK_HEADERS.SIGNATURE]: options.signature ?? signed.signature,
    },
    body: rawBody,
  });
}
