import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_EVENTS } from '@app/contracts/realtime';
import { getJson, login, postJson, sessionCookie, signUpVerified } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { collect, connectWallet, waitFor } from '../realtime/socket-test-kit';
import { staffReauth, staffSignIn, auditOf } from '../staff/staff-test-kit';
import { EXACT_COUNT_UP_TO } from './player-search.repository';
import { credit, move, walletFor } from '../wallet/wallet-test-kit';

let t: TestApp;
let support: string;
let compliance: string;
let wallet: Awaited<ReturnType<typeof walletFor>>['wallet'];

beforeAll(async () => {
  t = await startTestApp();
  support = await staffSignIn(t, 'support');
  compliance = await staffSignIn(t, 'compliance');
  wallet = (await walletFor(t.db)).wallet;
});
afterAll(async () => {
  await t.close();
});

const get = async (path: string, cookie = support) => {
  const res = await getJson(t, path, cookie);
  return { status: res.status, body: await json(res) };
};

async function fundedPlayer(gc = 1_000_00, sc = 50_00) {
  const player = await signUpVerified(t);
  await move(wallet, t.db, player.userId, 'adjustment', [
    credit('GC', gc, 'ADJUSTMENTS'),
    credit('SC', sc, 'ADJUSTMENTS'),
  ]);
  return player;
}

describe('player search', () => {
  it('finds a player by id, email start, username start and phone; emails are masked', async () => {
    const { player, userId } = await signUpVerified(t);
    await t.db.execute(
      sql`update users set phone = '5550001234', phone_code = '+1' where id = ${userId}`,
    );
    const byEmail = await get(`/admin/players?q=${encodeURIComponent(player.email.slice(0, 12))}`);
    expect(byEmail.status).toBe(200);
    const found = byEmail.body.data.rows.find((r: { id: number }) => r.id === userId);
    expect(found).toMatchObject({ username: player.userName, status: 'active' });
    expect(found.email).toBe(
      `${player.email[0]}***${player.email.slice(player.email.indexOf('@'))}`,
    );
    for (const q of [String(userId), player.userName.slice(0, 6).toUpperCase(), '(555) 000-1234'])
      expect(
        (await get(`/admin/players?q=${encodeURIComponent(q)}`)).body.data.rows.map(
          (r: { id: number }) => r.id,
        ),
      ).toContain(userId);
    // A wildcard is matched as text, not as "anything".
    expect((await get('/admin/players?q=%25%25%25')).body.data.rows).toEqual([]);
  });

  it('filters by restricted and status, sorts, pages and counts', async () => {
    const a = await signUpVerified(t);
    const b = await signUpVerified(t);
    await postJson(t, `/admin/players/${b.userId}/flags`, { isRestrict: true }, compliance, 'PUT');
    const restricted = await get('/admin/players?restricted=true&pageSize=100');
    const ids = restricted.body.data.rows.map((r: { id: number }) => r.id);
    expect(ids).toContain(b.userId);
    expect(ids).not.toContain(a.userId);
    expect(restricted.body.data).toMatchObject({ count: ids.length, countEstimated: false });
    const asc = await get('/admin/players?sort=id&order=asc&pageSize=2&page=1');
    const [first, second] = asc.body.data.rows.map((r: { id: number }) => r.id);
    expect(first).toBeLessThan(second);
    const today = new Date().toISOString().slice(0, 10);
    const signedUpToday = await get(
      `/admin/players?signedUpFrom=${today}&signedUpTo=${today}&q=${a.userId}`,
    );
    expect(signedUpToday.body.data.rows.map((r: { id: number }) => r.id)).toEqual([a.userId]);
  });

  it('counts a filtered list exactly up to 1,000 players and says "about" beyond', async () => {
    // 1,001 players whose usernames start "bulkcount", 40 of them restricted.
    await t.db.execute(sql`
      insert into users (username, email, password_hash, referral_code, is_restrict)
      select 'bulkcount' || n, 'bulkcount' || n || '@example.com', 'x', 'BULK' || n, n % 25 = 0
      from generate_series(1, ${EXACT_COUNT_UP_TO + 1}) n`);
    await t.db.execute(sql`analyze users`);
    const broad = await get('/admin/players?q=bulkcount&pageSize=10');
    expect(broad.body.data.rows).toHaveLength(10);
    expect(broad.body.data.countEstimated).toBe(true);
    expect(broad.body.data.count).toBeGreaterThan(EXACT_COUNT_UP_TO);
    const narrow = await get('/admin/players?q=bulkcount&restricted=true&pageSize=10');
    expect(narrow.body.data).toMatchObject({ count: 40, countEstimated: false });
    const exactly = await get('/admin/players?q=bulkcount100');
    // bulkcount100 and bulkcount1000, bulkcount1001.
    expect(exactly.body.data).toMatchObject({ count: 3, countEstimated: false });
  });

  it('refuses a bad filter with a message naming it', async () => {
    for (const [query, message] of [
      ['restricted=maybe', 'restricted must be true or false'],
      ['signedUpFrom=yesterday', 'signedUpFrom must be a date (YYYY-MM-DD)'],
      ['stateId=abc', 'stateId must be a whole number'],
    ]) {
      const res = await get(`/admin/players?${query}`);
      expect(res.status).toBe(400);
      expect(JSON.stringify(res.body.errors)).toContain(message);
    }
  });

  it('exports the search as CSV with full emails, and audits the export', async () => {
    const { player, userId } = await signUpVerified(t);
    const res = await t.request(`/api/v1/admin/players.csv?q=${userId}`, {
      headers: { cookie: support },
    });
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text()).trim().split('\r\n');
    expect(lines[0]).toBe(
      'id,username,email,state,kycStatus,isRestrict,isInternalUser,vipLevel,status,createdAt',
    );
    expect(lines[1]).toContain(`${userId},${player.userName},${player.email},`);
    const entries = await auditOf(t, 'players.export');
    expect(entries[0]).toMatchObject({ staffEmail: 'support@goldensweeps.test' });
  });
});

