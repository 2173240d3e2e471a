import { randomUUID } from 'node:crypto';
import { count, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  DEFAULT_ADJUSTMENT_THRESHOLDS,
  type TAdjustment,
  type TAdjustmentRequest,
  type TAdjustmentSettings,
} from '@app/contracts/adjustments';
import { WALLET_EVENTS } from '@app/contracts/realtime';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { collect, connectWallet, waitFor } from '../realtime/socket-test-kit';
import { auditOf, staffReauth, staffSignIn } from '../staff/staff-test-kit';
import { staffSessions } from '../staff/staff.tables';
import { fundPlayer, ledgerCheck } from '../wallet/wallet-test-kit';
import { walletAccounts, walletOperations, walletTransfers } from '../wallet/wallet.tables';
import { balanceAdjustments } from './adjustments.tables';

/** The threshold of both coins in this file's tests: 100.00 coins (10000 hundredths). */
const THRESHOLD = 10_000;
const BOTH_AT_THRESHOLD = { gcThreshold: THRESHOLD, scThreshold: THRESHOLD };

let t: TestApp;
let finance: string;
let admin: string;
let atStart: TAdjustmentSettings;
beforeAll(async () => {
  t = await startTestApp();
  finance = await staffSignIn(t, 'finance');
  admin = await staffSignIn(t, 'admin');
  atStart = (await json(await getJson(t, '/admin/settings/adjustments', finance))).data;
  const set = await postJson(
    t,
    '/admin/settings/adjustments',
    { ...BOTH_AT_THRESHOLD, reason: 'Lower thresholds for the tests' },
    admin,
    'PUT',
  );
  if (set.status !== 200) throw new Error(`thresholds not set: ${set.status}`);
});
afterAll(async () => {
  await t.close();
});

const ask = (
  userId: number,
  body: Partial<TAdjustmentRequest> | Record<string, unknown>,
  cookie = finance,
) =>
  postJson(
    t,
    `/admin/players/${userId}/adjustments`,
    {
      account: 'GC',
      direction: 'credit',
      reason: 'GOODWILL',
      comment: 'Sorry for the wait',
      ...body,
    },
    cookie,
  );

async function adjustmentOf(res: Response): Promise<TAdjustment> {
  const body = await json(res);
  if (res.status !== 200)
    throw new Error(`expected 200, got ${res.status} ${JSON.stringify(body)}`);
  return body.data.adjustment as TAdjustment;
}

const approve = (id: number, cookie = admin, body: Record<string, unknown> = {}) =>
  postJson(t, `/admin/adjustments/${id}/approve`, body, cookie);
const reject = (id: number, cookie = admin, comment: unknown = 'Not justified') =>
  postJson(t, `/admin/adjustments/${id}/reject`, { comment }, cookie);

async function errorCode(res: Response) {
  return [res.status, (await json(res)).errors?.[0]?.errorCode];
}

/** The player's balances straight from the ledger's accounts. */
async function balancesOf(userId: number) {
  const rows = await t.db
    .select({ kind: walletAccounts.kind, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId));
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance ?? 0;
  return { GC: of('GC'), SC_UNPLAYED: of('SC_UNPLAYED'), SC_REDEEMABLE: of('SC_REDEEMABLE') };
}

/** The transfers the ledger holds for one adjustment. */
async function transfersOf(adjustmentId: number) {
  return t.db
    .select({
      kind: walletTransfers.kind,
      amount: walletTransfers.amount,
      currency: walletTransfers.currency,
    })
    .from(walletTransfers)
    .innerJoin(walletOperations, eq(walletOperations.id, walletTransfers.operationId))
    .where(eq(walletOperations.reference, `adjustment:${adjustmentId}`));
}

async function adjustmentCount(userId: number) {
  const [row] = await t.db
    .select({ n: count() })
    .from(balanceAdjustments)
    .where(eq(balanceAdjustments.userId, userId));
  return row?.n ?? 0;
}

async function expectLedgerBalanced() {
  for (const row of await ledgerCheck(t.db)) {
    expect(row).toMatchObject({ total: 0, mismatched: 0, negative: 0 });
  }
}

