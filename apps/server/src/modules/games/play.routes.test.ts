import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createByteStream } from '@app/games/provably-fair';
import { nodeHmacSha256 } from '@app/games/node-hmac';
import * as dice from '@app/games/dice';
import { queryRows } from '../../db/database';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { fundPlayer } from '../wallet/wallet-test-kit';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { ledgerCheck } from '../wallet/wallet-test-kit';
import { collect, connectWallet, waitFor } from '../realtime/socket-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A signed-in player holding `gc` GC and `sc` SC (in hundredths), credited through the ledger. */
async function fundedPlayer(gc: number, sc: number) {
  const player = await signUpVerified(t);
  await fundPlayer(t.db, player.userId, { gc, sc });
  return player;
}

const profileWallet = async (cookie: string) =>
  (await json(await getJson(t, '/user/profile', cookie))).data.userWallet;

describe('one-step games through the API', () => {
  it.each([
    ['slot', 1, { coinType: 'GC', bet: 100 }],
    ['scratcher', 5, { coinType: 'SC', bet: 1 }],
    [
      'roulette',
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
    ['dice', 9, { coinType: 'SC', bet: 1, params: { target: 5000, direction: 'over' } }],
    ['plinko', 10, { coinType: 'GC', bet: 100, params: { rows: 12, risk: 'medium' } }],
  ])(
    'plays a %s round, moving bet and win in one record with the ledger',
    async (_type, gameId, body) => {
      const { cookie } = await fundedPlayer(10_000_000, 10_000);
      const before = await profileWallet(cookie);
      const res = await postJson(t, `/casino-games/${gameId}/play`, body, cookie);
      expect(res.status).toBe(200);
      const round = (await json(res)).data;
      expect(round).toMatchObject({
        status: 'settled',
        coinType: body.coinType,
        bet: 1 * (body.bet as number),
        nonce: 0,
      });
      const after = await profileWallet(cookie);
      const coin = body.coinType === 'GC' ? 'gcCoin' : 'totalScCoin';
      expect(after[coin]).toBeCloseTo(before[coin] - round.bet + round.payout, 2);
      expect(round.balanceAfter).toBeCloseTo(after[coin], 2);
      for (const row of await ledgerCheck(t.db))
        expect(row).toMatchObject({ total: 0, mismatched: 0, negative: 0 });
    },
  );

  it('refuses a bet outside the game limits, a bad selection and a visitor, and changes nothing', async () => {
    const { cookie } = await fundedPlayer(10_000_000, 10_000);
    const before = await profileWallet(cookie);
    const tooBig = await postJson(
      t,
      '/casino-games/9/play',
      { coinType: 'SC', bet: 100000, params: { target: 5000, direction: 'over' } },
      cookie,
    );
    expect(tooBig.status).toBe(400);
    const badTarget = await postJson(
      t,
      '/casino-games/9/play',
      { coinType: 'SC', bet: 1, params: { target: 99999, direction: 'over' } },
      cookie,
    );
    expect(badTarget.status).toBe(400);
    const badDecimals = await postJson(
      t,
      '/casino-games/9/play',
      { coinType: 'SC', bet: 1.005, params: { target: 5000, direction: 'over' } },
      cookie,
    );
    expect((await json(badDecimals)).errors[0].description).toBe(
      'bet can have at most two decimals',
    );
    expect(
      (
        await postJson(t, '/casino-games/9/play', {
          coinType: 'SC',
          bet: 1,
          params: { target: 5000, direction: 'over' },
        })
      ).status,
    ).toBe(401);
    expect(await profileWallet(cookie)).toEqual(before);
    const rounds = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from game_rounds`,
    );
    expect(rounds[0]?.n).toBeGreaterThanOrEqual(0);
  });

  it('refuses a round the balance cannot cover, tells the socket, and moves nothing', async () => {
    const { cookie, userId } = await fundedPlayer(0, 50);
    const socket = await connectWallet(t.baseUrl, cookie);
    try {
      const events = collect(socket, 'INSUFFICIENT_BALANCE');
      const res = await postJson(
        t,
        '/casino-games/9/play',
        { coinType: 'SC', bet: 1, params: { target: 5000, direction: 'over' } },
        cookie,
      );
      expect(res.status).toBe(400);
      expect((await json(res)).errors[0].description).toBe('You do not have sufficient coins');
      await waitFor(() => events.length > 0);
      expect((await profileWallet(cookie)).totalScCoin).toBe(0.5);
      const rounds = await queryRows<{ n: number }>(
        t.db,
        sql`select count(*)::int as n from game_rounds where user_id = ${userId}`,
      );
      expect(rounds[0]?.n).toBe(0);
    } finally {
      socket.close();
    }
  });

  it('never overdraws under 40 concurrent rounds on one balance', async () => {
    const { cookie } = await fundedPlayer(0, 1_000);
    const results = await Promise.all(
      Array.from({ length: 40 }, () =>
        postJson(
          t,
          '/casino-games/9/play',
          { coinType: 'SC', bet: 1, params: { target: 9899, direction: 'over' } },
          cookie,
        ),
      ),
    );
    const statuses = results.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 400)).toBe(true);
    const wallet = await profileWallet(cookie);
    expect(wallet.totalScCoin).toBeGreaterThanOrEqual(0);
    for (const row of await ledgerCheck(t.db))
      expect(row).toMatchObject({ total: 0, mismatched: 0, negative: 0 });
  });
});

describe('provably fair', () => {
  it('shows the seed hash, never the seed, and a rotation reveals it so the round verifies', async () => {
    const { cookie } = await fundedPlayer(0, 10_000);
    const fairness = (await json(await getJson(t, '/casino-games/fairness', cookie))).data;
    expect(fairness).toMatchObject({
      serverSeedHash: expect.stringMatching(/^[0-9a-f]{64}$/),
      nonce: 0,
    });
    const played = (
      await json(
        await postJson(
          t,
          '/casino-games/9/play',
          { coinType: 'SC', bet: 1, params: { target: 5000, direction: 'under' } },
          cookie,
        ),
      )
    ).data;
    expect(JSON.stringify(played)).not.toMatch(/serverSeed"/);
    const hidden = (await json(await getJson(t, `/casino-games/rounds/${played.roundId}`, cookie)))
      .data;
    expect(hidden.serverSeed).toBeNull();
    const rotated = (
      await json(
        await postJson(t, '/casino-games/fairness/rotate', { clientSeed: 'my-lucky-seed' }, cookie),
      )
    ).data;
    expect(createHash('sha256').update(rotated.previous.serverSeed).digest('hex')).toBe(
      fairness.serverSeedHash,
    );
    expect(rotated.current).toMatchObject({ clientSeed: 'my-lucky-seed', nonce: 0 });
    const detail = (await json(await getJson(t, `/casino-games/rounds/${played.roundId}`, cookie)))
      .data;
    const replay = dice.play(
      { target: 5000, direction: 'under' },
      100,
      { minBet: 1, maxBet: 1e9 },
      createByteStream(nodeHmacSha256, detail.serverSeed, detail.clientSeed, detail.nonce),
    );
    expect(replay.roll).toBe(detail.outcome.roll);
    expect(replay.payout / 100).toBe(detail.payout);
    const other = await signUpVerified(t);
    expect((await getJson(t, `/casino-games/rounds/${played.roundId}`, other.cookie)).status).toBe(
      404,
    );
  });
});

describe('multi-step games', () => {
  it('plays mines step by step, survives a server restart between steps, and cashes out', async () => {
    const { cookie } = await fundedPlayer(10_000_000, 0);
    const start = await postJson(
      t,
      '/casino-games/11/start',
      { coinType: 'GC', bet: 100, params: { mines: 1 } },
      cookie,
    );
    expect(start.status).toBe(200);
    const started = (await json(start)).data;
    expect(started.status).toBe('active');
    expect(started.view.mines).toBeNull();
    expect((await profileWallet(cookie)).gcCoin).toBe(99_900);

    // Another server instance on the same database (as after a restart) resumes the round.
    const restarted = await startTestApp({ database: t.database });
    try {
      const active = (await json(await getJson(restarted, '/casino-games/11/active', cookie))).data;
      expect(active.roundId).toBe(started.roundId);
      let view = active.view;
      let cell = 0;
      while (view.status === 'playing' && view.revealed.length < 2) {
        const step = (
          await json(
            await postJson(
              restarted,
              '/casino-games/11/action',
              { action: 'reveal', params: { cell } },
              cookie,
            ),
          )
        ).data;
        view = step.view;
        cell += 1;
      }
      if (view.status === 'playing') {
        const cashed = (
          await json(
            await postJson(restarted, '/casino-games/11/action', { action: 'cashOut' }, cookie),
          )
        ).data;
        expect(cashed.status).toBe('settled');
        expect(cashed.payout).toBeGreaterThan(100);
        expect((await profileWallet(cookie)).gcCoin).toBeCloseTo(99_900 + cashed.payout, 2);
      } else {
        expect(view.mines).toHaveLength(1);
        expect((await profileWallet(cookie)).gcCoin).toBe(99_900);
      }
    } finally {
      await restarted.close();
    }
    for (const row of await ledgerCheck(t.db))
      expect(row).toMatchObject({ total: 0, mismatched: 0, negative: 0 });
  });

  it('plays blackjack to the end with the actions the table allows', async () => {
    const { cookie } = await fundedPlayer(10_000_000, 0);
    const startRes = await postJson(
      t,
      '/casino-games/8/start',
      { coinType: 'GC', bet: 1000 },
      cookie,
    );
    const startBody = await json(startRes);
    expect(startRes.status, JSON.stringify(startBody)).toBe(200);
    let round = startBody.data;
    for (let i = 0; i < 10 && round.status === 'active'; i += 1) {
      const allowed: string[] = round.view.allowedActions;
      const action = allowed.includes('noInsurance') ? 'noInsurance' : 'stand';
      round = (await json(await postJson(t, '/casino-games/8/action', { action }, cookie))).data;
    }
    expect(round.status).toBe('settled');
    expect(round.view.dealer.every((c: number | null) => c !== null)).toBe(true);
    expect((await profileWallet(cookie)).gcCoin).toBeCloseTo(100_000 - round.bet + round.payout, 2);
    expect(round.bet).toBeGreaterThanOrEqual(1000);
  });

  it('refuses a second round of the same game while one is active, and a seed rotation meanwhile', async () => {
    const { cookie } = await fundedPlayer(10_000_000, 0);
    expect(
      (
        await postJson(
          t,
          '/casino-games/11/start',
          { coinType: 'GC', bet: 100, params: { mines: 3 } },
          cookie,
        )
      ).status,
    ).toBe(200);
    expect(
      (
        await postJson(
          t,
          '/casino-games/11/start',
          { coinType: 'GC', bet: 100, params: { mines: 3 } },
          cookie,
        )
      ).status,
    ).toBe(400);
    expect((await postJson(t, '/casino-games/fairness/rotate', {}, cookie)).status).toBe(400);
  });

  it('settles a round the player left in their favour after the idle time', async () => {
    const { cookie, userId } = await fundedPlayer(10_000_000, 0);
    const started = (
      await json(
        await postJson(
          t,
          '/casino-games/11/start',
          { coinType: 'GC', bet: 100, params: { mines: 5 } },
          cookie,
        ),
      )
    ).data;
    await t.db.execute(
      sql`update game_rounds set updated_at = now() - interval '2 hours' where id = ${started.roundId}`,
    );
    const rows = await queryRows<{ status: string; payout: number; settled_by: string }>(
      t.db,
      sql`select status, payout, settled_by from game_rounds where user_id = ${userId}`,
    );
    expect(rows[0]?.status).toBe('active');
    // The sweeper runs every minute in the app; the test runs the same sweep at once.
    const swept = await t.app.sweepIdleRounds(30 * 60_000);
    expect(swept).toBeGreaterThanOrEqual(1);
    const after = await queryRows<{ status: string; payout: number; settled_by: string }>(
      t.db,
      sql`select status, payout, settled_by from game_rounds where id = ${started.roundId}`,
    );
    expect(after[0]).toMatchObject({ status: 'settled', payout: 10_000, settled_by: 'sweeper' });
    expect((await profileWallet(cookie)).gcCoin).toBe(100_000);
  });
});

describe('history and live winners', () => {
  it("pages a game's settled rounds and every game's, newest first, counting neither an active round nor another player's", async () => {
    const { cookie } = await fundedPlayer(10_000_000, 0);
    const other = await fundedPlayer(10_000_000, 0);
    const dice = { coinType: 'GC', bet: 100, params: { target: 5000, direction: 'over' } };
    const ids: number[] = [];
    for (let i = 0; i < 3; i++)
      ids.push((await json(await postJson(t, '/casino-games/9/play', dice, cookie))).data.roundId);
    await postJson(t, '/casino-games/9/play', dice, other.cookie);
    const mines = { coinType: 'GC', bet: 100, params: { mines: 1 } };
    const active = (await json(await postJson(t, '/casino-games/11/start', mines, cookie))).data;
    expect(active.status).toBe('active');
    const page = async (query: string) =>
      (await json(await getJson(t, `/casino-games/bets?${query}`, cookie))).data as {
        count: number;
        rows: { roundId: number; gameName: string }[];
      };

    const first = await page('gameId=9&limit=2&page=1');
    expect(first.count).toBe(3);
    expect(first.rows.map((r) => r.roundId)).toEqual([ids[2], ids[1]]);
    const second = await page('gameId=9&limit=2&page=2');
    expect(second.rows.map((r) => r.roundId)).toEqual([ids[0]]);
    expect(await page('gameId=11')).toEqual({ count: 0, rows: [] });
    const all = await page('limit=16&page=1');
    expect(all.count).toBe(3);
    expect(all.rows.map((r) => r.roundId)).toEqual([ids[2], ids[1], ids[0]]);
  });

  it("lists the player's own rounds and the public big wins", async () => {
    const { cookie } = await fundedPlayer(10_000_000, 0);
    await postJson(
      t,
      '/casino-games/9/play',
      { coinType: 'GC', bet: 100, params: { target: 5000, direction: 'over' } },
      cookie,
    );
    const bets = (await json(await getJson(t, '/casino-games/bets?gameId=9', cookie))).data;
    expect(bets.count).toBe(1);
    expect(bets.rows[0]).toMatchObject({ gameName: 'Dice', coinType: 'GC', bet: 100 });
    const winners = await getJson(t, '/casino-games/live-winners');
    expect(winners.status).toBe(200);
    expect(Array.isArray((await json(winners)).data.rows)).toBe(true);
  });
});
