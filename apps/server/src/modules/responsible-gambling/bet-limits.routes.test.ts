import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { postJson } from '../../test/accounts';
import { startTestApp, type TestApp } from '../../test/test-app';
import { errorOf, fundedPlayer, moneyState, rollDice, setLimit } from './limits-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

/** Bet sizes of dice (game 9) in each coin: the first bet, and a limit that fits two of it. */
const SIZES = { GC: { bet: 100, limit: 200 }, SC: { bet: 1, limit: 2 } } as const;

describe.each(['GC', 'SC'] as const)('bets against %s limits', (coin) => {
  const { bet, limit } = SIZES[coin];
  const over = Math.round((bet + 0.01) * 100) / 100;

  it('passes a bet that reaches the daily wager limit and refuses one a cent over, moving nothing', async () => {
    const { cookie, userId } = await fundedPlayer(t);
    await setLimit(t, cookie, { kind: 'wager', coinType: coin, period: 'daily', amount: limit });
    expect((await rollDice(t, cookie, coin, bet)).status).toBe(200);
    const before = await moneyState(t, cookie, userId);
    expect(await errorOf(await rollDice(t, cookie, coin, over))).toMatchObject({
      status: 400,
      errorCode: 2300,
      description: `This bet of ${over.toFixed(2)} ${coin} would go over your daily ${coin} wager limit of ${limit.toFixed(2)} ${coin}. You have ${bet.toFixed(2)} ${coin} left of it today.`,
    });
    expect(await moneyState(t, cookie, userId)).toEqual(before);
    expect((await rollDice(t, cookie, coin, bet)).status).toBe(200);
    expect((await errorOf(await rollDice(t, cookie, coin, bet))).errorCode).toBe(2300);
  });

  it('counts a bet in full toward the daily net loss limit: a cent over is refused', async () => {
    const { cookie, userId } = await fundedPlayer(t);
    await setLimit(t, cookie, { kind: 'loss', coinType: coin, period: 'daily', amount: bet });
    const before = await moneyState(t, cookie, userId);
    expect(await errorOf(await rollDice(t, cookie, coin, over))).toMatchObject({
      status: 400,
      errorCode: 2301,
      description: `This bet of ${over.toFixed(2)} ${coin} could take you over your daily ${coin} net loss limit of ${bet.toFixed(2)} ${coin}. You can lose ${bet.toFixed(2)} ${coin} more today.`,
    });
    expect(await moneyState(t, cookie, userId)).toEqual(before);
    expect((await rollDice(t, cookie, coin, bet)).status).toBe(200);
  });

  it('counts rounds of the last 7 and 30 days for weekly and monthly limits, not for daily', async () => {
    const { cookie, userId } = await fundedPlayer(t);
    expect((await rollDice(t, cookie, coin, bet)).status).toBe(200);
    await t.db.execute(
      sql`update game_rounds set created_at = now() - interval '3 days' where user_id = ${userId}`,
    );
    await setLimit(t, cookie, { kind: 'wager', coinType: coin, period: 'daily', amount: bet });
    await setLimit(t, cookie, { kind: 'wager', coinType: coin, period: 'weekly', amount: limit });
    expect((await rollDice(t, cookie, coin, bet)).status).toBe(200);
    await t.db.execute(
      sql`update game_rounds set created_at = now() - interval '10 days' where user_id = ${userId}`,
    );
    await setLimit(t, cookie, { kind: 'wager', coinType: coin, period: 'monthly', amount: limit });
    expect(await errorOf(await rollDice(t, cookie, coin, bet))).toMatchObject({
      errorCode: 2300,
      description: expect.stringContaining(`your monthly ${coin} wager limit`),
    });
  });
});

describe('bets of the other coin and multi-step games', () => {
  it('leaves SC bets alone under a GC limit', async () => {
    const { cookie } = await fundedPlayer(t);
    await setLimit(t, cookie, { kind: 'wager', coinType: 'GC', period: 'daily', amount: 0.01 });
    expect((await rollDice(t, cookie, 'SC', 1)).status).toBe(200);
  });

  it('refuses a mines start over the wager limit before any coin moves', async () => {
    const { cookie, userId } = await fundedPlayer(t);
    await setLimit(t, cookie, { kind: 'wager', coinType: 'GC', period: 'daily', amount: 99.99 });
    const before = await moneyState(t, cookie, userId);
    const res = await postJson(
      t,
      '/casino-games/11/start',
      { coinType: 'GC', bet: 100, params: { mines: 1 } },
      cookie,
    );
    expect((await errorOf(res)).errorCode).toBe(2300);
    expect(await moneyState(t, cookie, userId)).toEqual(before);
  });

  it('lets only as many simultaneous bets through as the limit holds', async () => {
    const { cookie, userId } = await fundedPlayer(t);
    await setLimit(t, cookie, { kind: 'wager', coinType: 'SC', period: 'daily', amount: 2 });
    const answers = await Promise.all(
      Array.from({ length: 6 }, () => rollDice(t, cookie, 'SC', 1)),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([200, 200, 400, 400, 400, 400]);
    expect((await moneyState(t, cookie, userId)).rounds).toBe(2);
  });
});

describe('the session time limit', () => {
  it('counts from sign-in: a bet seconds before the limit passes, at the limit it is refused', async () => {
    const { cookie, userId } = await fundedPlayer(t);
    await setLimit(t, cookie, { kind: 'session', minutes: 30 });
    const signedInAgo = (seconds: number) =>
      t.db.execute(
        sql`update sessions set created_at = now() - make_interval(secs => ${seconds}) where user_id = ${userId}`,
      );
    await signedInAgo(30 * 60 - 5);
    expect((await rollDice(t, cookie, 'SC', 1)).status).toBe(200);
    await signedInAgo(30 * 60);
    const before = await moneyState(t, cookie, userId);
    expect(await errorOf(await rollDice(t, cookie, 'SC', 1))).toMatchObject({
      status: 400,
      errorCode: 2302,
      description:
        'You have reached your session time limit of 30 minutes. Please sign out and take a break; your next session starts when you sign in again.',
    });
    expect(await moneyState(t, cookie, userId)).toEqual(before);
  });
});