describe('asking for an adjustment', () => {
  it('applies one at the threshold at once: exact balance, one transfer, audited with before and after', async () => {
    const { userId } = await signUpVerified(t);
    const before = await balancesOf(userId);
    const adjustment = await adjustmentOf(await ask(userId, { amount: THRESHOLD }));
    expect(adjustment).toMatchObject({
      status: 'APPLIED',
      account: 'GC',
      amount: THRESHOLD,
      threshold: THRESHOLD,
      decidedBy: null,
      balanceBefore: before.GC,
      balanceAfter: before.GC + THRESHOLD,
    });
    expect((await balancesOf(userId)).GC).toBe(before.GC + THRESHOLD);
    expect(await transfersOf(adjustment.id)).toEqual([
      { kind: 'adjustment', amount: THRESHOLD, currency: 'GC' },
    ]);
    const [entry] = await auditOf(t, 'adjustment.apply', userId);
    expect(entry).toMatchObject({
      target: `adjustment:${adjustment.id}`,
      before: { balance: before.GC },
      after: { status: 'APPLIED', balance: before.GC + THRESHOLD },
      detail: { amount: THRESHOLD, reason: 'GOODWILL', comment: 'Sorry for the wait' },
    });
    await expectLedgerBalanced();
  });

  it('credits the SC account it names', async () => {
    const { userId } = await signUpVerified(t);
    const before = await balancesOf(userId);
    await adjustmentOf(await ask(userId, { account: 'SC_REDEEMABLE', amount: 1_234 }));
    await adjustmentOf(await ask(userId, { account: 'SC_UNPLAYED', amount: 99 }));
    expect(await balancesOf(userId)).toEqual({
      GC: before.GC,
      SC_UNPLAYED: before.SC_UNPLAYED + 99,
      SC_REDEEMABLE: before.SC_REDEEMABLE + 1_234,
    });
  });

  it('refuses a debit below zero at once (4010) and writes nothing', async () => {
    const { userId } = await signUpVerified(t);
    const before = await balancesOf(userId);
    const auditCount = (await auditOf(t, 'adjustment.apply', userId)).length;
    const res = await ask(userId, {
      account: 'SC_REDEEMABLE',
      direction: 'debit',
      amount: before.SC_REDEEMABLE + 1,
    });
    expect(await errorCode(res)).toEqual([409, 4010]);
    expect(await balancesOf(userId)).toEqual(before);
    expect(await adjustmentCount(userId)).toBe(0);
    expect(await auditOf(t, 'adjustment.apply', userId)).toHaveLength(auditCount);
  });

  it('refuses a pending debit the balance already cannot cover', async () => {
    const { userId } = await signUpVerified(t);
    const before = await balancesOf(userId);
    const res = await ask(userId, { direction: 'debit', amount: before.GC + THRESHOLD + 1 });
    expect(await errorCode(res)).toEqual([409, 4010]);
    expect(await adjustmentCount(userId)).toBe(0);
  });

  it('refuses bad input with a validation error and writes nothing', async () => {
    const { userId } = await signUpVerified(t);
    for (const body of [
      { amount: 0 },
      { amount: -5 },
      { amount: 12.5 },
      { amount: '100' },
      { amount: 100_000_001 },
      { amount: 100, comment: '   ' },
      { amount: 100, comment: 'x'.repeat(501) },
      { amount: 100, reason: 'BIRTHDAY' },
      { amount: 100, account: 'SC' },
      { amount: 100, direction: 'sideways' },
    ]) {
      const res = await ask(userId, body);
      expect([body, (await errorCode(res))[0]]).toEqual([body, 400]);
    }
    expect(await adjustmentCount(userId)).toBe(0);
    expect(await errorCode(await ask(999_999_999, { amount: 100 }))).toEqual([404, 1004]);
  });

  it('needs an Idempotency-Key, and a replayed key answers the first answer and moves nothing more', async () => {
    const { userId } = await signUpVerified(t);
    const path = `/api/v1/admin/players/${userId}/adjustments`;
    const body = JSON.stringify({
      account: 'GC',
      direction: 'credit',
      amount: 500,
      reason: 'PROMOTION',
      comment: 'Promo',
    });
    const headers = { 'content-type': 'application/json', cookie: finance };
    const bare = await t.request(path, { method: 'POST', headers, body });
    expect(await errorCode(bare)).toEqual([400, 1010]);
    const key = randomUUID();
    const keyed = { ...headers, 'idempotency-key': key };
    const first = await adjustmentOf(
      await t.request(path, { method: 'POST', headers: keyed, body }),
    );
    const again = await t.request(path, { method: 'POST', headers: keyed, body });
    expect(again.headers.get('idempotent-replayed')).toBe('true');
    expect((await adjustmentOf(again)).id).toBe(first.id);
    expect(await adjustmentCount(userId)).toBe(1);
    expect(first.balanceAfter).toBe((await balancesOf(userId)).GC);
  });
});

