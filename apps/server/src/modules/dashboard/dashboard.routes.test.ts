import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { TDashboard, TDashboardRange } from '@app/contracts/dashboard';
import { queryRows } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { easternDay } from '../bonuses/eastern-day';
import { cardToken, eventually } from '../payments/payments-test-kit';
import { staffSignIn } from '../staff/staff-test-kit';
import { daysBefore } from './dashboard.service';
import { createStatsRollup, STATS_ROLLUP_QUEUE } from './stats-rollup.service';

let t: TestApp;
let support: string;
beforeAll(async () => {
  t = await startTestApp();
  support = await staffSignIn(t, 'support');
});
afterAll(async () => {
  await t.close();
});

async function dashboard(range: TDashboardRange = '30d'): Promise<TDashboard> {
  const res = await getJson(t, `/admin/dashboard?range=${range}`, support);
  expect(res.status).toBe(200);
  return (await json(res)).data;
}

/** What every player holds, read from the balances themselves (the scan the dashboard avoids). */
async function playerHoldings() {
  const [row] = await queryRows<{ gc: string; sc: string }>(
    t.db,
    sql`select coalesce(sum(balance) filter (where kind = 'GC'), 0)::text as gc,
        coalesce(sum(balance) filter (where kind in ('SC_UNPLAYED', 'SC_REDEEMABLE')), 0)::text as sc
      from wallet_accounts where user_id is not null`,
  );
  return { gc: Number(row?.gc), sc: Number(row?.sc) };
}

const hundredths = (decimal: number) => Math.round(decimal * 100);

/** Buys package 3 ($9.99) with a card token; credited at once. */
async function buyPackage3(cookie: string) {
  const token = await cardToken(t, cookie);
  const res = await postJson(
    t,
    '/payment/finix/create-instrument',
    { packageId: 3, amount: 9.99, type: 'TOKEN', token },
    cookie,
  );
  expect(res.status).toBe(200);
  expect((await json(res)).data.status).toBe('SUCCESS');
}

async function play(cookie: string, gameId: number, body: Record<string, unknown>) {
  const res = await postJson(t, `/casino-games/${gameId}/play`, body, cookie);
  expect(res.status).toBe(200);
  const round = (await json(res)).data as { bet: number; payout: number };
  return { bet: hundredths(round.bet), won: hundredths(round.payout) };
}

const figures = (d: TDashboard) => ({ ...d.totals });

