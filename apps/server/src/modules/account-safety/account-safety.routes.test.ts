import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_EVENTS } from '@app/contracts/realtime';
import {
  b64,
  getJson,
  GOOD_PASSWORD,
  login,
  newPlayer,
  postJson,
  sessionCookie,
  signUpVerified,
} from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { collect, connectWallet, waitFor } from '../realtime/socket-test-kit';
import { credit, move, walletFor } from '../wallet/wallet-test-kit';

const DAY = 86_400_000;
let t: TestApp;
/** The clock breaks and exclusions are measured by: tests move it forward. */
let offsetMs = 0;
let wallet: Awaited<ReturnType<typeof walletFor>>['wallet'];

beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(Date.now() + offsetMs) });
  wallet = (await walletFor(t.db)).wallet;
});
afterAll(async () => {
  await t.close();
});

const errorOf = async (res: Response) => ({
  status: res.status,
  ...((await json(res)).errors?.[0] as { errorCode: number; description: string }),
});

/** A signed-in player with two open sessions, each holding a wallet socket. */
async function playerOnTwoDevices() {
  const first = await signUpVerified(t);
  const second = await login(t, first.player.email);
  const otherCookie = sessionCookie(second)!;
  const sockets = [
    await connectWallet(t.baseUrl, first.cookie),
    await connectWallet(t.baseUrl, otherCookie),
  ];
  const ended = sockets.map((s) =>
    collect<{ data: { reason?: string } }>(s, WALLET_EVENTS.SESSION_ENDED),
  );
  return { ...first, cookies: [first.cookie, otherCookie], sockets, ended };
}

describe('reality check', () => {
  it('stores one of 15, 30, 45 or 60 minutes (or off) and refuses anything else', async () => {
    const { cookie } = await signUpVerified(t);
    expect((await json(await getJson(t, '/account-safety', cookie))).data).toEqual({
      realityCheckMinutes: null,
      realityCheckSeconds: null,
    });
    const bad = await postJson(
      t,
      '/account-safety/reality-check',
      { intervalMinutes: 20 },
      cookie,
      'PUT',
    );
    expect(bad.status).toBe(400);
    const set = await postJson(
      t,
      '/account-safety/reality-check',
      { intervalMinutes: 30 },
      cookie,
      'PUT',
    );
    expect((await json(set)).data).toEqual({ realityCheckMinutes: 30, realityCheckSeconds: 1800 });
    const off = await postJson(
      t,
      '/account-safety/reality-check',
      { intervalMinutes: null },
      cookie,
      'PUT',
    );
    expect((await json(off)).data.realityCheckMinutes).toBeNull();
    expect((await getJson(t, '/account-safety')).status).toBe(401);
  });

  it("answers this sign-in's time and its net result per coin from the rounds played in it", async () => {
    const { cookie, userId } = await signUpVerified(t);
    await move(wallet, t.db, userId, 'adjustment', [
      credit('GC', 1_000_000_00, 'ADJUSTMENTS'),
      credit('SC', 100_00, 'ADJUSTMENTS'),
    ]);
    const played = { GC: 0, SC: 0 };
    for (const body of [
      { coinType: 'SC', bet: 1, params: { target: 5000, direction: 'over' } },
      { coinType: 'SC', bet: 2, params: { target: 5000, direction: 'under' } },
      { coinType: 'GC', bet: 100, params: { target: 5000, direction: 'over' } },
    ] as const) {
      const round = (await json(await postJson(t, '/casino-games/9/play', body, cookie))).data;
      played[body.coinType] += Math.round((round.payout - round.bet) * 100);
    }
    const session = (await json(await getJson(t, '/account-safety/play-session', cookie))).data;
    expect(session.net).toEqual(played);
    expect(session.elapsedSeconds).toBeGreaterThanOrEqual(0);
    expect(Date.parse(session.startedAt)).toBeLessThanOrEqual(Date.now());

    // A new sign-in starts a new session: nothing played in it yet.
    const again = await login(
      t,
      (await json(await getJson(t, '/user/profile', cookie))).data.email,
    );
    const fresh = sessionCookie(again)!;
    expect((await json(await getJson(t, '/account-safety/play-session', fresh))).data.net).toEqual({
      GC: 0,
      SC: 0,
    });
  });
});

describe('take a break', () => {
  it('refuses 0 or 31 days; a break signs out every session and socket within a second and refuses login until it ends', async () => {
    const p = await playerOnTwoDevices();
    for (const days of [0, 31, 1.5])
      expect((await postJson(t, '/account-safety/break', { days }, p.cookie)).status).toBe(400);

    const res = await postJson(t, '/account-safety/break', { days: 1 }, p.cookie);
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data).toMatchObject({ kind: 'break', period: '1d' });
    expect(Date.parse(data.endsAt) - Date.parse(data.startsAt)).toBe(DAY);

    await waitFor(() => p.sockets.every((s) => s.disconnected), 1_000);
    expect(p.ended.map((e) => e[0]?.data.reason)).toEqual(['break', 'break']);
    for (const c of p.cookies) expect((await getJson(t, '/user/profile', c)).status).toBe(401);
    const refused = await errorOf(await login(t, p.player.email));
    expect(refused).toMatchObject({ status: 423, errorCode: 2320 });
    expect(refused.description).toContain('taking a break from play until');
    await expect(connectWallet(t.baseUrl, p.cookie)).rejects.toThrow();

    offsetMs = DAY + 60_000;
    try {
      expect((await login(t, p.player.email)).status).toBe(200);
    } finally {
      offsetMs = 0;
    }
  });
});

