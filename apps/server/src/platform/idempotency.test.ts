import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { count, eq, sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { json, startTestApp, type TestApp } from '../test/test-app';
import { signUpVerified } from '../test/accounts';
import { purchases } from '../modules/payments/purchases.tables';
import { gameRounds } from '../modules/games/rounds.tables';
import { cardToken, expectLedgerBalanced, walletOf } from '../modules/payments/payments-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** A POST with the given Idempotency-Key (none when null), as a client would send it. */
function post(path: string, body: unknown, cookie: string, key: string | null) {
  return t.request(`/api/v1${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie,
      ...(key === null ? {} : { 'idempotency-key': key }),
    },
    body: JSON.stringify(body),
  });
}

/** Status, body and replay flag of each answer. */
async function answers(responses: Response[]) {
  return Promise.all(
    responses.map(async (res) => ({
      status: res.status,
      body: await res.text(),
      replayed: res.headers.get('idempotent-replayed') === 'true',
    })),
  );
}

/** A player with the welcome bonus in their wallet (GC to bet with). */
async function playerWithCoins() {
  const player = await signUpVerified(t);
  const res = await post('/bonus/welcome-bonus', {}, player.cookie, randomUUID());
  expect(res.status).toBe(200);
  return player;
}

const SLOT_BET = { coinType: 'GC', bet: 100 };

describe('Idempotency-Key on requests that move money', () => {
  it('refuses a bet without a key, or with a malformed one, and moves nothing', async () => {
    const { cookie } = await playerWithCoins();
    const before = await walletOf(t, cookie);
    for (const key of [null, 'short', 'with space in it']) {
      const res = await post('/casino-games/1/play', SLOT_BET, cookie, key);
      expect(res.status).toBe(400);
      expect((await json(res)).errors[0]).toMatchObject({
        errorCode: 1010,
        name: 'IdempotencyKeyRequired',
      });
    }
    expect(await walletOf(t, cookie)).toEqual(before);
  });

  it('makes one charge for 20 parallel identical purchases with one key, and answers all 20 alike', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const token = await cardToken(t, cookie);
    const body = { packageId: 3, amount: 9.99, type: 'TOKEN', token, fraud_session_id: 'FS-1' };
    const key = randomUUID();
    const results = await answers(
      await Promise.all(
        Array.from({ length: 20 }, () =>
          post('/payment/finix/create-instrument', body, cookie, key),
        ),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    expect(results.filter((r) => !r.replayed)).toHaveLength(1);
    const [row] = await t.db
      .select({ n: count() })
      .from(purchases)
      .where(eq(purchases.userId, userId));
    expect(row?.n).toBe(1);
    expect(await walletOf(t, cookie)).toMatchObject({ gcCoin: 150000, totalScCoin: 15 });
    await expectLedgerBalanced(t);
  });

  it('plays one round for 20 parallel identical bets with one key', async () => {
    const { cookie, userId } = await playerWithCoins();
    const before = await walletOf(t, cookie);
    const key = randomUUID();
    const results = await answers(
      await Promise.all(
        Array.from({ length: 20 }, () => post('/casino-games/1/play', SLOT_BET, cookie, key)),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    const [rounds] = await t.db
      .select({ n: count() })
      .from(gameRounds)
      .where(eq(gameRounds.userId, userId));
    expect(rounds?.n).toBe(1);
    const round = JSON.parse(results[0]!.body).data;
    const after = await walletOf(t, cookie);
    expect(after.gcCoin).toBeCloseTo(before.gcCoin - round.bet + round.payout, 2);
    await expectLedgerBalanced(t);
  });

  it('credits a claim once for 20 parallel claims with one key', async () => {
    const { cookie } = await signUpVerified(t);
    const key = randomUUID();
    const results = await answers(
      await Promise.all(
        Array.from({ length: 20 }, () => post('/bonus/welcome-bonus', {}, cookie, key)),
      ),
    );
    expect(results.map((r) => r.status)).toEqual(Array(20).fill(200));
    expect(new Set(results.map((r) => r.body)).size).toBe(1);
    const wallet = await walletOf(t, cookie);
    const claimed = JSON.parse(results[0]!.body).data;
    expect(wallet.gcCoin).toBe(claimed.gcAmount);
  });

  it('answers a retry with the first answer, even a refusal, and moves nothing twice', async () => {
    const { cookie } = await playerWithCoins();
    const key = randomUUID();
    const first = await post('/casino-games/1/play', SLOT_BET, cookie, key);
    const afterFirst = await walletOf(t, cookie);
    const retry = await post('/casino-games/1/play', SLOT_BET, cookie, key);
    expect(retry.status).toBe(first.status);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await retry.text()).toBe(await first.text());
    expect(await walletOf(t, cookie)).toEqual(afterFirst);

    const broke = await signUpVerified(t);
    const refusedKey = randomUUID();
    const refused = await post('/casino-games/1/play', SLOT_BET, broke.cookie, refusedKey);
    expect((await json(refused)).errors[0].errorCode).toBe(3100);
    const refusedAgain = await post('/casino-games/1/play', SLOT_BET, broke.cookie, refusedKey);
    expect((await json(refusedAgain)).errors[0].errorCode).toBe(3100);
    expect(refusedAgain.headers.get('idempotent-replayed')).toBe('true');
  });

  it('refuses the same key with another body or on another call, and moves nothing', async () => {
    const { cookie } = await playerWithCoins();
    const key = randomUUID();
    expect((await post('/casino-games/1/play', SLOT_BET, cookie, key)).status).toBe(200);
    const before = await walletOf(t, cookie);
    for (const [path, body] of [
      ['/casino-games/1/play', { coinType: 'GC', bet: 200 }],
      ['/casino-games/2/play', SLOT_BET],
      ['/bonus/daily-bonus', {}],
    ] as const) {
      const res = await post(path, body, cookie, key);
      expect(res.status).toBe(409);
      expect((await json(res)).errors[0]).toMatchObject({
        errorCode: 1009,
        name: 'IdempotencyConflict',
      });
    }
    expect(await walletOf(t, cookie)).toEqual(before);
  });

  it('keeps keys per player: two players may use the same key', async () => {
    const a = await playerWithCoins();
    const b = await playerWithCoins();
    const key = randomUUID();
    const resA = await post('/casino-games/1/play', SLOT_BET, a.cookie, key);
    const resB = await post('/casino-games/1/play', SLOT_BET, b.cookie, key);
    expect([resA.status, resB.status]).toEqual([200, 200]);
    expect(resB.headers.get('idempotent-replayed')).toBeNull();
    expect((await json(resA)).data.roundId).not.toBe((await json(resB)).data.roundId);
  });

  it('keeps a key 24 hours, then purges it', async () => {
    const { cookie } = await playerWithCoins();
    const key = randomUUID();
    await post('/casino-games/1/play', SLOT_BET, cookie, key);
    const keyCount = async () =>
      (
        await queryRows<{ n: number }>(
          t.db,
          sql`select count(*)::int as n from idempotency_keys where key = ${key}`,
        )
      )[0]?.n;
    const inTwentyThreeHours = new Date(Date.now() + 23 * 3_600_000);
    await t.app.purgeIdempotencyKeys(inTwentyThreeHours);
    expect(await keyCount()).toBe(1);
    await t.app.purgeIdempotencyKeys(new Date(Date.now() + 25 * 3_600_000));
    expect(await keyCount()).toBe(0);
  });

  it('documents the rule and the header in the OpenAPI description', async () => {
    const doc = await json(await t.request('/api/docs/json'));
    expect(doc.info.description).toMatch(/Idempotency-Key/);
    const play = doc.paths['/api/v1/casino-games/{gameId}/play'].post;
    expect(play.parameters).toContainEqual(
      expect.objectContaining({ in: 'header', name: 'Idempotency-Key', required: true }),
    );
    const profile = doc.paths['/api/v1/user/profile'].get;
    expect(JSON.stringify(profile.parameters ?? [])).not.toMatch(/Idempotency-Key/);
  });
});