describe('the player page', () => {
  it('shows the profile with balances, and audits who looked', async () => {
    const { player, userId } = await fundedPlayer(2_500_00, 12_34);
    const res = await get(`/admin/players/${userId}`);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      id: userId,
      email: player.email,
      status: 'active',
      isRestrict: false,
      bankPurchaseDisabled: false,
      balances: { gc: 2_500_00, scUnplayed: 12_34, scRedeemable: 0 },
    });
    const [viewed] = await auditOf(t, 'player.view', userId);
    expect(viewed).toMatchObject({ staffEmail: 'support@goldensweeps.test', playerId: userId });
    expect((await get('/admin/players/999999')).status).toBe(404);
  });

  it('lists the ledger newest first with the balance after each transfer, filtered and paged', async () => {
    const { userId } = await fundedPlayer(1_000_00, 10_00);
    for (const amount of [1_00, 2_00, 3_00])
      await move(wallet, t.db, userId, 'adjustment', [credit('GC', amount, 'ADJUSTMENTS')]);
    const all = await get(`/admin/players/${userId}/ledger`);
    const rows = all.body.data.rows;
    expect(rows.map((r: { amount: number }) => r.amount)).toEqual([
      3_00, 2_00, 1_00, 10_00, 1_000_00,
    ]);
    expect(rows[0]).toMatchObject({
      account: 'GC',
      balanceAfter: 1_006_00,
      operation: 'adjustment',
    });
    expect(rows[3]).toMatchObject({ account: 'SC_UNPLAYED', balanceAfter: 10_00 });
    const sc = await get(`/admin/players/${userId}/ledger?account=SC_UNPLAYED`);
    expect(sc.body.data.rows.map((r: { amount: number }) => r.amount)).toEqual([10_00]);
    const page1 = await get(`/admin/players/${userId}/ledger?limit=2`);
    expect(page1.body.data.rows).toHaveLength(2);
    const page2 = await get(
      `/admin/players/${userId}/ledger?limit=2&beforeId=${page1.body.data.nextBeforeId}`,
    );
    expect(page2.body.data.rows.map((r: { amount: number }) => r.amount)).toEqual([1_00, 10_00]);
  });

  it('shows each round with its proof, recomputed once the seed is revealed', async () => {
    const { cookie, userId } = await fundedPlayer(10_000_00, 100_00);
    const plays = [
      [1, { coinType: 'GC', bet: 100 }],
      [5, { coinType: 'SC', bet: 1 }],
      [
        7,
        {
          coinType: 'SC',
          bet: 1,
          params: {
            bets: [
              { type: 'red', amount: 0.5 },
              { type: 'straight', numbers: [17], amount: 0.5 },
            ],
          },
        },
      ],
      [9, { coinType: 'SC', bet: 1, params: { target: 5000, direction: 'over' } }],
      [10, { coinType: 'GC', bet: 100, params: { rows: 12, risk: 'medium' } }],
    ] as const;
    for (const [gameId, body] of plays)
      expect((await postJson(t, `/casino-games/${gameId}/play`, body, cookie)).status).toBe(200);
    const sealed = await get(`/admin/players/${userId}/rounds`);
    expect(sealed.body.data.rows).toHaveLength(plays.length);
    for (const round of sealed.body.data.rows)
      expect(round.proof).toMatchObject({
        serverSeed: null,
        hashMatches: null,
        outcomeMatches: null,
      });
    expect(
      (await postJson(t, '/casino-games/fairness/rotate', { clientSeed: 'mine' }, cookie)).status,
    ).toBe(200);
    const revealed = await get(`/admin/players/${userId}/rounds`);
    for (const round of revealed.body.data.rows) {
      expect([round.gameId, round.proof.hashMatches, round.proof.outcomeMatches]).toEqual([
        round.gameId,
        true,
        true,
      ]);
      expect(round.proof.serverSeed).toMatch(/^[0-9a-f]{64}$/);
    }
    const one = await get(`/admin/players/${userId}/rounds/${revealed.body.data.rows[0].id}`);
    expect(one.body.data).toMatchObject({ gameId: 10, status: 'settled' });
    expect(one.body.data.outcome).toBeTruthy();
    // A round of another player is not found under this one.
    const other = await signUpVerified(t);
    expect((await get(`/admin/players/${other.userId}/rounds/${one.body.data.id}`)).status).toBe(
      404,
    );
  });

  it('lists sign-ins and failed sign-ins with IP and device, and audits the view', async () => {
    const { player, userId } = await signUpVerified(t);
    await login(t, player.email, undefined, { 'user-agent': 'TabletBrowser/1.0' });
    await login(t, player.email, 'Wrong!Pass1');
    const res = await get(`/admin/players/${userId}/sessions`);
    const kinds = res.body.data.rows.map((r: { kind: string }) => r.kind);
    expect(kinds).toContain('failed-login');
    expect(res.body.data.rows[0]).toMatchObject({ kind: 'failed-login', state: 'failed' });
    expect(res.body.data.rows[1]).toMatchObject({
      kind: 'session',
      device: 'TabletBrowser/1.0',
      state: 'live',
    });
    expect(res.body.data.rows[1].ip).toBeTruthy();
    expect(await auditOf(t, 'player.view-sessions', userId)).toHaveLength(1);
  });

  it('keeps staff notes, newest first, each audited', async () => {
    const { userId } = await signUpVerified(t);
    for (const body of ['Called about a late purchase', 'Sent the terms again'])
      expect((await postJson(t, `/admin/players/${userId}/notes`, { body }, support)).status).toBe(
        200,
      );
    const notes = await get(`/admin/players/${userId}/notes`);
    expect(notes.body.data.rows.map((n: { body: string }) => n.body)).toEqual([
      'Sent the terms again',
      'Called about a late purchase',
    ]);
    expect(notes.body.data.rows[0].staffEmail).toBe('support@goldensweeps.test');
    expect(await auditOf(t, 'player.note', userId)).toHaveLength(2);
    const empty = await postJson(t, `/admin/players/${userId}/notes`, { body: '  ' }, support);
    expect(JSON.stringify((await json(empty)).errors)).toContain('Write the note');
  });
});