describe('self-exclusion', () => {
  it('needs the confirmation; ends sessions and sockets at once; login refused with 2321; cannot be ended early', async () => {
    const p = await playerOnTwoDevices();
    const unconfirmed = await postJson(
      t,
      '/account-safety/self-exclusion',
      { period: '6m' },
      p.cookie,
    );
    expect(unconfirmed.status).toBe(400);
    const res = await postJson(
      t,
      '/account-safety/self-exclusion',
      { period: '6m', confirm: true },
      p.cookie,
    );
    expect((await json(res)).data).toMatchObject({ kind: 'exclusion', period: '6m' });
    await waitFor(() => p.sockets.every((s) => s.disconnected), 1_000);
    expect(p.ended.map((e) => e[0]?.data.reason)).toEqual(['exclusion', 'exclusion']);
    const refused = await errorOf(await login(t, p.player.email));
    expect(refused).toMatchObject({ status: 423, errorCode: 2321 });
    expect(refused.description).toContain('cannot be undone early');

    // No call ends it early: reopening is refused while it runs, and five months on it still holds.
    const early = await postJson(t, '/account-safety/reopen', {
      email: p.player.email,
      password: b64(GOOD_PASSWORD),
    });
    expect(await errorOf(early)).toMatchObject({ errorCode: 2321 });
    offsetMs = 150 * DAY;
    try {
      expect(await errorOf(await login(t, p.player.email))).toMatchObject({ errorCode: 2321 });
    } finally {
      offsetMs = 0;
    }
  });

  it('after it ends, reopens only on request and 24 hours after it', async () => {
    const p = await signUpVerified(t);
    await postJson(t, '/account-safety/self-exclusion', { period: '6m', confirm: true }, p.cookie);
    offsetMs = 190 * DAY;
    try {
      expect(await errorOf(await login(t, p.player.email))).toMatchObject({ errorCode: 2322 });
      const wrong = await postJson(t, '/account-safety/reopen', {
        email: p.player.email,
        password: b64('Wrong!Password1'),
      });
      expect(await errorOf(wrong)).toMatchObject({ errorCode: 2326 });
      const asked = await postJson(t, '/account-safety/reopen', {
        email: p.player.email,
        password: b64(GOOD_PASSWORD),
      });
      const { reopensAt } = (await json(asked)).data;
      expect(Date.parse(reopensAt)).toBeGreaterThan(Date.now() + offsetMs + DAY - 60_000);
      expect(await errorOf(await login(t, p.player.email))).toMatchObject({ errorCode: 2323 });
      offsetMs += DAY - 60_000;
      expect(await errorOf(await login(t, p.player.email))).toMatchObject({ errorCode: 2323 });
      offsetMs += 120_000;
      expect((await login(t, p.player.email)).status).toBe(200);
    } finally {
      offsetMs = 0;
    }
  });

  it('a permanent exclusion never ends', async () => {
    const p = await signUpVerified(t);
    await postJson(
      t,
      '/account-safety/self-exclusion',
      { period: 'permanent', confirm: true },
      p.cookie,
    );
    offsetMs = 20 * 365 * DAY;
    try {
      const refused = await errorOf(await login(t, p.player.email));
      expect(refused).toMatchObject({ errorCode: 2321 });
      expect(refused.description).toContain('permanently');
    } finally {
      offsetMs = 0;
    }
  });

  it("keeps the excluded person's email, phone and SSN off new accounts", async () => {
    const p = await signUpVerified(t);
    const phone = `555${String(Date.now()).slice(-7)}`;
    await t.db.execute(
      sql`update users set phone = ${phone}, phone_code = '1', phone_verified = true where id = ${p.userId}`,
    );
    const ssn = `6${String(Date.now()).slice(-8)}`;
    expect((await postJson(t, '/kyc/update-ssn', { ssn }, p.cookie)).status).toBe(200);
    await postJson(t, '/account-safety/self-exclusion', { period: '1y', confirm: true }, p.cookie);

    const again = await postJson(
      t,
      '/user/sign-up',
      newPlayer({ email: `  ${p.player.email.toUpperCase()} ` }),
    );
    expect(await errorOf(again)).toMatchObject({ status: 409, errorCode: 2324 });
    const other = await signUpVerified(t);
    const phoneRes = await postJson(t, '/user/phoneVerify', { code: '1', phone }, other.cookie);
    expect(await errorOf(phoneRes)).toMatchObject({ errorCode: 2324 });
    const ssnRes = await postJson(
      t,
      '/kyc/update-ssn',
      { ssn: `${ssn.slice(0, 3)}-${ssn.slice(3, 5)}-${ssn.slice(5)}` },
      other.cookie,
    );
    expect(await errorOf(ssnRes)).toMatchObject({ errorCode: 2324 });
    // Someone else's new numbers are fine.
    expect(
      (await postJson(t, '/kyc/update-ssn', { ssn: `7${ssn.slice(1)}` }, other.cookie)).status,
    ).toBe(200);
  });
});

describe('account closure', () => {
  it('closes with a reason, signs out at once; login answers 3082', async () => {
    const p = await playerOnTwoDevices();
    const noReason = await postJson(t, '/account-safety/close', { reason: 'other' }, p.cookie);
    expect(JSON.stringify(await json(noReason))).toContain('Tell us your reason.');
    const res = await postJson(
      t,
      '/account-safety/close',
      { reason: 'too_much_time', details: 'Taking time for family' },
      p.cookie,
    );
    expect(res.status).toBe(200);
    await waitFor(() => p.sockets.every((s) => s.disconnected), 1_000);
    expect(p.ended.map((e) => e[0]?.data.reason)).toEqual(['closed', 'closed']);
    expect(await errorOf(await login(t, p.player.email))).toMatchObject({ errorCode: 3082 });
  });
});
