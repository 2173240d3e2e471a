import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { fromDecimal } from '@app/contracts/money';
import { queryRows } from '../../db/database';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { postJson, signUpVerified } from '../../test/accounts';
import { fundPlayer } from '../wallet/wallet-test-kit';

/**
 * The VIP running totals on PostgreSQL under concurrent writers (decision 067): one-request rounds
 * batched together and multi-step rounds with doubles, for the same players at once, each total
 * kept at commit. Runs where a PostgreSQL is configured (CI's second pass sets TEST_DATABASE_URL).
 */
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function status(res: Response) {
  const body = await json(res);
  return { status: res.status, data: body.data, body };
}

/** Blackjack hands in SC, doubled whenever the table allows it. */
async function blackjackHands(cookie: string, hands: number) {
  for (let hand = 0; hand < hands; hand += 1) {
    let round = await status(
      await postJson(t, '/casino-games/8/start', { coinType: 'SC', bet: 1 }, cookie),
    );
    expect(round.status, JSON.stringify(round.body)).toBe(200);
    for (let i = 0; i < 10 && round.data.status === 'active'; i += 1) {
      const allowed: string[] = round.data.view.allowedActions;
      const action = allowed.includes('noInsurance')
        ? 'noInsurance'
        : allowed.includes('double')
          ? 'double'
          : 'stand';
      round = await status(await postJson(t, '/casino-games/8/action', { action }, cookie));
      expect(round.status, JSON.stringify(round.body)).toBe(200);
    }
  }
}

describe('SC wagered as a running total on PostgreSQL', () => {
  it('equals the sum over the rounds after concurrent batched and multi-step rounds of the same players', async () => {
    const players = await Promise.all(
      Array.from({ length: 8 }, async () => {
        const player = await signUpVerified(t);
        await fundPlayer(t.db, player.userId, { sc: fromDecimal(1000) });
        return player;
      }),
    );
    const dice = (cookie: string) =>
      postJson(
        t,
        '/casino-games/9/play',
        { coinType: 'SC', bet: 1, params: { target: 5000, direction: 'over' } },
        cookie,
      ).then(status);
    const results = await Promise.all(
      players.flatMap((p) => [
        ...Array.from({ length: 12 }, () => dice(p.cookie)),
        blackjackHands(p.cookie, 3).then(() => ({ status: 200, body: null })),
      ]),
    );
    expect(results.filter((r) => r.status !== 200).map((r) => JSON.stringify(r.body))).toEqual([]);

    const rows = await queryRows<{ user_id: number; total: string; rounds: string }>(
      t.db,
      sql`select r.user_id, coalesce(v.sc_wagered, 0) as total, r.wagered as rounds
        from (select user_id, sum(bet) as wagered from game_rounds
          where coin_type = 'SC' and user_id = any(${`{${players.map((p) => p.userId).join(',')}}`}::int[])
          group by user_id) r
        left join vip_player_totals v using (user_id) order by r.user_id`,
    );
    expect(rows).toHaveLength(players.length);
    for (const row of rows)
      expect(Number(row.total), `player ${row.user_id}`).toBe(Number(row.rounds));
    const [mismatched] = await queryRows<{ n: string }>(
      t.db,
      sql`select count(*) as n from (
          select user_id, sum(bet) as wagered from game_rounds where coin_type = 'SC' group by user_id
        ) r full join vip_player_totals v using (user_id)
        where coalesce(r.wagered, 0) <> coalesce(v.sc_wagered, 0)`,
    );
    expect(Number(mismatched?.n)).toBe(0);
  });
});
