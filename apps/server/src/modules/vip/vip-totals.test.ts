import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { fromDecimal } from '@app/contracts/money';
import { queryRows } from '../../db/database';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { fundPlayer } from '../wallet/wallet-test-kit';
import { users } from '../users/users.tables';
import { userTierHistory, vipTiers } from './vip.tables';

/**
 * The VIP running totals (decision 067): SC wagered is kept by triggers on game_rounds in the
 * commit of the rounds that change it, tiers reached by play are recorded there, and a read of
 * the standing writes nothing.
 */
let t: TestApp;
const UNREACHABLE = fromDecimal(1_000_000_000);
const SILVER = 2;
const GOLD = 3;

const setThresholds = (level: number, gc: number, sc: number) =>
  t.db
    .update(vipTiers)
    .set({ gcRequiredPurchase: gc, scRequiredPlay: sc })
    .where(eq(vipTiers.level, level));

beforeAll(async () => {
  t = await startTestApp();
  // Here Silver is reached by 2 SC played and Gold by 4 SC; GC bought reaches nothing.
  await setThresholds(1, UNREACHABLE, fromDecimal(2));
  await setThresholds(2, UNREACHABLE, fromDecimal(4));
  for (let level = 3; level <= 7; level += 1)
    await setThresholds(level, UNREACHABLE + level, UNREACHABLE + level);
  // Every row written to the VIP tables and users, by whom it concerns: a read must add none.
  await t.db.execute(sql`create table test_write_probe (
    id serial primary key, tbl text not null, user_id int not null)`);
  await t.db.execute(sql`create function test_probe_write() returns trigger as $$
    begin
      insert into test_write_probe (tbl, user_id)
      values (TG_TABLE_NAME, (to_jsonb(coalesce(NEW, OLD)) ->> TG_ARGV[0])::int);
      return null;
    end $$ language plpgsql`);
  for (const [table, column] of [
    ['users', 'id'],
    ['user_tier_history', 'user_id'],
    ['vip_player_totals', 'user_id'],
    ['user_rakeback', 'user_id'],
  ] as const) {
    await t.db.execute(
      sql.raw(`create trigger test_probe_${table} after insert or update or delete on ${table}
        for each row execute function test_probe_write('${column}')`),
    );
  }
});
afterAll(async () => {
  await t.close();
});

async function fundedPlayer(sc: number) {
  const player = await signUpVerified(t);
  await fundPlayer(t.db, player.userId, { gc: 10_000_000, sc: fromDecimal(sc) });
  return player;
}

async function ok(res: Response) {
  const body = await json(res);
  expect(res.status, JSON.stringify(body)).toBe(200);
  return body.data;
}

const dice = (cookie: string, coinType: 'GC' | 'SC' = 'SC') =>
  postJson(
    t,
    '/casino-games/9/play',
    { coinType, bet: coinType === 'GC' ? 100 : 1, params: { target: 5000, direction: 'over' } },
    cookie,
  ).then(ok);

/** A blackjack hand in SC, doubled when the table allows it; answers whether it was. */
async function blackjackHand(cookie: string) {
  let round = await ok(
    await postJson(t, '/casino-games/8/start', { coinType: 'SC', bet: 1 }, cookie),
  );
  let doubled = false;
  for (let i = 0; i < 10 && round.status === 'active'; i += 1) {
    const allowed: string[] = round.view.allowedActions;
    const action: string = allowed.includes('noInsurance')
      ? 'noInsurance'
      : !doubled && allowed.includes('double')
        ? 'double'
        : 'stand';
    doubled ||= action === 'double';
    round = await ok(await postJson(t, '/casino-games/8/action', { action }, cookie));
  }
  expect(round.status).toBe('settled');
  return doubled;
}

async function scWagered(userId: number) {
  const [row] = await queryRows<{ total: string | null; rounds: string }>(
    t.db,
    sql`select (select sc_wagered from vip_player_totals where user_id = ${userId}) as total,
      (select coalesce(sum(bet), 0) from game_rounds
        where user_id = ${userId} and coin_type = 'SC') as rounds`,
  );
  return { total: Number(row?.total ?? 0), rounds: Number(row?.rounds) };
}

/** Players whose running total differs from the sum over their SC rounds (all of them, not one). */
async function mismatchedPlayers() {
  return queryRows<{ user_id: number }>(
    t.db,
    sql`select user_id from (
        select user_id, sum(bet) as wagered from game_rounds where coin_type = 'SC' group by user_id
      ) r full join vip_player_totals v using (user_id)
      where coalesce(r.wagered, 0) <> coalesce(v.sc_wagered, 0)`,
  );
}

