import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SANDBOX_ACH_TEST_ROUTING_NUMBER } from '@app/contracts/payments';
import { lastMessageTo, postJson } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import {
  INSTANT_PAYOUTS_ENV,
  sandboxPayoutRows,
} from '../sandbox-providers/sandbox-payout-test-kit';
import { expectLedgerBalanced, walletOf } from '../payments/payments-test-kit';
import { staffReauth, staffSignIn } from '../staff/staff-test-kit';
import {
  FAILED_ACCOUNT,
  IPPAY_BANK,
  RETURNED_ACCOUNT,
  readyPlayer,
  redeem,
  redeemBody,
  requestRow,
} from './redemptions-test-kit';

/**
 * Redemptions paid through the built-in sandbox ACH provider end to end: the payout job sends
 * to it, its jobs settle the payout and deliver signed webhooks to POST /payment/payout-webhook,
 * whose handler moves the redemption on (decisions 030, 031).
 */
let t: TestApp;
let finance: string;
beforeAll(async () => {
  t = await startTestApp({ env: INSTANT_PAYOUTS_ENV });
  finance = await staffSignIn(t, 'finance');
  await staffReauth(t, 'finance', finance);
});
afterAll(async () => {
  await t.close();
});

async function approvedTo(accountNumber: string, amount: number) {
  const player = await readyPlayer(t, { redeemable: 10_000 });
  const bank = {
    ...IPPAY_BANK,
    providerType: 'fiat',
    accountNumber,
    routingNumber: SANDBOX_ACH_TEST_ROUTING_NUMBER,
  };
  const res = await redeem(t, player.cookie, redeemBody(amount, bank));
  const id = (await json(res)).data.redemption.redeemRequestId as number;
  const approved = await postJson(t, `/admin/redemptions/${id}/approve`, {}, finance);
  expect(approved.status).toBe(200);
  return { ...player, id };
}

async function reaches(id: number, status: string) {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const row = await requestRow(t, id);
    if (row.status === status) return row;
    if (Date.now() > deadline) throw new Error(`redemption ${id} stayed ${row.status}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

describe('redemptions paid by the sandbox ACH provider', () => {
  it('is paid, then returned by the bank for the returned test account, with the SC back exactly', async () => {
    const paidOne = await approvedTo('000123456789', 21.5);
    const returnedOne = await approvedTo(RETURNED_ACCOUNT, 17.25);
    const paid = await reaches(paidOne.id, 'PAID');
    expect(paid.providerPayoutId).toBeTruthy();
    expect(await sandboxPayoutRows(t, `redemption-${paidOne.id}`)).toHaveLength(1);
    expect((await walletOf(t, paidOne.cookie)).scCoin.wsc).toBe(78.5);
    const returned = await reaches(returnedOne.id, 'RETURNED');
    expect(returned.reason).toBeTruthy();
    expect((await walletOf(t, returnedOne.cookie)).scCoin.wsc).toBe(100);
    expect((await lastMessageTo(t, returnedOne.player.email))?.bodyText).toContain(
      'Your bank returned the payment of $17.25',
    );
    await expectLedgerBalanced(t);
  });

  it('releases the hold when the sandbox fails the payout', async () => {
    const failing = await approvedTo(FAILED_ACCOUNT, 9);
    const failed = await reaches(failing.id, 'REJECTED');
    expect(failed.reason).toBeTruthy();
    expect((await walletOf(t, failing.cookie)).scCoin.wsc).toBe(100);
    await expectLedgerBalanced(t);
  });
});
