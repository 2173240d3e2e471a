import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@app/contracts/error-codes';
import type { TRedemptionReview } from '@app/contracts/redemptions-admin';
import type { TRedemption } from '@app/contracts/redemptions';
import { getJson, postJson } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { auditLog } from '../audit/audit.tables';
import { expectLedgerBalanced, walletOf } from '../payments/payments-test-kit';
import { staffReauth, staffSignIn } from '../staff/staff-test-kit';
import { currentTaxYear } from '../tax/tax-test-kit';
import { users } from '../users/users.tables';
import {
  IPPAY_BANK,
  TestPayoutProvider,
  W9_PROFILE,
  freshSsn,
  readyPlayer,
  redeem,
  redeemBody,
  requestRow,
} from './redemptions-test-kit';

const provider = new TestPayoutProvider();
let t: TestApp;
let finance: string;
let admin: string;
beforeAll(async () => {
  t = await startTestApp({ payoutProvider: provider });
  provider.attach(t.app);
  finance = await staffSignIn(t, 'finance');
  admin = await staffSignIn(t, 'admin');
  await staffReauth(t, 'finance', finance);
  await staffReauth(t, 'admin', admin);
});
afterAll(async () => {
  await t.close();
});

async function dataOf(res: Response) {
  const body = await json(res);
  if (res.status !== 200)
    throw new Error(`expected 200, got ${res.status} ${JSON.stringify(body)}`);
  return body.data;
}

async function errorOf(res: Response) {
  const body = await json(res);
  return {
    status: res.status,
    errorCode: body.errors?.[0]?.errorCode,
    text: body.errors?.[0]?.description as string,
  };
}

async function reaches(id: number, status: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const row = await requestRow(t, id);
    if (row.status === status) return row;
    if (Date.now() > deadline) throw new Error(`redemption ${id} stayed ${row.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

const approve = (id: number, cookie = finance) =>
  postJson(t, `/admin/redemptions/${id}/approve`, {}, cookie);

/** A ready player (no profile, no SSN) with a PENDING request of `coins`, bank details given. */
async function pendingRequest(coins: number) {
  const player = await readyPlayer(t, { redeemable: coins * 100 });
  await t.db
    .update(users)
    .set({ maxRedeemableCents: 1_000_000 })
    .where(eq(users.id, player.userId));
  const answer = await dataOf(
    await redeem(t, player.cookie, redeemBody(coins, { ...IPPAY_BANK, providerType: 'fiat' })),
  );
  return { ...player, id: answer.redemption.redeemRequestId as number, answer };
}

async function listed(cookie: string, id: number): Promise<TRedemption | undefined> {
  const list = await dataOf(await getJson(t, '/payment/redeem-requests?page=1&limit=10', cookie));
  return list.rows.find((r: TRedemption) => r.redeemRequestId === id);
}

const approvalsOf = (id: number) =>
  t.db
    .select()
    .from(auditLog)
    .where(
      and(eq(auditLog.target, `redemption:${id}`), like(auditLog.action, 'redemption.approve%')),
    );

describe('the W-9 gate (decision 051)', () => {
  it('holds a payout that reaches the year’s $2,000 threshold until the W-9 is complete, then pays it', async () => {
    const year = currentTaxYear();
    const { id, cookie, answer } = await pendingRequest(2_000);
    // The player is told at once, and on their list, what the W-9 lacks.
    expect(answer.redemption.w9Missing).toEqual(['legalName', 'address', 'ssn']);
    expect((await listed(cookie, id))?.w9Missing).toEqual(['legalName', 'address', 'ssn']);
    const review: TRedemptionReview = await dataOf(
      await getJson(t, `/admin/redemptions/${id}`, finance),
    );
    expect(review).toMatchObject({
      taxYear: year,
      taxThreshold: 200_000,
      redeemedThisYear: 0,
      ssnOnFile: false,
      w9Missing: ['legalName', 'address', 'ssn'],
    });
    const walletBefore = await walletOf(t, cookie);

    const refused = await errorOf(await approve(id));
    expect(refused).toMatchObject({
      status: 409,
      errorCode: ERRORS.RedemptionW9Required.code,
    });
    expect(refused.text).toBe(
      `This payout is held until the player's W-9 is complete (missing: legal name, address and SSN). ` +
        `With it, their paid redemptions in ${year} reach the $2,000.00 1099-MISC threshold of that year. ` +
        `The player is asked to provide it on their redemptions list; approve once it is given.`,
    );
    // Nothing moved and nothing was written: still PENDING, no approval, no payout, no audit.
    expect(await requestRow(t, id)).toMatchObject({
      status: 'PENDING',
      firstApprovedByStaffId: null,
      approvedAt: null,
    });
    expect(await approvalsOf(id)).toEqual([]);
    expect(provider.sent.filter((p) => p.payoutId === `redemption-${id}`)).toEqual([]);
    expect(await walletOf(t, cookie)).toEqual(walletBefore);

    // The legal name and address alone are not enough: the SSN is still missing.
    expect((await postJson(t, '/user/profile', W9_PROFILE, cookie, 'PUT')).status).toBe(200);
    expect((await listed(cookie, id))?.w9Missing).toEqual(['ssn']);
    const stillHeld = await errorOf(await approve(id, admin));
    expect(stillHeld.errorCode).toBe(ERRORS.RedemptionW9Required.code);
    expect(stillHeld.text).toContain('(missing: SSN)');
    expect(await requestRow(t, id)).toMatchObject({
      status: 'PENDING',
      firstApprovedByStaffId: null,
    });

    // The SSN (the existing /kyc/update-ssn) completes it: two members approve, the ACH pays.
    expect((await postJson(t, '/kyc/update-ssn', { ssn: freshSsn() }, cookie)).status).toBe(200);
    expect((await listed(cookie, id))?.w9Missing).toEqual([]);
    expect((await dataOf(await getJson(t, `/admin/redemptions/${id}`, finance))).w9Missing).toEqual(
      [],
    );
    expect((await dataOf(await approve(id))).awaitingSecondApproval).toBe(true);
    expect((await dataOf(await approve(id, admin))).status).toBe('APPROVED');
    await reaches(id, 'PAID');
    expect(provider.sent.filter((p) => p.payoutId === `redemption-${id}`)).toHaveLength(1);
    const reviewAfter = await dataOf(await getJson(t, `/admin/redemptions/${id}`, finance));
    expect(reviewAfter).toMatchObject({ redeemedThisYear: 200_000, w9Missing: [] });
    await expectLedgerBalanced(t);
  });

  it('asks nothing of a payout that stays under the year’s threshold', async () => {
    const { id, cookie, answer } = await pendingRequest(1_999);
    expect(answer.redemption.w9Missing).toEqual([]);
    expect((await listed(cookie, id))?.w9Missing).toEqual([]);
    expect((await dataOf(await approve(id))).awaitingSecondApproval).toBe(true);
    expect((await dataOf(await approve(id, admin))).status).toBe('APPROVED');
    await reaches(id, 'PAID');
    await expectLedgerBalanced(t);
  });
});
