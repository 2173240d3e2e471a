import { expect } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import {
  SANDBOX_TEST_CARDS,
  WEBHOOK_HEADERS,
  type WebhookEventType,
} from '@app/contracts/payments';
import { json, type TestApp } from '../../test/test-app';
import { getJson, postJson } from '../../test/accounts';
import { signWebhook } from '../../platform/webhook-signature';
import { ledgerCheck } from '../wallet/wallet-test-kit';
import { purchases } from './purchases.tables';

let eventSeq = 0;

/** A provider event as the providers send it (amount in cents). */
export function webhookEvent(
  type: WebhookEventType,
  referenceId: string,
  amount: number,
  data: Record<string, unknown> = {},
  id = `evt_test_${Date.now()}_${(eventSeq += 1)}`,
) {
  return {
    id,
    type,
    createdAt: new Date().toISOString(),
    data: { referenceId, amount, providerTransactionId: `tx_${referenceId}`, ...data },
  };
}

/** POSTs a webhook signed with the app's secret (or another), stamped `at`. */
export function postWebhook(
  t: TestApp,
  provider: string,
  event: unknown,
  options: { at?: Date; secret?: string; rawBody?: string } = {},
) {
  const rawBody = options.rawBody ?? JSON.stringify(event);
  const { timestamp, signature } = signWebhook(
    options.secret ?? t.config.PAYMENT_WEBHOOK_SECRET,
    rawBody,
    options.at,
  );
  return t.request(`/api/v1/payment/webhooks/${provider}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      [WEBHOOK_HEADERS.TIMESTAMP]: timestamp,
      [WEBHOOK_HEADERS.SIGNATURE]: signature,
    },
    body: rawBody,
  });
}

/** What the card form does in the browser: sends the card to the provider and keeps only the token. */
export async function cardToken(
  t: TestApp,
  cookie: string,
  cardNumber: string = SANDBOX_TEST_CARDS.approve,
) {
  const { tokenizeUrl } = (await json(await getJson(t, '/payment/get-funding-source', cookie))).data
    .providerData;
  const res = await t.request(tokenizeUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      cardNumber,
      expMonth: 12,
      expYear: new Date().getUTCFullYear() + 2,
      cvc: '123',
      name: 'Pat Player',
    }),
  });
  expect(res.status).toBe(200);
  return (await json(res)).token as string;
}

/** The player's wallet as the profile shows it (decimals). */
export async function walletOf(t: TestApp, cookie: string) {
  const body = await json(await getJson(t, '/user/profile', cookie));
  return body.data.userWallet as { gcCoin: number; scCoin: { wsc: number }; totalScCoin: number };
}

export async function profileOf(t: TestApp, cookie: string) {
  return (await json(await getJson(t, '/user/profile', cookie))).data;
}

export async function purchaseRow(t: TestApp, referenceId: string) {
  const [row] = await t.db.select().from(purchases).where(eq(purchases.referenceId, referenceId));
  if (!row) throw new Error(`no purchase ${referenceId}`);
  return row;
}

/** The ledger sums to zero per currency and no player account is negative or off its transfers. */
export async function expectLedgerBalanced(t: TestApp) {
  for (const row of await ledgerCheck(t.db))
    expect(row).toMatchObject({ total: 0, mismatched: 0, negative: 0 });
}

/** Starts a hosted-card purchase (init-pay IPPAY) and answers its init-pay data. */
export async function startHostedPurchase(
  t: TestApp,
  cookie: string,
  body: { packageId: number; amount: number; saveForFuture?: boolean },
) {
  const res = await postJson(
    t,
    '/payment/init-pay',
    { providerType: 'IPPAY', paymentType: 'deposit', ...body },
    cookie,
  );
  const answer = await json(res);
  if (res.status !== 200 || !answer.data.success)
    throw new Error(`init-pay failed: ${res.status} ${JSON.stringify(answer)}`);
  return answer.data as {
    link: string;
    data: { id: string; application: string; providerType: string };
    paymentData: Record<string, string | number | boolean>;
  };
}

/** Waits until `check` answers a value other than undefined (events the sandbox delivers by itself). */
export async function eventually<T>(
  check: () => Promise<T | undefined>,
  timeoutMs = 20_000,
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** Waits for a purchase to reach a status, through the player's status call. */
export function statusBecomes(t: TestApp, cookie: string, referenceId: string, status: string) {
  return eventually(async () => {
    const body = await json(await getJson(t, `/payment/status?referenceId=${referenceId}`, cookie));
    return body.data?.purchaseStatus === status ? body.data : undefined;
  });
}

/** Sets the store's settings for one test, then back to the seeded values. */
export async function withPaymentSettings<T>(
  t: TestApp,
  values: { dailyPurchaseLimitCents?: number; bankPurchasesEnabled?: boolean },
  work: () => Promise<T>,
) {
  await t.db.execute(
    sql`update payment_settings set daily_purchase_limit_cents = coalesce(${values.dailyPurchaseLimitCents ?? null}::bigint, daily_purchase_limit_cents), bank_purchases_enabled = coalesce(${values.bankPurchasesEnabled ?? null}::boolean, bank_purchases_enabled) where id = 1`,
  );
  try {
    return await work();
  } finally {
    await t.db.execute(
      sql`update payment_settings set daily_purchase_limit_cents = 500000, bank_purchases_enabled = true where id = 1`,
    );
  }
}