describe('four eyes above the threshold', () => {
  it('waits PENDING, refuses its requester, and applies once when a second member approves', async () => {
    const { userId } = await signUpVerified(t);
    const before = await balancesOf(userId);
    const pending = await adjustmentOf(
      await ask(userId, {
        account: 'SC_REDEEMABLE',
        amount: THRESHOLD + 1,
        reason: 'COMPENSATION',
      }),
    );
    expect(pending).toMatchObject({
      status: 'PENDING',
      balanceBefore: null,
      balanceAfter: null,
      requestedBy: { email: expect.stringContaining('finance') },
    });
    expect(await balancesOf(userId)).toEqual(before);
    expect(await transfersOf(pending.id)).toEqual([]);
    expect((await auditOf(t, 'adjustment.request', userId))[0]).toMatchObject({
      target: `adjustment:${pending.id}`,
      after: { status: 'PENDING', amount: THRESHOLD + 1, account: 'SC_REDEEMABLE' },
    });

    expect(await errorCode(await approve(pending.id, finance))).toEqual([403, 4008]);
    expect(await errorCode(await reject(pending.id, finance))).toEqual([403, 4008]);
    expect(await balancesOf(userId)).toEqual(before);

    const applied = await adjustmentOf(await approve(pending.id, admin, { comment: 'Checked' }));
    expect(applied).toMatchObject({
      status: 'APPLIED',
      decidedBy: { email: expect.stringContaining('admin') },
      decisionComment: 'Checked',
      balanceBefore: before.SC_REDEEMABLE,
      balanceAfter: before.SC_REDEEMABLE + THRESHOLD + 1,
    });
    expect(await balancesOf(userId)).toEqual({
      ...before,
      SC_REDEEMABLE: before.SC_REDEEMABLE + THRESHOLD + 1,
    });
    expect(await transfersOf(pending.id)).toHaveLength(1);
    const [entry] = await auditOf(t, 'adjustment.approve', userId);
    expect(entry).toMatchObject({
      target: `adjustment:${pending.id}`,
      staffEmail: expect.stringContaining('admin'),
      before: { status: 'PENDING', balance: before.SC_REDEEMABLE },
      after: { status: 'APPLIED', balance: before.SC_REDEEMABLE + THRESHOLD + 1 },
    });

    expect(await errorCode(await approve(pending.id))).toEqual([409, 4009]);
    expect(await errorCode(await reject(pending.id))).toEqual([409, 4009]);
    expect(await transfersOf(pending.id)).toHaveLength(1);
    await expectLedgerBalanced();
  });

  it('credits exactly once under 20 concurrent approvals', async () => {
    const { userId } = await signUpVerified(t);
    const before = await balancesOf(userId);
    const amount = 123_456;
    const pending = await adjustmentOf(await ask(userId, { amount }));
    const answers = await Promise.all(Array.from({ length: 20 }, () => approve(pending.id)));
    const results = await Promise.all(answers.map(errorCode));
    expect(results.filter(([status]) => status === 200)).toHaveLength(1);
    expect(results.filter(([status, code]) => status === 409 && code === 4009)).toHaveLength(19);
    expect((await balancesOf(userId)).GC).toBe(before.GC + amount);
    expect(await transfersOf(pending.id)).toEqual([{ kind: 'adjustment', amount, currency: 'GC' }]);
    expect(
      (await auditOf(t, 'adjustment.approve', userId)).filter(
        (e) => e.target === `adjustment:${pending.id}`,
      ),
    ).toHaveLength(1);
    await expectLedgerBalanced();
  });

  it('refuses an approval the balance no longer covers (4010): nothing moves and it stays PENDING', async () => {
    const { userId } = await signUpVerified(t);
    // Funded through the ledger directly: the member's own credits would count towards the debits.
    await fundPlayer(t.db, userId, { gc: 2 * THRESHOLD });
    const start = await balancesOf(userId);
    const debit = await adjustmentOf(
      await ask(userId, { direction: 'debit', amount: start.GC - 1_000, reason: 'CORRECTION' }),
    );
    expect(debit.status).toBe('PENDING');
    // Meanwhile a small debit applies at once and the balance drops below the pending one.
    await adjustmentOf(await ask(userId, { direction: 'debit', amount: 2_000 }));
    const lowered = await balancesOf(userId);
    expect(lowered.GC).toBe(start.GC - 2_000);

    expect(await errorCode(await approve(debit.id))).toEqual([409, 4010]);
    expect(await balancesOf(userId)).toEqual(lowered);
    expect(await transfersOf(debit.id)).toEqual([]);
    const [row] = await t.db
      .select({ status: balanceAdjustments.status })
      .from(balanceAdjustments)
      .where(eq(balanceAdjustments.id, debit.id));
    expect(row?.status).toBe('PENDING');
    expect(
      (await auditOf(t, 'adjustment.approve', userId)).filter(
        (e) => e.target === `adjustment:${debit.id}`,
      ),
    ).toHaveLength(0);
    await expectLedgerBalanced();
  });

  it('rejects with a comment and never touches the ledger', async () => {
    const { userId } = await signUpVerified(t);
    const before = await balancesOf(userId);
    const pending = await adjustmentOf(await ask(userId, { amount: 50_000 }));
    expect((await errorCode(await reject(pending.id, admin, '')))[0]).toBe(400);
    const rejected = await adjustmentOf(await reject(pending.id, admin, 'Duplicate of another'));
    expect(rejected).toMatchObject({
      status: 'REJECTED',
      decisionComment: 'Duplicate of another',
      decidedBy: { email: expect.stringContaining('admin') },
      balanceAfter: null,
    });
    expect(await errorCode(await approve(pending.id))).toEqual([409, 4009]);
    expect(await balancesOf(userId)).toEqual(before);
    expect(await transfersOf(pending.id)).toEqual([]);
    expect((await auditOf(t, 'adjustment.reject', userId))[0]).toMatchObject({
      target: `adjustment:${pending.id}`,
      before: { status: 'PENDING' },
      after: { status: 'REJECTED' },
      detail: { decisionComment: 'Duplicate of another' },
    });
  });

  it('asks for a recent re-authentication before approving (4004)', async () => {
    const { userId } = await signUpVerified(t);
    const pending = await adjustmentOf(await ask(userId, { amount: 20_000 }));
    // Age every open session's last re-authentication past the 5-minute window.
    await t.db
      .update(staffSessions)
      .set({ reauthAt: sql`now() - interval '10 minutes'` })
      .where(isNull(staffSessions.endedAt));
    expect(await errorCode(await approve(pending.id))).toEqual([401, 4004]);
    expect(await transfersOf(pending.id)).toEqual([]);
    await staffReauth(t, 'admin', admin);
    expect((await adjustmentOf(await approve(pending.id))).status).toBe('APPLIED');
    await staffReauth(t, 'finance', finance);
  });

  it('pushes the new balance to the player socket once approved', async () => {
    const player = await signUpVerified(t);
    const before = await balancesOf(player.userId);
    const pending = await adjustmentOf(await ask(player.userId, { amount: 30_000 }));
    const socket = await connectWallet(t.baseUrl, player.cookie);
    try {
      const events = collect<{ data: { gcCoin: number; isCredit: boolean } }>(
        socket,
        WALLET_EVENTS.BALANCE,
      );
      await new Promise((r) => setTimeout(r, 100));
      expect(events).toHaveLength(0);
      await adjustmentOf(await approve(pending.id));
      await waitFor(() => events.length > 0);
      expect(events[0]?.data).toMatchObject({
        gcCoin: (before.GC + 30_000) / 100,
        isCredit: true,
      });
    } finally {
      socket.close();
    }
  });
});

