import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@app/contracts/error-codes';
import { SANDBOX_ACH_TEST_ROUTING_NUMBER } from '@app/contracts/payments';
import type {
  TReconciliationCase,
  TReconciliationRun,
  TTrialBalance,
} from '@app/contracts/reconciliation';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { easternDay } from '../bonuses/eastern-day';
import { expectLedgerBalanced } from '../payments/payments-test-kit';
import { purchases } from '../payments/purchases.tables';
import {
  buyPackage,
  FAILED_ACCOUNT,
  IPPAY_BANK,
  readyPlayer,
  redeem,
  redeemBody,
  requestRow,
  RETURNED_ACCOUNT,
  TestPayoutProvider,
} from '../redemptions/redemptions-test-kit';
import { redemptionRequests } from '../redemptions/redemptions.tables';
import { INSTANT_PAYOUTS_ENV } from '../sandbox-providers/sandbox-payout-test-kit';
import { sandboxCharges, sandboxPayouts } from '../sandbox-providers/sandbox.tables';
import { auditOf, staffReauth, staffSignIn } from '../staff/staff-test-kit';
import { dayBefore } from './reconciliation-day';
import { RECONCILIATION_QUEUE } from './reconciliation-module';
import { reconciliationCases, reconciliationRuns } from './reconciliation.tables';

/**
 * Daily reconciliation (decision 056) on the real database with the built-in sandbox providers:
 * purchases bought with the sandbox card and redemptions paid by the sandbox ACH provider, then
 * mismatches planted in the sandbox's own books (what a provider's statement would show).
 */
let t: TestApp;
let second: TestApp;
let finance: string;
const today = easternDay(new Date());
const yesterday = dayBefore(today);

