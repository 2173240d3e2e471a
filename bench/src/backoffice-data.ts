import pg from 'pg';
import { DUMMY_PASSWORD_HASH } from '../../apps/server/src/platform/password-hashing';

/**
 * The back-office benchmark's data set, loaded with set-based SQL (insert … select from
 * generate_series) into a database the server has already migrated and seeded:
 *
 * - `players` players signed up over two years (ids in sign-up order), with names, emails,
 *   phones, states, sign-up addresses and devices, KYC statuses, VIP levels and a few
 *   restricted, suspended or closed;
 * - their three wallet accounts each (GC, SC_UNPLAYED, SC_REDEEMABLE), balances equal to the
 *   sum of their transfers;
 * - at least `transfers` wallet transfers: a purchase first (GC and SC from the PURCHASES house
 *   accounts, with its purchase row and payment profile), then game rounds, a bet to the GAMES
 *   house account and its win back (a quarter of rounds in SC: bets from SC unplayed, wins to
 *   SC redeemable). Every transfer carries the player side's balance after it, and ids follow
 *   time, so a player's transfers are spread over the table as they would be in production;
 * - one wallet operation per purchase and per round;
 * - most players a few transfers, 5% some tens, one player in 5,000 a few thousand, and the
 *   whales (if asked for) as many as asked;
 * - a few thousand live player sessions (the dashboard's players online).
 *
 * Secondary indexes are dropped while loading and rebuilt from their own definitions after,
 * foreign keys are not checked row by row (session_replication_role = replica: the generator
 * writes ids that exist), and every loaded table is vacuumed and analysed at the end.
 */
export interface DataSetOptions {
  players: number;
  transfers: number;
  /** Whales: the players `whaleIds` names get exactly these many transfers each (part of `transfers`). */
  whaleTransfers?: readonly number[];
  /**
   * More tables, loaded in the same session before the staging tables are dropped. `load` may read
   * bench_players (u, cnt, signup, gc, scu, scr: the account ids, op_base) and bench_t, one row
   * per transfer (u, seq from 1, at, op_id, kind 'purchase' | 'bet' | 'win', currency,
   * player_acc, house_acc, receives, amount, balance_after: the player account's). The tables'
   * secondary indexes are dropped before and rebuilt after, and they are vacuumed with the others.
   */
  extend?: {
    tables: readonly string[];
    load: (client: pg.Client, step: LoadStep) => Promise<void>;
  };
  /** Progress lines (step and seconds). */
  log?: (line: string) => void;
}

/** Runs one statement of the load and logs how long it took. */
export type LoadStep = (name: string, sql: string, params?: unknown[]) => Promise<pg.QueryResult>;

export interface DataSetFigures {
  players: number;
  accounts: number;
  operations: number;
  transfers: number;
  purchases: number;
  /** The transfers of the busiest player. */
  maxTransfersPerPlayer: number;
  seconds: number;
}

/** The heavy players (a few thousand transfers each): ids with this remainder modulo this. */
export const HEAVY_PLAYER_EVERY = 5000;
export const HEAVY_PLAYER_OFFSET = 17;

/**
 * The ids of `count` whales among `players`: spread over the first half of the ids (players
 * of a year or more), none of them a heavy player.
 */
export function whaleIds(players: number, count: number): number[] {
  return Array.from({ length: count }, (_, k) => {
    let id = Math.max(1, Math.floor((players * (k + 1)) / (2 * (count + 1))));
    while (id % HEAVY_PLAYER_EVERY === HEAVY_PLAYER_OFFSET) id += 1;
    return id;
  });
}

const LOADED_TABLES = [
  'users',
  'wallet_accounts',
  'wallet_operations',
  'wallet_transfers',
  'purchases',
  'payment_profiles',
  'sessions',
] as const;

const FIRST_NAMES = `
  Olivia Liam Emma Noah Ava Elijah Sophia James Isabella Lucas Mia Mason Amelia Ethan Harper
  Logan Evelyn Jacob Abigail Michael Emily Daniel Ella Henry Scarlett Jackson Grace
  Sebastian Chloe Aiden Victoria Matthew Riley Samuel Aria David Lily Joseph Zoey Carter`
  .trim()
  .split(/\s+/);
const LAST_NAMES = `
  Smith Johnson Williams Brown Jones Garcia Miller Davis Rodriguez Martinez Hernandez Lopez
  Gonzalez Wilson Anderson Thomas Taylor Moore Jackson Martin Lee Perez Thompson White
  Harris Sanchez Clark Ramirez Lewis Robinson Walker Young Allen King Wright Scott Torres
  Nguyen Hill Flores`
  .trim()
  .split(/\s+/);