describe('the adjustments list', () => {
  it('filters by status and player, pending first, paged', async () => {
    const { userId } = await signUpVerified(t);
    const applied = await adjustmentOf(await ask(userId, { amount: 100 }));
    const first = await adjustmentOf(await ask(userId, { amount: 20_000 }));
    const second = await adjustmentOf(await ask(userId, { amount: 30_000 }));
    await adjustmentOf(await reject(second.id));

    const all = await json(await getJson(t, `/admin/adjustments?userId=${userId}`, finance));
    expect(all.data.count).toBe(3);
    expect(all.data.rows.map((r: TAdjustment) => r.id)).toEqual([first.id, second.id, applied.id]);

    const pending = await json(
      await getJson(t, `/admin/adjustments?status=PENDING&userId=${userId}`, admin),
    );
    expect(pending.data.rows.map((r: TAdjustment) => [r.id, r.status])).toEqual([
      [first.id, 'PENDING'],
    ]);

    const byAmount = await json(
      await getJson(
        t,
        `/admin/adjustments?userId=${userId}&sort=amount&order=asc&pageSize=1&page=2`,
        finance,
      ),
    );
    expect(byAmount.data).toMatchObject({ count: 3 });
    expect(byAmount.data.rows.map((r: TAdjustment) => r.id)).toEqual([applied.id]);

    const bad = await getJson(t, '/admin/adjustments?status=DONE', finance);
    expect(bad.status).toBe(400);
  });
});