async function historyRows(userId: number) {
  return t.db
    .select({
      vipTierId: userTierHistory.vipTierId,
      isBonusClaimed: userTierHistory.isBonusClaimed,
    })
    .from(userTierHistory)
    .where(eq(userTierHistory.userId, userId))
    .orderBy(userTierHistory.vipTierId);
}

async function vipLevelOf(userId: number) {
  const [row] = await t.db
    .select({ vipLevel: users.vipLevel })
    .from(users)
    .where(eq(users.id, userId));
  return row?.vipLevel;
}

describe('SC wagered as a running total', () => {
  it('equals the sum over the rounds after batched one-request rounds, multi-step rounds and the sweeper', async () => {
    const { cookie, userId } = await fundedPlayer(1000);
    // One-request rounds, several at once (they share batches), and GC rounds that do not count.
    await Promise.all(Array.from({ length: 6 }, () => dice(cookie)));
    await Promise.all([dice(cookie, 'GC'), dice(cookie, 'GC')]);
    expect(await scWagered(userId)).toEqual({ total: 600, rounds: 600 });

    // Blackjack: a double adds to the round's bet after it started.
    let doubles = 0;
    for (let hand = 0; hand < 20 && doubles === 0; hand += 1)
      if (await blackjackHand(cookie)) doubles += 1;
    expect(doubles).toBe(1);
    const afterHands = await scWagered(userId);
    expect(afterHands.total).toBe(afterHands.rounds);

    // Mines: one finished by the player (a tile, then cash out if it was safe), one left and
    // settled by the sweeper.
    await ok(
      await postJson(
        t,
        '/casino-games/11/start',
        { coinType: 'SC', bet: 1, params: { mines: 3 } },
        cookie,
      ),
    );
    const revealed = await ok(
      await postJson(
        t,
        '/casino-games/11/action',
        { action: 'reveal', params: { cell: 0 } },
        cookie,
      ),
    );
    if (revealed.status === 'active')
      await ok(await postJson(t, '/casino-games/11/action', { action: 'cashOut' }, cookie));
    const left = await ok(
      await postJson(
        t,
        '/casino-games/11/start',
        { coinType: 'SC', bet: 2, params: { mines: 5 } },
        cookie,
      ),
    );
    await t.db.execute(
      sql`update game_rounds set updated_at = now() - interval '2 hours' where id = ${left.roundId}`,
    );
    expect(await t.app.sweepIdleRounds(30 * 60_000)).toBeGreaterThanOrEqual(1);

    const final = await scWagered(userId);
    expect(final.total).toBe(final.rounds);
    expect(final.total).toBe(afterHands.total + 300);
    const page = await ok(await getJson(t, '/rewards/vip-tier', cookie));
    expect(page.totalScSpend).toBe(final.rounds / 100);
    expect(await mismatchedPlayers()).toEqual([]);
  });

  it('is made again from the rounds by the migration’s set-based backfill', async () => {
    const { cookie, userId } = await fundedPlayer(10);
    await dice(cookie);
    await dice(cookie);
    const before = await queryRows(t.db, sql`select * from vip_player_totals order by user_id`);
    // As before the migration: rounds without their totals.
    await t.db.execute(sql`delete from vip_player_totals where user_id = ${userId}`);
    expect(await mismatchedPlayers()).toEqual([{ user_id: userId }]);
    await t.db.execute(sql`select vip_rebuild_player_totals()`);
    expect(await queryRows(t.db, sql`select * from vip_player_totals order by user_id`)).toEqual(
      before,
    );
    expect(await mismatchedPlayers()).toEqual([]);
  });
});

