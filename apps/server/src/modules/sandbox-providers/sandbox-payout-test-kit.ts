import { eq } from 'drizzle-orm';
import { SANDBOX_ACH_TEST_ROUTING_NUMBER } from '@app/contracts/payments';
import type { TestApp } from '../../test/test-app';
import { newPayoutId } from '../payments/payout-test-kit';
import type { PayoutRequest } from '../payments/payouts';
import { sandboxPayouts, sandboxWebhookOutbox } from './sandbox.tables';

/** Sandbox payouts settle and return at once in tests (their jobs still carry them). */
export const INSTANT_PAYOUTS_ENV = {
  SANDBOX_PAYOUT_SETTLE_SECONDS: '0',
  SANDBOX_PAYOUT_RETURN_SECONDS: '1',
};

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
