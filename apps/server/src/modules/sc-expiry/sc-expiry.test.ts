import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@app/contracts/error-codes';
import type { TScExpiry } from '@app/contracts/sc-expiry';
import { outboxMessages } from '../../db/platform.tables';
import { getJson, GOOD_PASSWORD, login, postJson, signUpVerified } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { sessions } from '../auth/auth.tables';
import { expectLedgerBalanced } from '../payments/payments-test-kit';
import { auditOf, staffReauth, staffSignIn } from '../staff/staff-test-kit';
import { staffSessions } from '../staff/staff.tables';
import { fundPlayer, move, walletFor } from '../wallet/wallet-test-kit';
import { walletAccounts, walletOperations, walletTransfers } from '../wallet/wallet.tables';
import { scExpiryPeriods } from './sc-expiry.tables';

const DAY = 86_400_000;

let t: TestApp;
let second: TestApp;
let clock = new Date();
let finance: string;
let admin: string;
let support: string;
let content: string;
beforeAll(async () => {
  t = await startTestApp({ now: () => clock });
  // A second server instance on the same database, as in a scaled deployment.
  second = await startTestApp({ database: t.database, now: () => clock });
  finance = await staffSignIn(t, 'finance');
  admin = await staffSignIn(t, 'admin');
  support = await staffSignIn(t, 'support');
  content = await staffSignIn(t, 'content');
});
afterAll(async () => {
  await second?.close();
  await t?.close();
});

/** A signed-up player holding `unplayed` and `redeemable` SC (hundredths). */
async function holder(unplayed: number, redeemable: number) {
  const player = await signUpVerified(t);
  if (unplayed > 0) await fundPlayer(t.db, player.userId, { sc: unplayed });
  if (redeemable > 0) {
    const { wallet } = await walletFor(t.db);
    await move(wallet, t.db, player.userId, 'adjustment', [
      {
        direction: 'credit',
        currency: 'SC',
        amount: redeemable,
        house: 'ADJUSTMENTS',
        kind: 'adjustment',
        scAccount: 'SC_REDEEMABLE',
      },
    ]);
  }
  return { ...player, email: player.player.email };
}

/** Moves the player's sign-ins, requests and coin movements `days` further into the past. */
async function ageActivity(userId: number, days: number) {
  const back = sql`make_interval(days => ${days})`;
  await t.db
    .update(sessions)
    .set({
      createdAt: sql`${sessions.createdAt} - ${back}`,
      lastSeenAt: sql`${sessions.lastSeenAt} - ${back}`,
    })
    .where(eq(sessions.userId, userId));
  await t.db
    .update(walletOperations)
    .set({ createdAt: sql`${walletOperations.createdAt} - ${back}` })
    .where(eq(walletOperations.userId, userId));
}

async function balancesOf(userId: number) {
  const rows = await t.db
    .select({ kind: walletAccounts.kind, balance: walletAccounts.balance })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId));
  const of = (kind: string) => rows.find((r) => r.kind === kind)?.balance ?? 0;
  return { gc: of('GC'), scUnplayed: of('SC_UNPLAYED'), scRedeemable: of('SC_REDEEMABLE') };
}

const periodsOf = (userId: number) =>
  t.db
    .select()
    .from(scExpiryPeriods)
    .where(eq(scExpiryPeriods.userId, userId))
    .orderBy(asc(scExpiryPeriods.id));

/** The expiry emails written to the player: warnings and notices of expiry. */
async function expiryMails(email: string) {
  const rows = await t.db
    .select({ subject: outboxMessages.subject, bodyText: outboxMessages.bodyText })
    .from(outboxMessages)
    .where(eq(outboxMessages.recipient, email))
    .orderBy(asc(outboxMessages.id));
  return {
    warnings: rows.filter((r) => r.subject?.includes('Sweeps Coins expire on')),
    expired: rows.filter((r) => r.subject?.includes('Sweeps Coins have expired')),
  };
}

