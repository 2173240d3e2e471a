import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../db/database';
import { startTestApp, type TestApp } from '../test/test-app';
import { signUpVerified } from '../test/accounts';
import { expectLedgerBalanced, walletOf } from '../modules/payments/payments-test-kit';

// A slot round's Idempotency-Key and answer are written by the round batch's own statement
// (decision 041): no claim before the round, no record after it, and never one without the other.

let t: TestApp;
/** A second instance on the same database, as behind a load balancer. */
let second: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  second = await startTestApp({ database: t.database });
});
afterAll(async () => {
  await second.close();
  await t.close();
});

const SLOT_BET = { coinType: 'GC', bet: 100 };

function spin(app: TestApp, cookie: string, key: string) {
  return app.request('/api/v1/casino-games/1/play', {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'idempotency-key': key },
    body: JSON.stringify(SLOT_BET),
  });
}

async function playerWithCoins() {
  const player = await signUpVerified(t);
  const res = await t.request('/api/v1/bonus/welcome-bonus', {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie: player.cookie,
      'idempotency-key': randomUUID(),
    },
    body: '{}',
  });
  expect(res.status).toBe(200);
  return player;
}

const keyRows = (key: string) =>
  queryRows<{ statusCode: number | null; responseBody: string | null }>(
    t.db,
    sql`select status_code as "statusCode", response_body as "responseBody"
          from idempotency_keys where key = ${key}`,
  );

const roundCount = async (userId: number) =>
  (
    await queryRows<{ n: number }>(
      t.db,
      sql`select count(*)::int as n from game_rounds where user_id = ${userId}`,
    )
  )[0]!.n;

describe('a slot round and its Idempotency-Key in one commit', () => {
  it('records the answer it sent, byte for byte, with the round', async () => {
    const { cookie } = await playerWithCoins();
    const key = randomUUID();
    const res = await spin(t, cookie, key);
    const body = await res.text();
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    const round = JSON.parse(body).data;
    expect(round).toMatchObject({ status: 'settled', coinType: 'GC', bet: 100 });
    expect(await keyRows(key)).toEqual([{ statusCode: 200, responseBody: body }]);
    const replay = await spin(second, cookie, key);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.text()).toBe(body);
  });

  it('never writes the key without its answer: no claim comes before the round', async () => {
    const { cookie, userId } = await playerWithCoins();
    // A claim (a key with no answer yet) of this player fails, as it would if one were made.
    await t.db.execute(
      sql.raw(`create or replace function refuse_claims_of_${userId}() returns trigger as $$
        begin raise exception 'a key without its answer'; end $$ language plpgsql`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_claims_${userId} before insert on idempotency_keys for each row
        when (new.scope = 'player:${userId}' and new.status_code is null)
        execute function refuse_claims_of_${userId}()`),
    );
    try {
      const key = randomUUID();
      const res = await spin(t, cookie, key);
      expect(res.status).toBe(200);
      expect(await roundCount(userId)).toBe(1);
      expect((await keyRows(key))[0]?.responseBody).toBe(await res.text());
    } finally {
      await t.db.execute(sql.raw(`drop trigger refuse_claims_${userId} on idempotency_keys`));
    }
  });

  it('writes neither the round nor the key when the round cannot be written, so a retry plays it once', async () => {
    const { cookie, userId } = await playerWithCoins();
    const before = await walletOf(t, cookie);
    // Every insert of this player's rounds fails inside the batch's statement, as a full disk would.
    await t.db.execute(
      sql.raw(`create or replace function refuse_rounds_of_${userId}() returns trigger as $$
        begin raise exception 'no rounds for this player now'; end $$ language plpgsql`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_rounds_${userId} before insert on game_rounds for each row
        when (new.user_id = ${userId}) execute function refuse_rounds_of_${userId}()`),
    );
    const key = randomUUID();
    const failed = await spin(t, cookie, key);
    expect(failed.status).toBe(500);
    expect(await keyRows(key)).toEqual([]);
    expect(await roundCount(userId)).toBe(0);
    expect(await walletOf(t, cookie)).toEqual(before);

    await t.db.execute(sql.raw(`drop trigger refuse_rounds_${userId} on game_rounds`));
    const retried = await spin(t, cookie, key);
    expect(retried.status).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await roundCount(userId)).toBe(1);
    const again = await spin(second, cookie, key);
    expect(await again.text()).toBe(await retried.text());
    expect(await roundCount(userId)).toBe(1);
    await expectLedgerBalanced(t);
  });

  it('plays one round when two instances get the same key at once, and each answer is that round or 1011', async () => {
    const { cookie, userId } = await playerWithCoins();
    const before = await walletOf(t, cookie);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => spin(i % 2 === 0 ? t : second, cookie, key)).map(
        async (pending) => {
          const res = await pending;
          return { status: res.status, body: await res.text() };
        },
      ),
    );
    expect(await roundCount(userId)).toBe(1);
    const played = results.filter((r) => r.status === 200);
    expect(played.length).toBeGreaterThanOrEqual(1);
    expect(new Set(played.map((r) => r.body)).size).toBe(1);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status).toBe(409);
      expect(JSON.parse(refused.body).errors[0].errorCode).toBe(1011);
    }
    const [recorded] = await keyRows(key);
    expect(recorded?.responseBody).toBe(played[0]!.body);
    const round = JSON.parse(played[0]!.body).data;
    const after = await walletOf(t, cookie);
    expect(after.gcCoin).toBeCloseTo(before.gcCoin - round.bet + round.payout, 2);
    const retry = await spin(second, cookie, key);
    expect(await retry.text()).toBe(played[0]!.body);
    await expectLedgerBalanced(t);
  });
});

