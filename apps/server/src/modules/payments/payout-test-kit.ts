import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { SANDBOX_ACH_TEST_ROUTING_NUMBER, WEBHOOK_HEADERS } from '@app/contracts/payments';
import { signWebhook } from '../../platform/webhook-signature';
import type { TestApp } from '../../test/test-app';
import { sandboxPayouts, sandboxWebhookOutbox } from '../sandbox-providers/sandbox.tables';
import type { PayoutEvent, PayoutRequest } from './payouts';

/** Sandbox payouts settle and return at once in tests (their jobs still carry them). */
export const INSTANT_PAYOUTS_ENV = {
  SANDBOX_PAYOUT_SETTLE_SECONDS: '0',
  SANDBOX_PAYOUT_RETURN_SECONDS: '1',
};

export const newPayoutId = () => `po_test_${randomBytes(6).toString('hex')}`;

/** A payout request to the sandbox's test routing number; the account's last four pick the outcome. */
export function payoutRequest(
  last4 = '1234',
  overrides: Partial<PayoutRequest> = {},
): PayoutRequest {
  return {
    payoutId: newPayoutId(),
    amountCents: 2500,
    accountHolder: 'Pat Player',
    accountNumber: `98765${last4}`,
    routingNumber: SANDBOX_ACH_TEST_ROUTING_NUMBER,
    ...overrides,
  };
}

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

/** The sandbox's payout rows of one merchant payout id. */
export function sandboxPayoutRows(t: TestApp, payoutId: string) {
  return t.db.select().from(sandboxPayouts).where(eq(sandboxPayouts.payoutId, payoutId));
}

/** The sandbox's outbox rows (signed webhooks) about one payout, oldest first. */
export async function payoutOutboxRows(t: TestApp, payoutId: string) {
  const rows = await t.db
    .select()
    .from(sandboxWebhookOutbox)
    .where(eq(sandboxWebhookOutbox.provider, 'ach'))
    .orderBy(sandboxWebhookOutbox.id);
  return rows.filter(
    (r) => (r.payload as { data: { payoutId: string } }).data.payoutId === payoutId,
  );
}