/** Every transfer of the player's operations of `kind`, with the accounts' kinds on each side. */
async function transfersOf(userId: number, kind: string) {
  const ops = await t.db
    .select({ id: walletOperations.id })
    .from(walletOperations)
    .where(and(eq(walletOperations.userId, userId), eq(walletOperations.kind, kind)));
  if (ops.length === 0) return { operations: 0, transfers: [] };
  const transfers = await t.db
    .select({
      kind: walletTransfers.kind,
      amount: walletTransfers.amount,
      from: walletTransfers.fromAccountId,
      to: walletTransfers.toAccountId,
    })
    .from(walletTransfers)
    .where(
      inArray(
        walletTransfers.operationId,
        ops.map((o) => o.id),
      ),
    )
    .orderBy(asc(walletTransfers.id));
  const accounts = await t.db
    .select({ id: walletAccounts.id, kind: walletAccounts.kind, userId: walletAccounts.userId })
    .from(walletAccounts)
    .where(
      inArray(
        walletAccounts.id,
        transfers.flatMap((x) => [x.from, x.to]),
      ),
    );
  const name = (id: number) => {
    const account = accounts.find((a) => a.id === id);
    return account?.userId === null ? `house:${account.kind}` : (account?.kind ?? '?');
  };
  return {
    operations: ops.length,
    transfers: transfers.map((x) => ({
      kind: x.kind,
      amount: x.amount,
      from: name(x.from),
      to: name(x.to),
    })),
  };
}

/** The job's work on both instances at once, at `at`. */
async function runTwiceAtOnce(at: Date) {
  clock = at;
  await Promise.all([t.app.scExpiry.run(at), second.app.scExpiry.run(at)]);
}

async function run(at: Date) {
  clock = at;
  return t.app.scExpiry.run(at);
}

/** A player whose SC expired: inactive for 200 days, warned, then past the warning's date. */
async function expiredPlayer(unplayed: number, redeemable: number) {
  const player = await holder(unplayed, redeemable);
  await ageActivity(player.userId, 200);
  const now = new Date();
  await run(now);
  const [period] = await periodsOf(player.userId);
  await run(new Date(period!.expiresAt.getTime() + 60_000));
  const [expired] = await periodsOf(player.userId);
  expect(expired?.status).toBe('EXPIRED');
  return { ...player, expiryId: expired!.id };
}

async function errorOf(res: Response) {
  const body = await json(res);
  return [res.status, body.errors?.[0]?.errorCode];
}

async function expiryOf(res: Response): Promise<TScExpiry> {
  const body = await json(res);
  if (res.status !== 200)
    throw new Error(`expected 200, got ${res.status} ${JSON.stringify(body)}`);
  return body.data.expiry as TScExpiry;
}

const askReversal = (id: number, reason: unknown = 'Player was in hospital', cookie = finance) =>
  postJson(t, `/admin/sc-expiries/${id}/reversal`, { reason }, cookie);
const approveReversal = (id: number, cookie = admin) =>
  postJson(t, `/admin/sc-expiries/${id}/reversal/approve`, { comment: 'Checked' }, cookie);
const rejectReversal = (id: number, comment: unknown = 'No evidence', cookie = admin) =>
  postJson(t, `/admin/sc-expiries/${id}/reversal/reject`, { comment }, cookie);