describe('account actions', () => {
  it('marks a player internal and switches bank purchases off, before and after audited', async () => {
    const { userId } = await signUpVerified(t);
    const res = await postJson(
      t,
      `/admin/players/${userId}/flags`,
      { isInternalUser: true, bankPurchaseDisabled: true },
      compliance,
      'PUT',
    );
    expect((await json(res)).data).toEqual({
      isRestrict: false,
      bankPurchaseDisabled: true,
      isInternalUser: true,
    });
    const [entry] = await auditOf(t, 'player.flags', userId);
    expect(entry).toMatchObject({
      before: { isInternalUser: false, bankPurchaseDisabled: false },
      after: { isInternalUser: true, bankPurchaseDisabled: true },
    });
    expect((await get(`/admin/players/${userId}`)).body.data).toMatchObject({
      isInternalUser: true,
      bankPurchaseDisabled: true,
    });
  });

  it('suspending signs the player out everywhere at once; login answers 3082 until reopened', async () => {
    const { player, cookie, userId } = await signUpVerified(t);
    const second = await login(t, player.email);
    const otherCookie = sessionCookie(second)!;
    const sockets = [
      await connectWallet(t.baseUrl, cookie),
      await connectWallet(t.baseUrl, otherCookie),
    ];
    const ended = sockets.map((s) => collect(s, WALLET_EVENTS.SESSION_ENDED));
    const closed = sockets.map((s) => {
      const state = { closed: false };
      s.on('disconnect', () => (state.closed = true));
      return state;
    });

    // A status change is sensitive: it needs a sign-in or re-authentication of the last minutes.
    await staffReauth(t, 'compliance', compliance);
    const res = await postJson(
      t,
      `/admin/players/${userId}/status`,
      { status: 'suspended', reason: 'Chargeback review' },
      compliance,
      'PUT',
    );
    expect((await json(res)).data).toEqual({ status: 'suspended', sessionsEnded: 2 });

    await waitFor(() => closed.every((c) => c.closed), 1_000);
    expect(ended.map((e) => e.length)).toEqual([1, 1]);
    for (const c of [cookie, otherCookie])
      expect((await getJson(t, '/user/profile', c)).status).toBe(401);
    const refused = await json(await login(t, player.email));
    expect(refused.errors[0].errorCode).toBe(3082);
    await expect(connectWallet(t.baseUrl, cookie)).rejects.toThrow();
    const [entry] = await auditOf(t, 'player.status.suspended', userId);
    expect(entry).toMatchObject({
      before: { status: 'active' },
      after: { status: 'suspended' },
      detail: { reason: 'Chargeback review', sessionsEnded: 2 },
    });

    const again = await postJson(
      t,
      `/admin/players/${userId}/status`,
      { status: 'suspended', reason: 'Twice' },
      compliance,
      'PUT',
    );
    expect(again.status).toBe(400);
    await postJson(
      t,
      `/admin/players/${userId}/status`,
      { status: 'active', reason: 'Review cleared' },
      compliance,
      'PUT',
    );
    expect((await login(t, player.email)).status).toBe(200);
  });

  it('ends every session of a player without changing the account', async () => {
    const { player, cookie, userId } = await signUpVerified(t);
    const socket = await connectWallet(t.baseUrl, cookie);
    const ended = collect(socket, WALLET_EVENTS.SESSION_ENDED);
    const res = await postJson(
      t,
      `/admin/players/${userId}/end-sessions`,
      { reason: 'Lost phone' },
      compliance,
    );
    expect((await json(res)).data).toEqual({ ended: 1 });
    await waitFor(() => ended.length === 1 && socket.disconnected, 1_000);
    expect((await getJson(t, '/user/profile', cookie)).status).toBe(401);
    expect((await login(t, player.email)).status).toBe(200);
    const short = await postJson(
      t,
      `/admin/players/${userId}/end-sessions`,
      { reason: 'x' },
      compliance,
    );
    expect(JSON.stringify((await json(short)).errors)).toContain('Give the reason');
  });
});
