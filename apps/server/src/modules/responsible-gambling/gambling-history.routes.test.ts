import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { getJson } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { easternDay } from '../bonuses/eastern-day';
import { postWebhook, startHostedPurchase, webhookEvent } from '../payments/payments-test-kit';
import { errorOf, fundedPlayer, rollDice } from './limits-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const HISTORY = '/responsible-gambling/gambling-history';
const round2 = (n: number) => Math.round(n * 100) / 100;
const sum = (xs: number[]) => round2(xs.reduce((a, b) => a + b, 0));

describe('the gambling history', () => {
  it('adds up each Eastern day: wagered, won and net per coin, purchases and session time', async () => {
    const { cookie, userId } = await fundedPlayer(t);
    const sc = [];
    for (let i = 0; i < 3; i += 1) sc.push((await json(await rollDice(t, cookie, 'SC', 1))).data);
    const gc = (await json(await rollDice(t, cookie, 'GC', 100))).data;
    const started = await startHostedPurchase(t, cookie, { packageId: 3, amount: 9.99 });
    await postWebhook(t, 'ippay', webhookEvent('payment.succeeded', started.data.id, 999));
    await startHostedPurchase(t, cookie, { packageId: 1, amount: 1.99 }); // never paid: not counted
    // One SC round two days back, and a session of 90 minutes that began now (so today, Eastern).
    await t.db.execute(
      sql`update game_rounds set created_at = now() - interval '2 days' where id = ${sc[0].roundId}`,
    );
    await t.db.execute(
      sql`update sessions set created_at = now(), last_seen_at = now() + interval '90 minutes' where user_id = ${userId}`,
    );

    const today = easternDay();
    const twoDaysAgo = easternDay(new Date(Date.now() - 2 * 86_400_000));
    const res = await getJson(t, HISTORY, cookie);
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data.to).toBe(today);
    const scWageredToday = 2;
    const scWonToday = sum([sc[1].payout, sc[2].payout]);
    expect(data.days).toEqual([
      {
        date: today,
        gcWagered: 100,
        gcWon: gc.payout,
        gcNet: round2(gc.payout - 100),
        scWagered: scWageredToday,
        scWon: scWonToday,
        scNet: round2(scWonToday - scWageredToday),
        purchasesUsd: 9.99,
        sessionMinutes: 90,
      },
      {
        date: twoDaysAgo,
        gcWagered: 0,
        gcWon: 0,
        gcNet: 0,
        scWagered: 1,
        scWon: sc[0].payout,
        scNet: round2(sc[0].payout - 1),
        purchasesUsd: 0,
        sessionMinutes: 0,
      },
    ]);
    const onlyToday = (await json(await getJson(t, `${HISTORY}?from=${today}&to=${today}`, cookie)))
      .data;
    expect(onlyToday.days.map((d: { date: string }) => d.date)).toEqual([today]);
  });

  it('downloads the same days as CSV', async () => {
    const { cookie } = await fundedPlayer(t);
    const round = (await json(await rollDice(t, cookie, 'SC', 1))).data;
    const res = await getJson(t, `${HISTORY}?format=csv`, cookie);
    expect(res.headers.get('content-type')).toContain('text/csv');
    expect(res.headers.get('content-disposition')).toMatch(
      /^attachment; filename="gambling-history-\d{4}-\d{2}-\d{2}-to-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    const lines = (await res.text()).trimEnd().split('\r\n');
    expect(lines[0]).toBe(
      'date,gcWagered,gcWon,gcNet,scWagered,scWon,scNet,purchasesUsd,sessionMinutes',
    );
    expect(lines[1]).toBe(
      `${easternDay()},0.00,0.00,0.00,1.00,${round.payout.toFixed(2)},${(round.payout - 1).toFixed(2)},0.00,0`,
    );
    expect(lines).toHaveLength(2);
  });

  it('shows nobody else’s play and refuses a bad range', async () => {
    const other = await fundedPlayer(t);
    await rollDice(t, other.cookie, 'SC', 1);
    const { cookie } = await fundedPlayer(t);
    const mine = (await json(await getJson(t, HISTORY, cookie))).data.days;
    expect(mine.every((d: { scWagered: number }) => d.scWagered === 0)).toBe(true);
    expect(
      await errorOf(await getJson(t, `${HISTORY}?from=2025-01-01&to=2026-06-01`, cookie)),
    ).toMatchObject({
      status: 400,
      errorCode: 2305,
      description: 'Choose at most 366 days of history at a time.',
    });
    const reversed = await errorOf(
      await getJson(t, `${HISTORY}?from=2026-02-01&to=2026-01-01`, cookie),
    );
    expect(reversed).toMatchObject({ status: 400, errorCode: 1000 });
    expect(reversed.description).toContain('The start date must be on or before the end date');
    expect((await getJson(t, HISTORY)).status).toBe(401);
  });
});