describe('SC expiry (decision 054)', () => {
  it('warns first, once, with the amount and the date; expires after the notice, once, to EXPIRATIONS; the ledger stays exact', async () => {
    const base = Date.now();
    const player = await holder(1_234, 500);
    await ageActivity(player.userId, 59);

    // 59 days without play or sign-in: too early even to warn.
    await run(new Date(base));
    expect(await periodsOf(player.userId)).toEqual([]);

    // 60 days: the warning, once, however often (and on however many instances) the job runs.
    const warnedAt = new Date(base + DAY + 3_600_000);
    await runTwiceAtOnce(warnedAt);
    await run(warnedAt);
    const [period] = await periodsOf(player.userId);
    expect(period).toMatchObject({ status: 'WARNED', warnedSc: 1_734, warnedAt });
    // At least the notice after the warning, to the end of that US Eastern day.
    expect(period!.expiresAt.getTime()).toBeGreaterThanOrEqual(warnedAt.getTime() + 30 * DAY);
    expect(period!.expiresAt.getTime()).toBeLessThanOrEqual(warnedAt.getTime() + 31 * DAY);
    const mails = await expiryMails(player.email);
    expect(mails.warnings).toHaveLength(1);
    const lastDay = new Intl.DateTimeFormat('en-US', {
      timeZone: 'America/New_York',
      year: 'numeric',
      month: 'long',
      day: 'numeric',
    }).format(new Date(period!.expiresAt.getTime() - 1));
    expect(mails.warnings[0]!.subject).toBe(`Your Golden Sweeps Sweeps Coins expire on ${lastDay}`);
    expect(mails.warnings[0]!.bodyText).toContain(
      `Your 17.34 Sweeps Coins (SC) expire at the end of ${lastDay} (US Eastern time) unless you play or sign in before then.`,
    );

    // 90 days inactive, but the warning is not yet 30 days old: nothing moves.
    await runTwiceAtOnce(new Date(base + 31 * DAY));
    expect(await balancesOf(player.userId)).toMatchObject({ scUnplayed: 1_234, scRedeemable: 500 });
    expect((await periodsOf(player.userId))[0]!.status).toBe('WARNED');

    // Past the date the email gave: both SC accounts, exactly, once, on two instances at once.
    const expiredAt = new Date(period!.expiresAt.getTime() + 60_000);
    await runTwiceAtOnce(expiredAt);
    await run(expiredAt);
    expect(await balancesOf(player.userId)).toMatchObject({ scUnplayed: 0, scRedeemable: 0 });
    expect(await transfersOf(player.userId, 'sc_expiry')).toEqual({
      operations: 1,
      transfers: [
        { kind: 'sc_expiry', amount: 1_234, from: 'SC_UNPLAYED', to: 'house:EXPIRATIONS' },
        { kind: 'sc_expiry', amount: 500, from: 'SC_REDEEMABLE', to: 'house:EXPIRATIONS' },
      ],
    });
    const [expired] = await periodsOf(player.userId);
    expect(expired).toMatchObject({
      status: 'EXPIRED',
      expiredAt,
      expiredScUnplayed: 1_234,
      expiredScRedeemable: 500,
    });
    const after = await expiryMails(player.email);
    expect(after.warnings).toHaveLength(1);
    expect(after.expired).toHaveLength(1);
    expect(after.expired[0]!.bodyText).toContain('Your 17.34 Sweeps Coins (SC) have expired');
    await expectLedgerBalanced(t);
  });

  it('gives the full notice when the job first sees a player long inactive, even if it does not run for a while', async () => {
    const base = Date.now();
    const player = await holder(800, 0);
    await ageActivity(player.userId, 200);
    await run(new Date(base));
    const [period] = await periodsOf(player.userId);
    expect(period!.expiresAt.getTime()).toBeGreaterThanOrEqual(base + 30 * DAY);
    // 229 days inactive and the warning 29 days old: the SC stay.
    await run(new Date(base + 29 * DAY));
    expect(await balancesOf(player.userId)).toMatchObject({ scUnplayed: 800 });
    // The job did not run for weeks: at its next run the SC expire, once.
    await run(new Date(base + 75 * DAY));
    expect(await balancesOf(player.userId)).toMatchObject({ scUnplayed: 0, scRedeemable: 0 });
    expect((await transfersOf(player.userId, 'sc_expiry')).operations).toBe(1);
    expect((await expiryMails(player.email)).warnings).toHaveLength(1);
    await expectLedgerBalanced(t);
  });

  it('keeps the SC of a player who signs in after the warning, and starts a new period', async () => {
    const base = Date.now();
    const player = await holder(0, 2_500);
    await ageActivity(player.userId, 61);
    await run(new Date(base));
    expect((await expiryMails(player.email)).warnings).toHaveLength(1);

    // The player signs in again: their last activity is now after the warning.
    expect((await login(t, player.email, GOOD_PASSWORD)).status).toBe(200);
    await run(new Date(base + 40 * DAY));
    expect(await balancesOf(player.userId)).toMatchObject({ scRedeemable: 2_500 });
    expect((await transfersOf(player.userId, 'sc_expiry')).operations).toBe(0);
    const periods = await periodsOf(player.userId);
    expect(periods.map((p) => p.status)).toEqual(['WARNED']);

    // The new period gets its own warning after its 60 days, and nothing moves before its end.
    await run(new Date(base + 61 * DAY));
    expect((await periodsOf(player.userId)).map((p) => p.status)).toEqual(['WARNED', 'WARNED']);
    expect((await expiryMails(player.email)).warnings).toHaveLength(2);
    expect(await balancesOf(player.userId)).toMatchObject({ scRedeemable: 2_500 });
  });

  it('counts playing as activity: a bet after the warning keeps the SC', async () => {
    const base = Date.now();
    const player = await holder(3_000, 0);
    await ageActivity(player.userId, 61);
    await run(new Date(base));
    expect(await periodsOf(player.userId)).toHaveLength(1);
    // A coin movement of the player's own after the warning (a bet, here straight in the ledger).
    const { wallet } = await walletFor(t.db);
    await move(wallet, t.db, player.userId, 'bet', [
      { direction: 'debit', currency: 'SC', amount: 100, house: 'GAMES', kind: 'bet' },
    ]);
    await run(new Date(base + 45 * DAY));
    expect(await balancesOf(player.userId)).toMatchObject({ scUnplayed: 2_900 });
    expect((await transfersOf(player.userId, 'sc_expiry')).operations).toBe(0);
  });

  it('leaves a player without SC alone, however long inactive', async () => {
    const player = await signUpVerified(t);
    await fundPlayer(t.db, player.userId, { gc: 50_000 });
    await ageActivity(player.userId, 400);
    await run(new Date());
    await run(new Date(Date.now() + 60 * DAY));
    expect(await periodsOf(player.userId)).toEqual([]);
    expect((await expiryMails(player.player.email)).warnings).toEqual([]);
    expect(await balancesOf(player.userId)).toMatchObject({ gc: 50_000 });
  });

  it('lists expiries for roles that may read them, and refuses the others', async () => {
    const player = await expiredPlayer(1_000, 250);
    const res = await getJson(t, `/admin/sc-expiries?userId=${player.userId}`, support);
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data).toMatchObject({ count: 1, inactiveDays: 90, noticeDays: 30 });
    expect(data.rows[0]).toMatchObject({
      id: player.expiryId,
      userId: player.userId,
      username: player.player.userName,
      scUnplayed: 1_000,
      scRedeemable: 250,
      status: 'EXPIRED',
      reversal: null,
    });
    expect((await getJson(t, '/admin/sc-expiries', content)).status).toBe(403);
    expect(await errorOf(await getJson(t, '/admin/sc-expiries?status=GONE', finance))).toEqual([
      400,
      ERRORS.ValidationError.code,
    ]);
  });

  it('reverses an expiry exactly, with a reason, a second member and a recent re-authentication; audited', async () => {
    const player = await expiredPlayer(1_111, 222);
    const id = player.expiryId;

    // Support may read but not ask; a reason is required; nothing changes on a refusal.
    expect(await errorOf(await askReversal(id, 'Please', support))).toEqual([
      403,
      ERRORS.StaffPermissionDenied.code,
    ]);
    expect(await errorOf(await askReversal(id, '   '))).toEqual([400, ERRORS.ValidationError.code]);
    expect(await errorOf(await askReversal(987_654_321))).toEqual([404, ERRORS.NotFound.code]);
    expect((await periodsOf(player.userId))[0]!.status).toBe('EXPIRED');

    const asked = await expiryOf(await askReversal(id));
    expect(asked).toMatchObject({
      status: 'REVERSAL_PENDING',
      reversal: { reason: 'Player was in hospital', approvedBy: null },
    });
    expect(await errorOf(await askReversal(id))).toEqual([409, ERRORS.ScExpiryNotReversible.code]);
    expect((await auditOf(t, 'sc_expiry.reversal_request', player.userId))[0]).toMatchObject({
      target: `sc-expiry:${id}`,
      after: { status: 'REVERSAL_PENDING' },
      detail: { reason: 'Player was in hospital', scUnplayed: 1_111, scRedeemable: 222 },
    });

    // The member who asked cannot approve it; nothing moves.
    await staffReauth(t, 'finance', finance);
    expect(await errorOf(await approveReversal(id, finance))).toEqual([
      403,
      ERRORS.ScExpiryOwnReversal.code,
    ]);
    expect(await balancesOf(player.userId)).toMatchObject({ scUnplayed: 0, scRedeemable: 0 });

    // A second member approves, only after re-authenticating (4004 before, and nothing moves)…
    await t.db
      .update(staffSessions)
      .set({ reauthAt: sql`now() - interval '10 minutes'` })
      .where(isNull(staffSessions.endedAt));
    expect(await errorOf(await approveReversal(id))).toEqual([
      401,
      ERRORS.StaffReauthRequired.code,
    ]);
    expect(await balancesOf(player.userId)).toMatchObject({ scUnplayed: 0, scRedeemable: 0 });
    // …and then exactly the SC that expired goes back, to the same accounts.
    await staffReauth(t, 'admin', admin);
    const reversed = await expiryOf(await approveReversal(id));
    expect(reversed).toMatchObject({
      status: 'REVERSED',
      reversal: { approvedBy: { id: expect.any(Number) } },
    });
    expect(await balancesOf(player.userId)).toMatchObject({ scUnplayed: 1_111, scRedeemable: 222 });
    expect(await transfersOf(player.userId, 'sc_expiry_reversal')).toEqual({
      operations: 1,
      transfers: [
        { kind: 'sc_expiry_reversal', amount: 1_111, from: 'house:EXPIRATIONS', to: 'SC_UNPLAYED' },
        { kind: 'sc_expiry_reversal', amount: 222, from: 'house:EXPIRATIONS', to: 'SC_REDEEMABLE' },
      ],
    });
    expect((await auditOf(t, 'sc_expiry.reversal_approve', player.userId))[0]).toMatchObject({
      staffEmail: expect.stringContaining('admin'),
      target: `sc-expiry:${id}`,
      before: { status: 'REVERSAL_PENDING' },
      after: { status: 'REVERSED', scUnplayedBalance: 1_111, scRedeemableBalance: 222 },
      detail: { reason: 'Player was in hospital', comment: 'Checked' },
    });
    // Once only.
    expect(await errorOf(await approveReversal(id))).toEqual([
      409,
      ERRORS.ScExpiryNoReversalPending.code,
    ]);
    expect(await errorOf(await askReversal(id))).toEqual([409, ERRORS.ScExpiryNotReversible.code]);
    expect((await transfersOf(player.userId, 'sc_expiry_reversal')).operations).toBe(1);
    await expectLedgerBalanced(t);

    // The reversal starts a new period: the next run leaves the SC alone.
    await run(new Date(clock.getTime() + DAY));
    expect(await balancesOf(player.userId)).toMatchObject({ scUnplayed: 1_111, scRedeemable: 222 });
  });

  it('lets a second member reject a reversal with a comment: the SC stay expired, and it can be asked again', async () => {
    const player = await expiredPlayer(0, 4_000);
    const id = player.expiryId;
    await askReversal(id);
    expect(await errorOf(await rejectReversal(id, 'Sorry', finance))).toEqual([
      403,
      ERRORS.ScExpiryOwnReversal.code,
    ]);
    expect(await errorOf(await rejectReversal(id, ''))).toEqual([400, ERRORS.ValidationError.code]);
    const rejected = await expiryOf(await rejectReversal(id));
    expect(rejected).toMatchObject({ status: 'EXPIRED', reversal: null });
    expect(await balancesOf(player.userId)).toMatchObject({ scRedeemable: 0 });
    expect((await auditOf(t, 'sc_expiry.reversal_reject', player.userId))[0]).toMatchObject({
      target: `sc-expiry:${id}`,
      after: { status: 'EXPIRED' },
      detail: { comment: 'No evidence', reason: 'Player was in hospital' },
    });
    expect(await errorOf(await rejectReversal(id))).toEqual([
      409,
      ERRORS.ScExpiryNoReversalPending.code,
    ]);
    expect((await expiryOf(await askReversal(id, 'New evidence'))).status).toBe('REVERSAL_PENDING');
    await expectLedgerBalanced(t);
  });
});
