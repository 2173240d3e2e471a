import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TTaxReport, TTaxReportRow } from '@app/contracts/redemptions-admin';
import { getJson, postJson } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { expectLedgerBalanced } from '../payments/payments-test-kit';
import { auditOf, staffReauth, staffSignIn } from '../staff/staff-test-kit';
import { users } from '../users/users.tables';
import {
  IPPAY_BANK,
  TestPayoutProvider,
  giveW9,
  readyPlayer,
  redeem,
  redeemBody,
  requestRow,
} from './redemptions-test-kit';
import { redemptionRequests } from './redemptions.tables';

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

async function reaches(id: number, status: string) {
  const deadline = Date.now() + 20_000;
  for (;;) {
    const row = await requestRow(t, id);
    if (row.status === status) return row;
    if (Date.now() > deadline) throw new Error(`redemption ${id} stayed ${row.status}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/**
 * A player paid `cents` through the whole flow (request, approval, ACH payout), the payment then
 * dated `paidAt`: the report reads the moment of payment. With `w9`, the player completed the
 * W-9 first (a payment that reaches this year's threshold needs it).
 */
async function paidPlayer(cents: number, paidAt: string, options: { w9?: boolean } = {}) {
  const player = await readyPlayer(t, { redeemable: cents });
  await t.db
    .update(users)
    .set({ maxRedeemableCents: 1_000_000 })
    .where(eq(users.id, player.userId));
  if (options.w9) await giveW9(t, player.cookie);
  const answer = await dataOf(
    await redeem(
      t,
      player.cookie,
      redeemBody(cents / 100, { ...IPPAY_BANK, providerType: 'fiat' }),
    ),
  );
  const id = answer.redemption.redeemRequestId as number;
  const approved = await dataOf(await postJson(t, `/admin/redemptions/${id}/approve`, {}, finance));
  if (approved.awaitingSecondApproval)
    await dataOf(await postJson(t, `/admin/redemptions/${id}/approve`, {}, admin));
  await reaches(id, 'PAID');
  await t.db
    .update(redemptionRequests)
    .set({ paidAt: new Date(paidAt) })
    .where(eq(redemptionRequests.id, id));
  return { ...player, id };
}

async function reportOf(year: number): Promise<TTaxReport> {
  return dataOf(await getJson(t, `/admin/tax/threshold-report?year=${year}`, finance));
}
const rowOf = (report: TTaxReport, userId: number): TTaxReportRow | undefined =>
  report.rows.find((row) => row.userId === userId);

describe('the tax report by tax year (decision 051)', () => {
  it('applies $600 to 2025 and $2,000 to 2026, each year counted 1 January to 1 January US Eastern', async () => {
    const paid2025 = await paidPlayer(100_000, '2025-06-15T16:00:00Z');
    const paid2026 = await paidPlayer(100_000, '2026-06-15T16:00:00Z');
    const reached2026 = await paidPlayer(200_000, '2026-09-01T16:00:00Z', { w9: true });
    // 10 pm on 31 December 2025 in New York: a 2025 payment, though 2026 in UTC.
    const newYearsEve = await paidPlayer(70_000, '2026-01-01T03:00:00Z');
    // Midnight on 1 January 2026 in New York: the first instant of 2026.
    const newYear = await paidPlayer(70_000, '2026-01-01T05:00:00Z');

    const r2025 = await reportOf(2025);
    expect(r2025).toMatchObject({ taxYear: 2025, thresholdCents: 60_000 });
    expect(rowOf(r2025, paid2025.userId)).toMatchObject({
      redeemedTotal: 100_000,
      redemptionCount: 1,
    });
    expect(rowOf(r2025, newYearsEve.userId)).toMatchObject({ redeemedTotal: 70_000 });
    expect(rowOf(r2025, paid2026.userId)).toBeUndefined();
    expect(rowOf(r2025, newYear.userId)).toBeUndefined();

    const r2026 = await reportOf(2026);
    expect(r2026).toMatchObject({ taxYear: 2026, thresholdCents: 200_000 });
    expect(rowOf(r2026, paid2026.userId)).toBeUndefined();
    expect(rowOf(r2026, newYearsEve.userId)).toBeUndefined();
    // $700 is over 2025's $600 but under 2026's $2,000.
    expect(rowOf(r2026, newYear.userId)).toBeUndefined();
    expect(rowOf(r2026, reached2026.userId)).toEqual({
      userId: reached2026.userId,
      username: reached2026.player.userName,
      fullName: 'Jane Player',
      ssn: expect.stringMatching(/^\*\*\*-\*\*-\d{4}$/),
      redeemedTotal: 200_000,
      redemptionCount: 1,
    });
    await expectLedgerBalanced(t);
  });

  it('states the threshold it applied in the CSV, and the audit entry keeps it', async () => {
    const player = await paidPlayer(65_000, '2025-03-02T12:00:00Z');
    await t.db
      .update(users)
      .set({ firstName: 'Tax', lastName: 'Payer' })
      .where(eq(users.id, player.userId));
    const csv = await getJson(t, '/admin/tax/threshold-report?year=2025&format=csv', finance);
    expect(csv.status).toBe(200);
    expect(csv.headers.get('content-type')).toContain('text/csv');
    expect(csv.headers.get('content-disposition')).toContain('tax-threshold-2025.csv');
    const lines = (await csv.text()).split('\r\n');
    expect(lines[0]).toBe(
      'taxYear,thresholdApplied,userId,username,fullName,ssn,redeemedTotal,redemptionCount',
    );
    expect(lines).toContain(
      `"2025","600.00","${player.userId}","${player.player.userName}","Tax Payer","","650.00","1"`,
    );
    const [entry] = await auditOf(t, 'tax.report');
    expect(entry).toMatchObject({
      target: 'tax:2025',
      detail: { year: 2025, format: 'csv', thresholdCents: 60_000 },
    });
    const csv2026 = await (
      await getJson(t, '/admin/tax/threshold-report?year=2026&format=csv', finance)
    ).text();
    expect(csv2026).not.toContain(`"${player.userId}"`);
  });

  it('is refused to roles without tax.report and for a year outside 2000–2100', async () => {
    const support = await staffSignIn(t, 'support');
    expect((await getJson(t, '/admin/tax/threshold-report?year=2026', support)).status).toBe(403);
    const bad = await getJson(t, '/admin/tax/threshold-report?year=1999', finance);
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors[0].description).toContain('Give a tax year from 2000 to 2100.');
  });
});