beforeAll(async () => {
  t = await startTestApp({ env: INSTANT_PAYOUTS_ENV });
  // A second server instance on the same database, as in a scaled deployment.
  second = await startTestApp({ database: t.database, env: INSTANT_PAYOUTS_ENV });
  finance = await staffSignIn(t, 'finance');
  await staffReauth(t, 'finance', finance);
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

async function runDay(day: string, app: TestApp = t, cookie = finance) {
  const res = await postJson(app, '/admin/reconciliation/runs', { day }, cookie);
  const body = await json(res);
  if (res.status !== 200) throw new Error(`run failed: ${res.status} ${JSON.stringify(body)}`);
  return body.data.run as TReconciliationRun;
}

async function casesOf(query = '') {
  const res = await getJson(t, `/admin/reconciliation/cases?pageSize=100${query}`, finance);
  expect(res.status).toBe(200);
  return (await json(res)).data as { rows: TReconciliationCase[]; count: number };
}

async function trialBalance(day: string) {
  const res = await getJson(t, `/admin/reconciliation/trial-balance?day=${day}`, finance);
  expect(res.status).toBe(200);
  return (await json(res)).data as TTrialBalance;
}

const offLines = (balance: TTrialBalance) => balance.lines.filter((l) => !l.ok);

/** A redemption of `amount` SC to `accountNumber`, approved by finance (the payout job sends it). */
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
  return id;
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

/** A player who bought one package today: its reference (the purchase settled now). */
async function boughtToday() {
  const player = await signUpVerified(t);
  return buyPackage(t, player.cookie);
}

let paidId: number;
let pendingId: number;

describe('a clean day', () => {
  it('reconciles purchases and payouts with no case, today and yesterday', async () => {
    // readyPlayer settles its purchase 13 hours back: often yesterday, while the charge is today's.
    paidId = await approvedTo('000123456789', 21.5);
    const returnedId = await approvedTo(RETURNED_ACCOUNT, 17.25);
    const failedId = await approvedTo(FAILED_ACCOUNT, 9);
    await reaches(paidId, 'PAID');
    await reaches(returnedId, 'RETURNED');
    await reaches(failedId, 'REJECTED');
    // One request stays open, holding its SC.
    const waiting = await readyPlayer(t, { redeemable: 5_000 });
    const res = await redeem(
      t,
      waiting.cookie,
      redeemBody(12.34, { ...IPPAY_BANK, providerType: 'fiat' }),
    );
    expect(res.status).toBe(200);
    pendingId = (await json(res)).data.redemption.redeemRequestId as number;
    await boughtToday();

    const run = await runDay(today);
    expect(run).toMatchObject({ day: today, found: 0, opened: 0, skipped: [] });
    expect(run.finishedAt).not.toBeNull();
    const payouts = run.checked.find((c) => c.subject === 'payout');
    expect(payouts).toMatchObject({ provider: 'ach', ours: 3, theirs: 3, mismatches: 0 });
    const cards = run.checked.find((c) => c.provider === 'finix');
    expect(cards?.theirs).toBeGreaterThanOrEqual(5);
    expect((await runDay(yesterday)).found).toBe(0);
    expect((await casesOf()).count).toBe(0);
  });

  it('has a trial balance that sums to zero, holds the open requests and matches what was paid', async () => {
    const balance = await trialBalance(today);
    expect(offLines(balance)).toEqual([]);
    expect(balance.skipped).toEqual([]);
    const line = (check: string, currency = 'SC') =>
      balance.lines.find((l) => l.check === check && l.currency === currency);
    expect(line('ledger', 'GC')?.first.amount).toBeGreaterThan(0);
    expect(line('ledger', 'SC')?.difference).toBe(0);
    expect(line('holds')).toMatchObject({ first: { amount: 1234 }, second: { amount: 1234 } });
    // Paid 21.50; 17.25 was paid and returned; 9.00 failed.
    expect(line('paid')).toMatchObject({ first: { amount: 2150 }, second: { amount: 2150 } });
    await expectLedgerBalanced(t);
  });
});

describe('planted mismatches', () => {
  let changed: string;
  let deleted: string;
  const ghost = `ghost-${randomUUID()}`;

  it('open exactly the right cases: amount, missing on each side, status', async () => {
    changed = await boughtToday();
    deleted = await boughtToday();
    await t.db
      .update(sandboxCharges)
      .set({ amountCents: sql`${sandboxCharges.amountCents} + 100` })
      .where(eq(sandboxCharges.referenceId, changed));
    await t.db.delete(sandboxCharges).where(eq(sandboxCharges.referenceId, deleted));
    await t.db.insert(sandboxCharges).values({
      id: `ch_${randomUUID()}`,
      provider: 'finix',
      referenceId: ghost,
      amountCents: 4_999,
      status: 'succeeded',
    });
    // The bank returned the paid payout, and the provider says so; our redemption is still PAID.
    await t.db
      .update(sandboxPayouts)
      .set({ status: 'returned' })
      .where(eq(sandboxPayouts.payoutId, `redemption-${paidId}`));

    const run = await runDay(today);
    expect(run).toMatchObject({ found: 4, opened: 4 });
    const { rows } = await casesOf();
    const summary = rows.map((c) => [c.kind, c.provider, c.reference, c.ours, c.theirs]);
    expect(summary).toHaveLength(4);
    expect(summary).toEqual(
      expect.arrayContaining([
        [
          'AMOUNT_DIFFERS',
          'finix',
          changed,
          { amountCents: 999, status: 'settled' },
          { amountCents: 1_099, status: 'settled' },
        ],
        ['MISSING_THEIRS', 'finix', deleted, { amountCents: 999, status: 'settled' }, null],
        ['MISSING_OURS', 'finix', ghost, null, { amountCents: 4_999, status: 'settled' }],
        [
          'STATUS_DIFFERS',
          'ach',
          `redemption-${paidId}`,
          { amountCents: 2_150, status: 'paid' },
          { amountCents: 2_150, status: 'returned' },
        ],
      ]),
    );
    expect(rows.every((c) => c.status === 'OPEN' && c.day === today && c.resolution === null)).toBe(
      true,
    );
    // Yesterday knows none of them.
    expect((await runDay(yesterday)).found).toBe(0);
  });

  it('are not opened again by a second run of the day', async () => {
    const run = await runDay(today);
    expect(run).toMatchObject({ found: 4, opened: 0 });
    expect((await casesOf()).count).toBe(4);
  });

  it('make one set of cases when two instances run the day at once', async () => {
    const another = await boughtToday();
    await t.db
      .update(sandboxCharges)
      .set({ amountCents: 1 })
      .where(eq(sandboxCharges.referenceId, another));
    const runs = await Promise.all([
      runDay(today),
      runDay(today, second),
      runDay(today),
      runDay(today, second),
    ]);
    expect(runs.map((r) => r.found)).toEqual([5, 5, 5, 5]);
    expect(runs.reduce((sum, r) => sum + r.opened, 0)).toBe(1);
    const { rows } = await casesOf(`&day=${today}&kind=AMOUNT_DIFFERS`);
    expect(rows.map((c) => c.reference).sort()).toEqual([another, changed].sort());
    expect((await casesOf()).count).toBe(5);
  });

  it('a purchase we have settled that the provider never charged is a case too', async () => {
    const reference = `ours-only-${randomUUID()}`;
    const [template] = await t.db
      .select()
      .from(purchases)
      .where(eq(purchases.referenceId, changed));
    if (!template) throw new Error('no purchase to copy');
    const { id: _id, ...copy } = template;
    await t.db.insert(purchases).values({ ...copy, referenceId: reference, amountCents: 2_500 });
    const run = await runDay(today);
    expect(run.opened).toBe(1);
    const { rows } = await casesOf('&kind=MISSING_THEIRS');
    expect(rows.find((c) => c.reference === reference)).toMatchObject({
      provider: 'finix',
      ours: { amountCents: 2_500, status: 'settled' },
      theirs: null,
    });
  });

  it('lists the runs of a day, newest first, saying who started each', async () => {
    const res = await getJson(t, `/admin/reconciliation/runs?day=${today}`, finance);
    expect(res.status).toBe(200);
    const runs = (await json(res)).data.runs as TReconciliationRun[];
    expect(runs.length).toBeGreaterThanOrEqual(7);
    expect(runs[0]!.id).toBeGreaterThan(runs[1]!.id);
    expect(runs[0]!.startedBy).toContain('@');
  });
});

describe('resolving a case', () => {
  it('keeps the note and who resolved it, audited; a resolved case stays resolved', async () => {
    const { rows } = await casesOf('&status=OPEN&kind=MISSING_OURS');
    const open = rows[0]!;
    const res = await postJson(
      t,
      `/admin/reconciliation/cases/${open.id}/resolve`,
      { note: '  Test charge made by hand at the provider; refunded there.  ' },
      finance,
    );
    expect(res.status).toBe(200);
    const resolved = (await json(res)).data.case as TReconciliationCase;
    expect(resolved).toMatchObject({
      status: 'RESOLVED',
      resolution: { note: 'Test charge made by hand at the provider; refunded there.' },
    });
    expect(resolved.resolution?.by.email).toContain('@');
    const [entry] = await auditOf(t, 'reconciliation.resolve');
    expect(entry).toMatchObject({
      target: `reconciliation-case:${open.id}`,
      detail: expect.objectContaining({
        kind: 'MISSING_OURS',
        theirsAmount: 4_999,
        oursAmount: null,
      }),
    });

    const again = await postJson(
      t,
      `/admin/reconciliation/cases/${open.id}/resolve`,
      { note: 'again' },
      finance,
    );
    expect(again.status).toBe(409);
    expect((await json(again)).errors[0].errorCode).toBe(ERRORS.ReconciliationCaseResolved.code);
    // A later run finds the mismatch again and leaves the case resolved.
    expect((await runDay(today)).opened).toBe(0);
    const [row] = await t.db
      .select()
      .from(reconciliationCases)
      .where(eq(reconciliationCases.id, open.id));
    expect(row?.status).toBe('RESOLVED');
    expect((await casesOf('&status=RESOLVED')).count).toBe(1);
  });

  it('refuses an empty note, an unknown case and a bad id, and changes nothing', async () => {
    const { rows } = await casesOf('&status=OPEN');
    const empty = await postJson(
      t,
      `/admin/reconciliation/cases/${rows[0]!.id}/resolve`,
      { note: '   ' },
      finance,
    );
    expect(empty.status).toBe(400);
    const unknown = await postJson(
      t,
      '/admin/reconciliation/cases/999999/resolve',
      { note: 'x' },
      finance,
    );
    expect(unknown.status).toBe(404);
    const bad = await postJson(
      t,
      '/admin/reconciliation/cases/abc/resolve',
      { note: 'x' },
      finance,
    );
    expect(bad.status).toBe(400);
    expect((await casesOf('&status=OPEN')).count).toBe(rows.length);
  });
});

describe('the trial balance', () => {
  it('flags a planted imbalance in the redemption holds by its amount', async () => {
    await t.db
      .update(redemptionRequests)
      .set({ amount: sql`${redemptionRequests.amount} + 100` })
      .where(eq(redemptionRequests.id, pendingId));
    try {
      const balance = await trialBalance(today);
      expect(offLines(balance)).toEqual([
        expect.objectContaining({
          check: 'holds',
          first: expect.objectContaining({ amount: 1_234 }),
          second: expect.objectContaining({ amount: 1_334 }),
          difference: -100,
          ok: false,
        }),
      ]);

      const csv = await t.request(
        `/api/v1/admin/reconciliation/trial-balance?day=${today}&format=csv`,
        { headers: { cookie: finance } },
      );
      expect(csv.status).toBe(200);
      expect(csv.headers.get('content-type')).toContain('text/csv');
      expect(csv.headers.get('content-disposition')).toContain(`trial-balance-${today}.csv`);
      const lines = (await csv.text()).trim().split('\r\n');
      expect(lines[0]).toBe(
        'day,asOf,currency,check,line,first,firstAmount,second,secondAmount,difference,result',
      );
      const holds = lines.find((l) => l.includes(',holds,'));
      expect(holds).toContain(',12.34,');
      expect(holds).toContain(',13.34,-1.00,Off by -1.00');
      expect(lines.filter((l) => l.endsWith(',OK'))).toHaveLength(3);
    } finally {
      await t.db
        .update(redemptionRequests)
        .set({ amount: sql`${redemptionRequests.amount} - 100` })
        .where(eq(redemptionRequests.id, pendingId));
    }
    expect(offLines(await trialBalance(today))).toEqual([]);
  });

  it('of a past day is the ledger as it stood at its end', async () => {
    const balance = await trialBalance('2020-01-15');
    expect(balance.asOf).toBe('2020-01-16T05:00:00.000Z');
    expect(offLines(balance)).toEqual([]);
    expect(balance.lines.every((l) => l.first.amount === 0 && l.second.amount === 0)).toBe(true);
  });
});

describe('days, roles and the job', () => {
  it('refuses a day not begun and a day that is no date, and runs nothing', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(reconciliationRuns);
    const future = await postJson(t, '/admin/reconciliation/runs', { day: '2999-01-01' }, finance);
    expect(future.status).toBe(400);
    expect((await json(future)).errors[0].errorCode).toBe(ERRORS.ReconciliationDayNotBegun.code);
    for (const day of ['2026-02-30', 'yesterday', '', 20260101]) {
      const res = await postJson(t, '/admin/reconciliation/runs', { day }, finance);
      expect(res.status).toBe(400);
      expect((await json(res)).errors[0].errorCode).toBe(ERRORS.ValidationError.code);
    }
    const tb = await getJson(t, '/admin/reconciliation/trial-balance?day=2999-01-01', finance);
    expect(tb.status).toBe(400);
    const badFilter = await getJson(t, '/admin/reconciliation/cases?kind=LOST', finance);
    expect(badFilter.status).toBe(400);
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(reconciliationRuns);
    expect(after).toEqual(before);
  });

  it('lets finance, admin and compliance read, finance and admin resolve and run, others nothing', async () => {
    const cookies = {
      admin: await staffSignIn(t, 'admin'),
      compliance: await staffSignIn(t, 'compliance'),
      support: await staffSignIn(t, 'support'),
      content: await staffSignIn(t, 'content'),
    };
    const read = (cookie: string) => getJson(t, `/admin/reconciliation/cases`, cookie);
    expect((await read(cookies.admin)).status).toBe(200);
    expect((await read(cookies.compliance)).status).toBe(200);
    expect((await read(cookies.support)).status).toBe(403);
    expect((await read(cookies.content)).status).toBe(403);
    const tb = (cookie: string) =>
      getJson(t, `/admin/reconciliation/trial-balance?day=${today}`, cookie);
    expect((await tb(cookies.compliance)).status).toBe(200);
    expect((await tb(cookies.support)).status).toBe(403);
    const { rows } = await casesOf('&status=OPEN');
    const resolve = (cookie: string) =>
      postJson(t, `/admin/reconciliation/cases/${rows[0]!.id}/resolve`, { note: 'n' }, cookie);
    expect((await resolve(cookies.compliance)).status).toBe(403);
    expect((await resolve(cookies.support)).status).toBe(403);
    expect((await runDay(yesterday, t, cookies.admin)).startedBy).toContain('@');
    const run = await postJson(t, '/admin/reconciliation/runs', { day: today }, cookies.compliance);
    expect(run.status).toBe(403);
    expect((await casesOf('&status=OPEN')).count).toBe(rows.length);
    const player = await signUpVerified(t);
    expect((await read(player.cookie)).status).toBe(401);
  });

  it('the daily job reconciles the US Eastern day before', async () => {
    const id = await t.app.jobs.send(RECONCILIATION_QUEUE, {});
    expect(id).toBeTruthy();
    const deadline = Date.now() + 20_000;
    for (;;) {
      const rows = await t.db
        .select()
        .from(reconciliationRuns)
        .where(and(eq(reconciliationRuns.day, yesterday), sql`started_by_email is null`));
      if (rows.some((r) => r.finishedAt !== null)) break;
      if (Date.now() > deadline) throw new Error('the reconciliation job did not run');
      await new Promise((r) => setTimeout(r, 100));
    }
  });

  it('skips a payout provider without a statement, and says so', async () => {
    const provider = new TestPayoutProvider();
    const third = await startTestApp({ database: t.database, payoutProvider: provider });
    try {
      // The staff session lives in the shared database: finance's cookie holds on this instance.
      const cookie = finance;
      const run = await runDay(today, third, cookie);
      expect(run.skipped).toEqual([
        {
          provider: 'test-ach',
          subject: 'payout',
          reason: 'No statement is configured for this provider',
        },
      ]);
      expect(run.checked.map((c) => c.subject)).not.toContain('payout');
      const res = await getJson(third, `/admin/reconciliation/trial-balance?day=${today}`, cookie);
      const balance = (await json(res)).data as TTrialBalance;
      expect(balance.skipped.map((s) => s.check)).toEqual(['paid']);
      expect(balance.lines.map((l) => l.check)).not.toContain('paid');
    } finally {
      await third.close();
    }
  });
});