describe('who may do what', () => {
  it('refuses support, compliance and content (4005)', async () => {
    const { userId } = await signUpVerified(t);
    const pending = await adjustmentOf(await ask(userId, { amount: 20_000 }));
    for (const role of ['support', 'compliance', 'content'] as const) {
      const cookie = await staffSignIn(t, role);
      expect(await errorCode(await ask(userId, { amount: 100 }, cookie))).toEqual([403, 4005]);
      expect(await errorCode(await approve(pending.id, cookie))).toEqual([403, 4005]);
      expect(await errorCode(await reject(pending.id, cookie))).toEqual([403, 4005]);
      expect(await errorCode(await getJson(t, '/admin/adjustments', cookie))).toEqual([403, 4005]);
    }
    expect(await adjustmentCount(userId)).toBe(1);
  });

  it('starts with a threshold per currency: 500,000.00 GC (no cash value) and 100.00 SC', () => {
    expect(atStart).toEqual(DEFAULT_ADJUSTMENT_THRESHOLDS);
    expect(DEFAULT_ADJUSTMENT_THRESHOLDS).toEqual({ gcThreshold: 50_000_000, scThreshold: 10_000 });
  });

  it('keeps a threshold per currency, changed only by an admin (audited), each deciding its own coin', async () => {
    const read = await json(await getJson(t, '/admin/settings/adjustments', finance));
    expect(read.data).toEqual(BOTH_AT_THRESHOLD);
    const put = (body: unknown, cookie: string) =>
      postJson(t, '/admin/settings/adjustments', body, cookie, 'PUT');
    const reason = 'Tighter limits after a review';
    const next = { gcThreshold: 5_000, scThreshold: 2_500 };
    expect(await errorCode(await put({ ...next, reason }, finance))).toEqual([403, 4005]);
    for (const bad of [
      { ...next, reason, gcThreshold: -1 },
      { ...next, reason, scThreshold: 1.5 },
      { gcThreshold: 5_000, reason },
      { threshold: 10_000, reason },
      next,
      { ...next, reason: 'no' },
    ])
      expect((await errorCode(await put(bad, admin)))[0]).toBe(400);

    // Lower thresholds tighten four eyes: they apply at once.
    const changed = await put({ ...next, reason }, admin);
    expect(await json(changed)).toEqual({ data: { ...next, outcome: { status: 'APPLIED' } } });
    expect((await auditOf(t, 'settings.adjustments'))[0]).toMatchObject({
      staffEmail: expect.stringContaining('admin'),
      before: BOTH_AT_THRESHOLD,
      after: next,
    });
    try {
      const { userId } = await signUpVerified(t);
      // 50.00 GC applies at once: GC's own threshold is 50.00.
      const gc = await adjustmentOf(await ask(userId, { amount: 5_000 }));
      expect(gc).toMatchObject({ status: 'APPLIED', threshold: 5_000 });
      // 25.01 SC, of either SC account, waits for a second member: SC's threshold is 25.00.
      for (const account of ['SC_UNPLAYED', 'SC_REDEEMABLE'] as const) {
        const player = await signUpVerified(t);
        expect(
          await adjustmentOf(await ask(player.userId, { account, amount: 2_501 })),
        ).toMatchObject({
          status: 'PENDING',
          threshold: 2_500,
        });
        expect(
          await adjustmentOf(await ask(player.userId, { account, amount: 2_500 })),
        ).toMatchObject({
          status: 'APPLIED',
          threshold: 2_500,
        });
      }
    } finally {
      // Raising them back loosens four eyes: it waits for the second admin (decision 058).
      const back = await json(
        await put({ ...BOTH_AT_THRESHOLD, reason: 'Back to the test values' }, admin),
      );
      expect(back.data).toMatchObject({ ...next, outcome: { status: 'PENDING' } });
      const secondAdmin = await staffSignIn(t, 'secondAdmin');
      await staffReauth(t, 'secondAdmin', secondAdmin);
      const approved = await postJson(
        t,
        `/admin/control-changes/${back.data.outcome.changeId}/approve`,
        {},
        secondAdmin,
      );
      expect(approved.status).toBe(200);
      expect((await json(await getJson(t, '/admin/settings/adjustments', finance))).data).toEqual(
        BOTH_AT_THRESHOLD,
      );
    }
  });
});