function call(app: TestApp, cookie: string, path: string, body: unknown, key: string) {
  return app.request(`/api/v1/casino-games/8/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie, 'idempotency-key': key },
    body: JSON.stringify(body),
  });
}
const BLACKJACK_BET = { coinType: 'GC', bet: 1000 };
/** The action a blackjack round in progress takes next: decline insurance, else stand. */
const nextAction = (round: { view: { allowedActions: string[] } }) => ({
  action: round.view.allowedActions.includes('noInsurance') ? 'noInsurance' : 'stand',
});

describe("a multi-step round's calls and their Idempotency-Keys in one commit", () => {
  it('records each answer, byte for byte, in the commit of its start or action; a replay moves nothing', async () => {
    const { cookie, userId } = await playerWithCoins();
    // An answer written by a later transaction than the one that claimed its key fails.
    await t.db.execute(
      sql.raw(`create or replace function one_commit_of_${userId}() returns trigger as $$
        begin
          if old.xmin <> pg_current_xact_id()::xid then
            raise exception 'the answer came in a later commit than its claim';
          end if;
          return new;
        end $$ language plpgsql`),
    );
    await t.db.execute(
      sql.raw(`create trigger one_commit_${userId} before update on idempotency_keys for each row
        when (old.scope = 'player:${userId}') execute function one_commit_of_${userId}()`),
    );
    const startKey = randomUUID();
    const started = await call(t, cookie, 'start', BLACKJACK_BET, startKey);
    const startBody = await started.text();
    expect(started.status, startBody).toBe(200);
    expect(await keyRows(startKey)).toEqual([{ statusCode: 200, responseBody: startBody }]);
    const afterStart = await walletOf(t, cookie);
    const replay = await call(second, cookie, 'start', BLACKJACK_BET, startKey);
    expect(replay.headers.get('idempotent-replayed')).toBe('true');
    expect(await replay.text()).toBe(startBody);
    expect(await roundCount(userId)).toBe(1);
    expect(await walletOf(t, cookie)).toEqual(afterStart);

    let round = JSON.parse(startBody).data;
    while (round.status === 'active') {
      const key = randomUUID();
      const acted = await call(t, cookie, 'action', nextAction(round), key);
      const body = await acted.text();
      expect(acted.status, body).toBe(200);
      expect(await keyRows(key)).toEqual([{ statusCode: 200, responseBody: body }]);
      const again = await call(second, cookie, 'action', nextAction(round), key);
      expect(await again.text()).toBe(body);
      round = JSON.parse(body).data;
    }
    expect(round.status).toBe('settled');
    expect(await roundCount(userId)).toBe(1);
    await t.db.execute(sql.raw(`drop trigger one_commit_${userId} on idempotency_keys`));
    await expectLedgerBalanced(t);
  });

  it('starts one round when two instances get the same key at once; each answer is that round or 1011', async () => {
    const { cookie, userId } = await playerWithCoins();
    const before = await walletOf(t, cookie);
    const key = randomUUID();
    const results = await Promise.all(
      Array.from({ length: 8 }, (_, i) =>
        call(i % 2 === 0 ? t : second, cookie, 'start', BLACKJACK_BET, key),
      ).map(async (pending) => {
        const res = await pending;
        return { status: res.status, body: await res.text() };
      }),
    );
    expect(await roundCount(userId)).toBe(1);
    const played = results.filter((r) => r.status === 200);
    expect(played.length).toBeGreaterThanOrEqual(1);
    expect(new Set(played.map((r) => r.body)).size).toBe(1);
    for (const refused of results.filter((r) => r.status !== 200)) {
      expect(refused.status, refused.body).toBe(409);
      expect(JSON.parse(refused.body).errors[0].errorCode).toBe(1011);
    }
    expect((await keyRows(key))[0]?.responseBody).toBe(played[0]!.body);
    const round = JSON.parse(played[0]!.body).data;
    const after = await walletOf(t, cookie);
    expect(after.gcCoin).toBeCloseTo(before.gcCoin - round.bet + round.payout, 2);
    await expectLedgerBalanced(t);
  });

  it('writes neither the step nor its key when the step cannot be written, so a retry plays it once', async () => {
    const { cookie, userId } = await playerWithCoins();
    let round = { status: 'settled' } as { status: string; view: { allowedActions: string[] } };
    // A natural blackjack settles at once: start until a round is left to act in.
    while (round.status !== 'active')
      round = JSON.parse(
        await (await call(t, cookie, 'start', BLACKJACK_BET, randomUUID())).text(),
      ).data;
    const before = await walletOf(t, cookie);
    await t.db.execute(
      sql.raw(`create or replace function refuse_steps_of_${userId}() returns trigger as $$
        begin raise exception 'no steps for this player now'; end $$ language plpgsql`),
    );
    await t.db.execute(
      sql.raw(`create trigger refuse_steps_${userId} before update on game_rounds for each row
        when (new.user_id = ${userId}) execute function refuse_steps_of_${userId}()`),
    );
    const key = randomUUID();
    const failed = await call(t, cookie, 'action', nextAction(round), key);
    expect(failed.status).toBe(500);
    expect(await keyRows(key)).toEqual([]);
    expect(await walletOf(t, cookie)).toEqual(before);
    await t.db.execute(sql.raw(`drop trigger refuse_steps_${userId} on game_rounds`));
    const retried = await call(t, cookie, 'action', nextAction(round), key);
    const body = await retried.text();
    expect(retried.status, body).toBe(200);
    expect(retried.headers.get('idempotent-replayed')).toBeNull();
    expect(await keyRows(key)).toEqual([{ statusCode: 200, responseBody: body }]);
    await expectLedgerBalanced(t);
  });
});