const DOMAINS = ['gmail.com', 'yahoo.com', 'outlook.com', 'icloud.com', 'aol.com', 'proton.me'];

export async function loadDataSet(url: string, options: DataSetOptions): Promise<DataSetFigures> {
  const log = options.log ?? (() => undefined);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  const step: LoadStep = async (name, sql, params = []) => {
    const t0 = performance.now();
    const result = await client.query(sql, params);
    log(`${name}: ${((performance.now() - t0) / 1000).toFixed(1)} s`);
    return result;
  };
  try {
    const { rows: existing } = await client.query<{ n: string }>('select count(*) as n from users');
    if (Number(existing[0]?.n) !== 0) throw new Error('the benchmark database already has users');
    await client.query(`set work_mem = '256MB'`);
    await client.query(`set maintenance_work_mem = '1GB'`);
    await client.query(`set session_replication_role = replica`);
    await client.query('select setseed(0.42)');
    const tables = [...LOADED_TABLES, ...(options.extend?.tables ?? [])];
    const indexes = await dropSecondaryIndexes(client, tables);

    const N = options.players;
    await step(
      'users',
      `insert into users (id, username, email, password_hash, first_name, last_name, gender,
         date_of_birth, phone_code, phone, phone_verified, is_email_verified, address_line_1, city,
         state_id, zip_code, referral_code, sms_promotion_accept, sign_up_browser, sign_up_platform,
         sign_up_ip, sign_up_device_id, is_restrict, kyc_status, vip_level, status, created_at,
         updated_at)
       select u,
         lower(f) || x.tag,
         lower(f) || '.' || lower(l) || x.tag || '@' || ($3::text[])[1 + u % 6],
         $4, f, l,
         (array['female','male','other'])[1 + u % 3],
         date '1960-01-01' + (u::bigint * 7919 % 15000)::int,
         '+1', '2' || lpad((u::bigint * 7919 % 999999999)::text, 9, '0'), u % 10 < 7, u % 10 < 9,
         (u % 9000 + 1) || ' Main St', 'Springfield',
         (select array_agg(state_id order by state_id) from states)[1 + u % (select count(*) from states)::int],
         lpad((u % 99999)::text, 5, '0'),
         'B' || u, u % 3 = 0, 'Chrome', 'web',
         '73.' || (x.tag::bigint % 250) || '.' || (x.tag::bigint / 250 % 250) || '.'
           || (x.tag::bigint / 62500 % 250), md5('device-' || u),
         u % 100 = 7,
         case when u % 10 < 6 then 'NOT_STARTED' when u % 10 < 8 then 'APPROVED'
           when u % 10 = 8 then 'PENDING' else (array['IN_PROGRESS','REJECTED','COMPLETED'])[1 + u / 10 % 3] end,
         case when u % 100 < 70 then 0 when u % 100 < 88 then 1 when u % 100 < 96 then 2
           when u % 100 < 99 then 3 else 4 + u / 100 % 3 end,
         case when u % 200 = 11 then 'suspended' when u % 300 = 13 then 'closed' else 'active' end,
         signup, signup
       from generate_series(1, $1::int) u,
         lateral (select ($2::text[])[1 + u % 40] as f, ($5::text[])[1 + u / 40 % 40] as l,
           (u::bigint * 7919 % $6::bigint)::text as tag,
           now() - interval '730 days' * (($1::int - u + random()) / $1::int) as signup) x`,
      [N, FIRST_NAMES, DOMAINS, DUMMY_PASSWORD_HASH, LAST_NAMES, primeAbove(N)],
    );

    // How many transfers each player has: exponential with a mean of ~6 for most, ~60 for one in
    // twenty, 2,000–8,000 for one in 5,000; then scaled so the total is the target. Whales have
    // their own counts, outside the scaling.
    const whales = whaleIds(N, options.whaleTransfers?.length ?? 0);
    const whaleTotal = (options.whaleTransfers ?? []).reduce((a, b) => a + b, 0);
    await step(
      'plan',
      `create unlogged table bench_plan as
       select u, raw, 0::int as cnt, created_at as signup
       from (select id as u, created_at,
         case when id = any($1::int[]) then 0
           when id % ${HEAVY_PLAYER_EVERY} = ${HEAVY_PLAYER_OFFSET} then 2000 + floor(random() * 6000)
           when id % 20 = 3 then floor(-ln(1 - random()) * 60)
           else floor(-ln(1 - random()) * 6) end as raw from users) x`,
      [whales],
    );
    await client.query(
      `update bench_plan set cnt = floor(raw * $1::float8 / (select sum(raw) from bench_plan))`,
      [Math.max(0, options.transfers - whaleTotal)],
    );
    await client.query(
      `update bench_plan p set cnt = w.cnt from unnest($1::int[], $2::int[]) w(u, cnt) where p.u = w.u`,
      [whales, options.whaleTransfers ?? []],
    );
    // The rounding's remainder goes to the heavy players.
    await client.query(
      `with short as (select $1::bigint - sum(cnt) as n from bench_plan),
         heavy as (select count(*) as n from bench_plan where u % ${HEAVY_PLAYER_EVERY} = ${HEAVY_PLAYER_OFFSET})
       update bench_plan set cnt = cnt + ceil(greatest((select n from short), 0)::float8
         / greatest((select n from heavy), 1))
       where u % ${HEAVY_PLAYER_EVERY} = ${HEAVY_PLAYER_OFFSET} or (u = 1 and (select n from heavy) = 0)`,
      [options.transfers],
    );
    const house = await client.query<{ id: string; kind: string; currency: string }>(
      'select id, kind, currency from wallet_accounts where user_id is null',
    );
    const houseId = (kind: string, currency: string) => {
      const row = house.rows.find((r) => r.kind === kind && r.currency === currency);
      if (!row) throw new Error(`house account ${kind}:${currency} missing`);
      return Number(row.id);
    };
    const { rows: bases } = await client.query<{ acc: string; op: string }>(
      `select coalesce((select max(id) from wallet_accounts), 0) as acc,
         coalesce((select max(id) from wallet_operations), 0) as op`,
    );
    const accBase = Number(bases[0]!.acc);
    // Operations per player: the purchase, then one per round (a bet and its win).
    await client.query(
      `create unlogged table bench_players as
       select u, cnt, signup,
         $1::bigint + 3 * u - 2 as gc, $1::bigint + 3 * u - 1 as scu, $1::bigint + 3 * u as scr,
         $2::bigint + sum(nops) over (order by u) - nops + 1 as op_base
       from (select *, case when cnt = 0 then 0 else 1 + (cnt - 1) / 2 end as nops from bench_plan) p`,
      [accBase, Number(bases[0]!.op)],
    );

    await step(
      'staging transfers (with running balances)',
      `create unlogged table bench_t as
       select y.*, sum(case when receives then amount else -amount end)
           over (partition by player_acc order by seq) as balance_after
       from (
         select p.u, s.seq, p.signup + (now() - p.signup) * ((s.seq - 1 + random()) / p.cnt) as at,
           p.op_base + r.op_index as op_id, r.kind, r.currency,
           case when r.currency = 'GC' then p.gc when r.kind = 'win' then p.scr else p.scu end as player_acc,
           case when r.kind = 'purchase' then (case r.currency when 'GC' then $1::bigint else $2::bigint end)
             else (case r.currency when 'GC' then $3::bigint else $4::bigint end) end as house_acc,
           r.kind <> 'bet' as receives,
           (case when s.seq = 1 then 100000 + p.cnt * 500 when s.seq = 2 then 2000 + p.cnt * 500
             when r.kind = 'bet' then 10 + floor(random() * 490) else 1 + floor(random() * 900) end)::bigint as amount
         from bench_players p
         cross join lateral generate_series(1, p.cnt) s(seq)
         cross join lateral (select
           case when s.seq <= 2 then 0 else (s.seq - 3) / 2 + 1 end as op_index,
           case when s.seq <= 2 then 'purchase' when (s.seq - 3) % 2 = 0 then 'bet' else 'win' end as kind,
           case when s.seq = 1 then 'GC' when s.seq = 2 then 'SC'
             when (p.u + (s.seq - 3) / 2) % 4 = 0 then 'SC' else 'GC' end as currency) r
       ) y`,
      [
        houseId('PURCHASES', 'GC'),
        houseId('PURCHASES', 'SC'),
        houseId('GAMES', 'GC'),
        houseId('GAMES', 'SC'),
      ],
    );

    await step(
      'wallet_accounts',
      `insert into wallet_accounts (id, user_id, kind, currency, balance, created_at)
       select a.id, p.u, a.kind, a.currency, coalesce(b.total, 0), p.signup
       from bench_players p
       cross join lateral (values (p.gc, 'GC', 'GC'), (p.scu, 'SC_UNPLAYED', 'SC'),
         (p.scr, 'SC_REDEEMABLE', 'SC')) a(id, kind, currency)
       left join (select player_acc, sum(case when receives then amount else -amount end) as total
         from bench_t group by 1) b on b.player_acc = a.id
       order by a.id`,
    );
    await step(
      'wallet_operations',
      `insert into wallet_operations (id, idempotency_key, user_id, kind, reference, request_hash, created_at)
       select op_id, 'bench:' || op_id, u, case kind when 'purchase' then 'purchase' else 'game_round' end,
         case kind when 'purchase' then 'bench-p-' || u end, 'bench', at
       from bench_t where seq = 1 or kind = 'bet' order by op_id`,
    );
    await step(
      'wallet_transfers',
      `insert into wallet_transfers (operation_id, kind, currency, from_account_id, to_account_id,
         amount, from_balance_after, to_balance_after, created_at)
       select op_id, kind, currency,
         case when receives then house_acc else player_acc end,
         case when receives then player_acc else house_acc end,
         amount,
         case when receives then null else balance_after end,
         case when receives then balance_after end,
         at
       from bench_t order by at`,
    );
    await step(
      'purchases and payment profiles',
      `with bought as (
         insert into purchases (reference_id, user_id, package_id, provider, method, status,
           amount_cents, base_gc, base_sc, credited_gc, credited_sc, payment_token, created_at,
           updated_at, settled_at)
         select 'bench-p-' || t.u, t.u, (select min(package_id) from packages), 'ippay',
           'hosted_card', 'succeeded', 999 + t.u % 5 * 1000, t.amount,
           coalesce(sc.amount, 0), t.amount, coalesce(sc.amount, 0), substr(md5(t.u::text), 1, 10),
           t.at, t.at, t.at
         from bench_t t left join bench_t sc on sc.u = t.u and sc.seq = 2
         where t.seq = 1 order by t.at
         returning user_id, reference_id, created_at)
       insert into payment_profiles (user_id, first_purchase_at, first_purchase_reference_id, updated_at)
       select user_id, created_at, reference_id, created_at from bought`,
    );
    await step(
      'sessions',
      `insert into sessions (user_id, token_hash, ip, user_agent, created_at, last_seen_at, expires_at)
       select u, md5('bench-session-' || u), '127.0.0.1', 'bench',
         now() - interval '2 hours', now() - interval '20 minutes' * random(), now() + interval '30 days'
       from generate_series(1, $1::int, 97) u`,
      [N],
    );
    for (const table of ['users', 'wallet_accounts', 'wallet_operations', 'purchases', 'sessions'])
      await client.query(
        `select setval(pg_get_serial_sequence('${table}', 'id'), (select max(id) from ${table}))`,
      );
    const figures = await client.query<{ max: string }>(
      'select max(cnt) as max from bench_players',
    );
    if (options.extend) await options.extend.load(client, step);
    await client.query('drop table bench_t, bench_players, bench_plan');
    await client.query('set session_replication_role = origin');

    // A partitioned table's index is defined `ON ONLY` the parent; built again on the whole table.
    for (const { name, definition } of indexes)
      await step(`index ${name}`, definition.replace(' ON ONLY ', ' ON '));
    for (const table of tables) await step(`vacuum analyze ${table}`, `vacuum analyze ${table}`);

    const count = async (table: string) =>
      Number(
        (await client.query<{ n: string }>(`select count(*) as n from ${table}`)).rows[0]?.n ?? 0,
      );
    return {
      players: await count('users'),
      accounts: await count('wallet_accounts where user_id is not null'),
      operations: await count('wallet_operations'),
      transfers: await count('wallet_transfers'),
      purchases: await count('purchases'),
      maxTransfersPerPlayer: Number(figures.rows[0]?.max ?? 0),
      seconds: Number(((performance.now() - started) / 1000).toFixed(1)),
    };
  } finally {
    await client.end();
  }
}

/**
 * The least prime above n. A username's number is id × 7919 modulo it: unique per player (7919
 * is invertible modulo the prime) and unrelated to the id's order, as people's numbers are.
 */
function primeAbove(n: number): number {
  const isPrime = (p: number) => {
    for (let d = 2; d * d <= p; d += 1) if (p % d === 0) return false;
    return p > 1;
  };
  let p = Math.max(n + 1, 7920);
  while (!isPrime(p)) p += 1;
  return p;
}

/** Drops the tables' indexes that back no constraint; answers how to build them again. */
async function dropSecondaryIndexes(client: pg.Client, tables: readonly string[]) {
  const { rows } = await client.query<{ name: string; definition: string }>(
    `select i.indexrelid::regclass::text as name, pg_get_indexdef(i.indexrelid) as definition
     from pg_index i
     where i.indrelid = any($1::regclass[])
       and not exists (select 1 from pg_constraint c where c.conindid = i.indexrelid)`,
    [tables],
  );
  for (const { name } of rows) await client.query(`drop index ${name}`);
  return rows;
}