describe('the dashboard', () => {
  it('answers each figure exactly as the players moved it, by US Eastern day', async () => {
    const before = await dashboard();
    expect(before.now).toMatchObject({ outstandingSc: (await playerHoldings()).sc });

    const a = await signUpVerified(t);
    const b = await signUpVerified(t);
    await buyPackage3(a.cookie);
    await buyPackage3(a.cookie);
    await buyPackage3(b.cookie);
    let gc = { bet: 0, won: 0 };
    let sc = { bet: 0, won: 0 };
    for (let i = 0; i < 3; i += 1) {
      const g = await play(a.cookie, 1, { coinType: 'GC', bet: 100 });
      gc = { bet: gc.bet + g.bet, won: gc.won + g.won };
      const s = await play(a.cookie, 9, {
        coinType: 'SC',
        bet: 1,
        params: { target: 5000, direction: 'over' },
      });
      sc = { bet: sc.bet + s.bet, won: sc.won + s.won };
    }
    expect(gc.bet).toBe(30_000);
    expect(sc.bet).toBe(300);

    const after = await dashboard();
    const was = figures(before);
    expect(figures(after)).toEqual({
      signUps: was.signUps + 2,
      firstPurchases: was.firstPurchases + 2,
      purchases: was.purchases + 3,
      purchaseCents: was.purchaseCents + 3 * 999,
      gcWagered: was.gcWagered + gc.bet,
      gcWon: was.gcWon + gc.won,
      scWagered: was.scWagered + sc.bet,
      scWon: was.scWon + sc.won,
      scGgr: was.scGgr + sc.bet - sc.won,
    });
    const holdings = await playerHoldings();
    expect(after.now.outstandingSc).toBe(holdings.sc);
    expect(after.now.outstandingGc).toBe(holdings.gc);
    // Three purchases credited 10 SC each, plus the first-purchase bonus (50%) twice, plus the
    // Silver boost (5 %) on a's second purchase (a's first reached Silver by GC bought).
    expect(after.now.outstandingSc - before.now.outstandingSc).toBe(
      3 * 1000 + 2 * 500 + 50 - sc.bet + sc.won,
    );
    // Only the two players of this test have used a session in the last minutes.
    expect(after.now.playersOnline).toBe(2);
    expect(after.now).toMatchObject({ failedJobs: 0, failedWebhooks: 0 });
    expect(after.rolledUpAt).not.toBeNull();

    // The day's row holds what the 30 days hold (everything here happened today).
    const today = easternDay();
    const todays = await dashboard('today');
    expect(todays).toMatchObject({ range: 'today', from: today, to: today });
    expect(todays.days).toEqual([{ day: today, ...todays.totals }]);
    expect(after.days.at(-1)).toEqual({ day: today, ...after.totals });
  });

  it('answers 1, 7 or 30 Eastern days ending today, oldest first, and refuses another range', async () => {
    const today = easternDay();
    for (const [range, length] of [
      ['today', 1],
      ['7d', 7],
      ['30d', 30],
    ] as const) {
      const d = await dashboard(range);
      expect(d.days.map((day) => day.day)).toEqual(
        Array.from({ length }, (_, i) => daysBefore(today, length - 1 - i)),
      );
      expect(d.from).toBe(daysBefore(today, length - 1));
    }
    const bad = await getJson(t, '/admin/dashboard?range=90d', support);
    expect(bad.status).toBe(400);
    expect((await json(bad)).errors[0].description).toContain('range must be one of');
  });

  it('counts nothing twice however often the roll-up runs, by a second fold or by its job', async () => {
    const first = await dashboard();
    const rollup = createStatsRollup({ db: t.db });
    await rollup.foldAll();
    await rollup.foldAll();
    expect(await dashboard()).toMatchObject({ totals: first.totals, now: first.now });

    const id = await t.app.jobs.send(STATS_ROLLUP_QUEUE, {});
    if (!id) throw new Error('no job sent');
    await eventually(async () =>
      (await t.app.jobs.job(id))?.state === 'completed' ? true : undefined,
    );
    expect(await dashboard()).toMatchObject({ totals: first.totals, now: first.now });
  });

  it('answers ten staff reading at once while the roll-up job folds, each with every row committed before', async () => {
    const before = await dashboard();
    const player = await signUpVerified(t);
    await buyPackage3(player.cookie);
    const expected = {
      signUps: before.totals.signUps + 1,
      firstPurchases: before.totals.firstPurchases + 1,
      purchases: before.totals.purchases + 1,
      purchaseCents: before.totals.purchaseCents + 999,
    };
    // On PostgreSQL (TEST_DATABASE_URL) the reads and the job run on connections of their own.
    const fold = createStatsRollup({ db: t.db }).foldAll();
    const sessions = await Promise.all(
      Array.from({ length: 10 }, async () => {
        const answers: { status: number; totals?: TDashboard['totals'] }[] = [];
        for (let i = 0; i < 5; i += 1) {
          const res = await getJson(t, '/admin/dashboard?range=30d', support);
          answers.push({
            status: res.status,
            totals: res.ok ? (await json(res)).data.totals : undefined,
          });
        }
        return answers;
      }),
    );
    await fold;
    for (const answer of sessions.flat()) {
      expect(answer.status).toBe(200);
      expect(answer.totals).toMatchObject(expected);
    }
    expect(figures(await dashboard())).toMatchObject(expected);
    expect((await dashboard()).now.outstandingSc).toBe((await playerHoldings()).sc);
  });

  it('folds a transfer that commits after the watermark passed its id, exactly once', async () => {
    const player = await signUpVerified(t);
    await buyPackage3(player.cookie);
    // A writer takes a transfer id and has not committed yet ...
    const [reserved] = await queryRows<{ id: string }>(
      t.db,
      sql`select nextval(pg_get_serial_sequence('wallet_transfers', 'id'))::text as id`,
    );
    // ... while later transfers commit and the roll-up moves past it.
    const round = await play(player.cookie, 9, {
      coinType: 'SC',
      bet: 1,
      params: { target: 5000, direction: 'over' },
    });
    const before = await dashboard();
    const gaps = await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from stats_rollup_gaps
        where source = 'wallet_transfers' and ${Number(reserved?.id)} between from_id and to_id`,
    );
    expect(gaps[0]?.n).toBe(1);

    // Now the late writer commits: a 0.50 SC bet with the id it took.
    await inTransaction(t.db, async ({ tx }) => {
      await tx.execute(sql`
        with player as (
          select id from wallet_accounts where user_id = ${player.userId} and kind = 'SC_UNPLAYED'
        ), house as (
          select id from wallet_accounts where user_id is null and kind = 'GAMES' and currency = 'SC'
        ), op as (
          insert into wallet_operations (idempotency_key, user_id, kind, request_hash)
          values (${`late-writer:${player.userId}`}, ${player.userId}, 'game_round', 'x') returning id
        ), debit as (
          update wallet_accounts set balance = balance - 50 where id = (select id from player)
          returning balance
        )
        insert into wallet_transfers
          (id, operation_id, kind, currency, from_account_id, to_account_id, amount, from_balance_after)
        select ${Number(reserved?.id)}, (select id from op), 'bet', 'SC', (select id from player),
          (select id from house), 50, (select balance from debit)`);
    });

    const after = await dashboard();
    expect(after.totals.scWagered).toBe(before.totals.scWagered + 50);
    expect(after.now.outstandingSc).toBe(before.now.outstandingSc - 50);
    expect(after.now.outstandingSc).toBe((await playerHoldings()).sc);
    expect(round.bet).toBe(100);
    await createStatsRollup({ db: t.db }).foldAll();
    expect((await dashboard()).totals).toEqual(after.totals);
  });
});