describe('tiers reached by play', () => {
  it('are recorded in the commit of the round that crosses them, before any read', async () => {
    const { cookie, userId } = await fundedPlayer(10);
    await dice(cookie);
    // 1 SC played: still Bronze, and nothing recorded yet (no read recorded Bronze either).
    expect(await historyRows(userId)).toEqual([]);
    await dice(cookie);
    // 2 SC: Silver, and Bronze below it, straight from the table.
    expect(await historyRows(userId)).toEqual([
      { vipTierId: 1, isBonusClaimed: true },
      { vipTierId: SILVER, isBonusClaimed: false },
    ]);
    expect(await vipLevelOf(userId)).toBe(1);
    await dice(cookie);
    await dice(cookie);
    expect(await historyRows(userId)).toEqual([
      { vipTierId: 1, isBonusClaimed: true },
      { vipTierId: SILVER, isBonusClaimed: false },
      { vipTierId: GOLD, isBonusClaimed: false },
    ]);
    expect(await vipLevelOf(userId)).toBe(2);
  });

  it('are recorded when a multi-step round’s bet crosses them', async () => {
    const { cookie, userId } = await fundedPlayer(10);
    await ok(
      await postJson(
        t,
        '/casino-games/11/start',
        { coinType: 'SC', bet: 2, params: { mines: 3 } },
        cookie,
      ),
    );
    expect(await historyRows(userId)).toEqual([
      { vipTierId: 1, isBonusClaimed: true },
      { vipTierId: SILVER, isBonusClaimed: false },
    ]);
    expect(await vipLevelOf(userId)).toBe(1);
  });
});

describe('a read of the standing', () => {
  const reads = async (cookie: string) => {
    await ok(await getJson(t, '/user/profile', cookie));
    await ok(await getJson(t, '/rewards/vip-tier', cookie));
    await ok(await getJson(t, '/rewards/vip-tier-history', cookie));
    await ok(await getJson(t, '/rewards/rakeback', cookie));
    await ok(await getJson(t, '/bonus/get-all-bonus', cookie));
  };
  const writesSince = async (id: number, userIds: number[]) =>
    queryRows<{ tbl: string; user_id: number }>(
      t.db,
      sql`select tbl, user_id from test_write_probe
        where id > ${id} and user_id = any(${`{${userIds.join(',')}}`}::int[]) order by id`,
    );
  const lastProbe = async () =>
    Number(
      (
        await queryRows<{ id: number | null }>(
          t.db,
          sql`select max(id) as id from test_write_probe`,
        )
      )[0]?.id ?? 0,
    );

  it('writes nothing, for a new player, one who reached tiers by play, and one a lowered threshold lifted', async () => {
    const fresh = await fundedPlayer(10);
    const silver = await fundedPlayer(10);
    await dice(silver.cookie);
    await dice(silver.cookie);
    const lifted = await fundedPlayer(10);
    await dice(lifted.cookie);
    // Staff lower Silver to 1 SC: the lifted player is Silver now, with no row recorded yet.
    await setThresholds(1, UNREACHABLE, fromDecimal(1));
    try {
      const since = await lastProbe();
      for (const player of [fresh, silver, lifted]) await reads(player.cookie);
      expect(await writesSince(since, [fresh.userId, silver.userId, lifted.userId])).toEqual([]);
      expect(await historyRows(fresh.userId)).toEqual([]);
      expect(await historyRows(lifted.userId)).toEqual([]);

      // What they are shown is the standing as recorded rows would give it.
      const freshPage = await ok(await getJson(t, '/rewards/vip-tier', fresh.cookie));
      expect(freshPage.currentVipTier).toMatchObject({ vipTierId: 1 });
      expect(freshPage.userTierHistory).toEqual([
        { userId: fresh.userId, vipTierId: 1, isBonusClaimed: true },
      ]);
      const profile = await ok(await getJson(t, '/user/profile', lifted.cookie));
      expect(profile.vipTierDetail).toMatchObject({
        currentTier: { level: 1, name: 'Silver' },
        totalScSpend: 1,
      });
      const liftedPage = await ok(await getJson(t, '/rewards/vip-tier', lifted.cookie));
      expect(liftedPage.userTierHistory).toEqual([
        { userId: lifted.userId, vipTierId: 1, isBonusClaimed: true },
        { userId: lifted.userId, vipTierId: SILVER, isBonusClaimed: false },
      ]);
      const rewards = await ok(await getJson(t, '/bonus/get-all-bonus', lifted.cookie));
      expect(JSON.stringify(rewards)).toContain(`vipTier:${SILVER}`);

      // Claiming it records the tier first, in the claim's transaction.
      const claimed = await postJson(
        t,
        '/rewards/claim-tier-bonus',
        { tierId: SILVER, userId: lifted.userId },
        lifted.cookie,
        'PUT',
      );
      expect(claimed.status).toBe(200);
      expect(await historyRows(lifted.userId)).toEqual([
        { vipTierId: 1, isBonusClaimed: true },
        { vipTierId: SILVER, isBonusClaimed: true },
      ]);
      expect(await vipLevelOf(lifted.userId)).toBe(1);
    } finally {
      await setThresholds(1, UNREACHABLE, fromDecimal(2));
    }
  });
});
