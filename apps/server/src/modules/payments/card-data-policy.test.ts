import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import { queryRows } from '../../db/database';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { postJson, signUpVerified } from '../../test/accounts';
import { hiddenFields, postForm } from '../sandbox-providers/sandbox-test-kit';
import { eventually, startHostedPurchase } from './payments-test-kit';

/** Everything the app logs, at the most talkative level, kept to search through. */
const logLines: string[] = [];
let t: TestApp;

beforeAll(async () => {
  t = await startTestApp({ logLines });
});
afterAll(async () => {
  await t.close();
});

const ALL_CARDS = Object.values(SANDBOX_TEST_CARDS);
const ACCOUNT_NUMBER = '000987654321';
const nextYear = new Date().getUTCFullYear() + 2;

/** Every text and JSON column of the payments tables, as text, one row per value. */
async function paymentTablesText() {
  const columns = await queryRows<{ table_name: string; column_name: string }>(
    t.db,
    sql`select table_name, column_name from information_schema.columns
        where table_schema = current_schema()
          and table_name in ('purchases', 'saved_cards', 'payment_events', 'funding_sources', 'payment_profiles')
          and data_type in ('text', 'jsonb', 'json', 'character varying')`,
  );
  expect(columns.length).toBeGreaterThan(15);
  const values: string[] = [];
  for (const { table_name: table, column_name: column } of columns) {
    const rows = await queryRows<{ value: string | null }>(
      t.db,
      sql`select ${sql.identifier(column)}::text as value from ${sql.identifier(table)}`,
    );
    values.push(...rows.map((r) => r.value ?? ''));
  }
  return values.join('\n');
}

describe('card and bank numbers', () => {
  it('never reach the payments tables or the logs, whichever way the player pays', async () => {
    const { cookie, userId } = await signUpVerified(t);
    for (const cardNumber of ALL_CARDS) {
      // The card form: the number goes to the provider, the merchant sees a token.
      const tokenized = await t.request('/sandbox/finix/tokens', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          cardNumber,
          expMonth: 12,
          expYear: nextYear,
          cvc: '123',
          name: 'Pat',
        }),
      });
      const { token } = await json(tokenized);
      await postJson(
        t,
        '/payment/finix/create-instrument',
        { packageId: 1, amount: 1.99, type: 'TOKEN', token, cardData: { saveForFuture: true } },
        cookie,
      );

      // The hosted page: the number is typed into the provider's page in the frame.
      const started = await startHostedPurchase(t, cookie, {
        packageId: 1,
        amount: 1.99,
        saveForFuture: true,
      });
      const data = started.paymentData;
      const opened = await postForm(t, String(data.actionUrl), {
        MID: String(data.mid),
        ReferenceID: String(data.referenceID),
        Amount: Number(data.amount).toFixed(2),
        Token: String(data.token),
        SaveForFuture: 'true',
        CallbackURL: String(data.callbackUrl),
        PaymentType: 'CC',
        TransactionType: 'SALE',
      });
      await postForm(t, '/sandbox/ippay/hosted-payment/submit', {
        ...hiddenFields(await opened.text()),
        cardNumber,
        expiry: `12/${nextYear % 100}`,
        cvc: '123',
        cardName: 'Pat Player',
      });
    }
    // Settle the pending card and wait for every webhook: all the card purchases end.
    await t.app.runSandboxDue(
      new Date(Date.now() + (t.config.SANDBOX_CARD_SETTLE_SECONDS + 1) * 1000),
    );
    await eventually(async () => {
      const [row] = await queryRows<{ waiting: number }>(
        t.db,
        sql`select count(*)::int as waiting from purchases where user_id = ${userId} and status in ('created', 'pending')`,
      );
      return row?.waiting === 0 ? true : undefined;
    });
    const form = new FormData();
    for (const [k, v] of Object.entries({
      accountHolderName: 'Pat Player',
      bankName: 'Test Bank',
      accountNumber: ACCOUNT_NUMBER,
      routingNumber: '021000021',
      accountType: 'savings',
    }))
      form.append(k, v);
    const bank = await t.request('/api/v1/payment/bank-details', {
      method: 'PUT',
      headers: { cookie },
      body: form,
    });
    expect(bank.status).toBe(200);
    await postJson(t, '/payment/paynote', { packageId: 1, amount: 1.99 }, cookie);

    const stored = await paymentTablesText();
    expect(stored).toContain('4242');
    const logs = logLines.join('');
    expect(logs).toContain('/payment/finix/create-instrument');
    for (const secret of [...ALL_CARDS, ACCOUNT_NUMBER]) {
      expect(stored).not.toContain(secret);
      expect(logs).not.toContain(secret);
    }
  });
});
