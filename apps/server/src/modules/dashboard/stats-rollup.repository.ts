import { sql, type SQL } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/database';

/** The tables the roll-up folds, each append-only with an increasing id. */
export const ROLLUP_SOURCES = ['users', 'wallet_operations', 'wallet_transfers'] as const;
export type RollupSource = (typeof ROLLUP_SOURCES)[number];

/** The stats_daily columns a source adds to. */
const COLUMNS: Record<RollupSource, readonly string[]> = {
  users: ['sign_ups'],
  wallet_operations: ['purchases', 'purchase_cents', 'first_purchases'],
  wallet_transfers: [
    'gc_wagered',
    'gc_won',
    'sc_wagered',
    'sc_won',
    'gc_issued_net',
    'sc_issued_net',
  ],
};

/** The US Eastern calendar day of a row, as easternDay() computes it in code. */
const EASTERN_DAY = sql.raw(`(r.created_at at time zone 'America/New_York')::date`);

/**
 * Per-day sums over `rows` (a subquery of the source's rows). Transfers: wagers and wins by kind,
 * and the coins the house accounts gave (a transfer from a house account) minus those they took
 * (a transfer to one): with double entry, their running sum is what players hold.
 */
function aggregate(source: RollupSource, rows: SQL): SQL {
  switch (source) {
    case 'users':
      return sql`select ${EASTERN_DAY} as day,
          count(*) filter (where r.role = 'player') as sign_ups
        from (${rows}) r group by 1`;
    case 'wallet_operations':
      // A purchase is credited by one 'purchase' operation; the first one is the purchase the
      // payment profile names as the player's first (set in the same transaction).
      return sql`select ${EASTERN_DAY} as day,
          count(*) as purchases,
          coalesce(sum(p.amount_cents), 0) as purchase_cents,
          count(*) filter (where pp.first_purchase_reference_id = r.reference) as first_purchases
        from (${rows}) r
        join purchases p on p.reference_id = r.reference
        left join payment_profiles pp on pp.user_id = r.user_id
        where r.kind = 'purchase'
        group by 1`;
    case 'wallet_transfers':
      return sql`with house as (select id from wallet_accounts where user_id is null)
        select ${EASTERN_DAY} as day,
          coalesce(sum(r.amount) filter (where r.kind = 'bet' and r.currency = 'GC'), 0) as gc_wagered,
          coalesce(sum(r.amount) filter (where r.kind = 'win' and r.currency = 'GC'), 0) as gc_won,
          coalesce(sum(r.amount) filter (where r.kind = 'bet' and r.currency = 'SC'), 0) as sc_wagered,
          coalesce(sum(r.amount) filter (where r.kind = 'win' and r.currency = 'SC'), 0) as sc_won,
          coalesce(sum(case
            when r.from_account_id in (select id from house) then r.amount
            when r.to_account_id in (select id from house) then -r.amount
            else 0 end) filter (where r.currency = 'GC'), 0) as gc_issued_net,
          coalesce(sum(case
            when r.from_account_id in (select id from house) then r.amount
            when r.to_account_id in (select id from house) then -r.amount
            else 0 end) filter (where r.currency = 'SC'), 0) as sc_issued_net
        from (${rows}) r group by 1`;
  }
}

/** Rows of a source with ids in (after, upTo], plus those now visible inside its noted gaps. */
function newRows(source: RollupSource, after: number, upTo: number): SQL {
  const table = sql.identifier(source);
  return sql`select t.* from ${table} t where t.id > ${after} and t.id <= ${upTo}
    union all
    select t.* from stats_rollup_gaps g
      cross join lateral (select * from ${table} x where x.id between g.from_id and g.to_id) t
    where g.source = ${source}`;
}

/** Adds the source's new rows to stats_daily; answers how many days changed. */
export async function foldIntoDaily(
  tx: DbOrTx,
  source: RollupSource,
  after: number,
  upTo: number,
): Promise<number> {
  const columns = COLUMNS[source];
  const list = sql.raw(columns.join(', '));
  const adds = sql.raw(columns.map((c) => `${c} = stats_daily.${c} + excluded.${c}`).join(', '));
  const rows = await queryRows<{ day: string }>(
    tx,
    sql`insert into stats_daily (day, ${list})
      select day, ${list} from (${aggregate(source, newRows(source, after, upTo))}) a
      on conflict (day) do update set ${adds}, updated_at = now()
      returning day`,
  );
  return rows.length;
}

/**
 * Takes the roll-up for this transaction (folds never overlap; plain reads of the roll-up tables
 * are not blocked). It is the transaction's first statement: LOCK takes no snapshot, so the
 * repeatable-read snapshot of the fold's statements is taken after it and sees what the fold
 * before it committed.
 */
export async function lockRollup(tx: DbOrTx) {
  await tx.execute(sql`lock table stats_rollup_state in share row exclusive mode`);
}

/**
 * The fold's first statement after the lock (it takes the snapshot): `at`, a time no later than
 * the snapshot, and whether a fold whose snapshot was taken after this transaction began has
 * committed (then everything committed before this transaction began is already folded).
 */
export async function beginFold(tx: DbOrTx): Promise<{ at: Date; foldedSinceBegin: boolean }> {
  const [row] = await queryRows<{ at: Date | string; fresh: boolean | null }>(
    tx,
    sql`select statement_timestamp() as at,
      (select max(folded_at) from stats_rollup_state) >= transaction_timestamp() as fresh`,
  );
  return { at: new Date(row?.at ?? Date.now()), foldedSinceBegin: row?.fresh === true };
}

export interface RollupState {
  watermark: number;
  foldedAt: Date | null;
}

/** Locks the source's watermark row (created at 0 on first use) for this fold. */
export async function lockState(tx: DbOrTx, source: RollupSource): Promise<RollupState> {
  await tx.execute(
    sql`insert into stats_rollup_state (source) values (${source}) on conflict (source) do nothing`,
  );
  const [row] = await queryRows<{ watermark: string | number; foldedAt: Date | null }>(
    tx,
    sql`select watermark, folded_at as "foldedAt" from stats_rollup_state
      where source = ${source} for update`,
  );
  return { watermark: Number(row?.watermark ?? 0), foldedAt: row?.foldedAt ?? null };
}

/** Moves the watermark; `at` is the fold's (no later than its snapshot). */
export async function saveState(tx: DbOrTx, source: RollupSource, watermark: number, at: Date) {
  await tx.execute(
    sql`update stats_rollup_state set watermark = ${watermark}, folded_at = ${at.toISOString()}
      where source = ${source}`,
  );
}

/** The highest id of a source (0 when empty). */
export async function maxId(tx: DbOrTx, source: RollupSource): Promise<number> {
  const [row] = await queryRows<{ max: string | number | null }>(
    tx,
    sql`select max(id) as max from ${sql.identifier(source)}`,
  );
  return Number(row?.max ?? 0);
}

export interface IdGap {
  fromId: number;
  toId: number;
  notedAt: Date;
}

export async function listGaps(tx: DbOrTx, source: RollupSource): Promise<IdGap[]> {
  const rows = await queryRows<{ fromId: string | number; toId: string | number; notedAt: Date }>(
    tx,
    sql`select from_id as "fromId", to_id as "toId", noted_at as "notedAt"
      from stats_rollup_gaps where source = ${source} order by from_id`,
  );
  return rows.map((r) => ({
    fromId: Number(r.fromId),
    toId: Number(r.toId),
    notedAt: new Date(r.notedAt),
  }));
}

/** Ids now visible inside the source's noted gaps (these were just folded). */
export async function idsInGaps(tx: DbOrTx, source: RollupSource): Promise<number[]> {
  const rows = await queryRows<{ id: string | number }>(
    tx,
    sql`select t.id from stats_rollup_gaps g
      cross join lateral (select x.id from ${sql.identifier(source)} x
        where x.id between g.from_id and g.to_id) t
      where g.source = ${source} order by t.id`,
  );
  return rows.map((r) => Number(r.id));
}

/** Ranges of ids in (after, upTo] with no visible row. */
export async function missingRanges(
  tx: DbOrTx,
  source: RollupSource,
  after: number,
  upTo: number,
): Promise<{ fromId: number; toId: number }[]> {
  const table = sql.identifier(source);
  const rows = await queryRows<{ fromId: string | number; toId: string | number }>(
    tx,
    sql`select prev + 1 as "fromId", id - 1 as "toId" from (
        select id, lag(id, 1, ${after}::bigint) over (order by id) as prev
        from ${table} where id > ${after} and id <= ${upTo}
      ) x where id > prev + 1
      union all
      select coalesce(max(id), ${after}::bigint) + 1, ${upTo}::bigint
      from ${table} where id > ${after} and id <= ${upTo}
      having coalesce(max(id), ${after}::bigint) < ${upTo}::bigint`,
  );
  return rows.map((r) => ({ fromId: Number(r.fromId), toId: Number(r.toId) }));
}

/** Replaces the source's gaps (few rows: ids rolled back or still being written). */
export async function replaceGaps(tx: DbOrTx, source: RollupSource, gaps: IdGap[]) {
  await tx.execute(sql`delete from stats_rollup_gaps where source = ${source}`);
  for (const gap of gaps) {
    await tx.execute(
      sql`insert into stats_rollup_gaps (source, from_id, to_id, noted_at)
        values (${source}, ${gap.fromId}, ${gap.toId}, ${gap.notedAt.toISOString()})`,
    );
  }
}

export interface DailyRow {
  day: string;
  signUps: number;
  firstPurchases: number;
  purchases: number;
  purchaseCents: number;
  gcWagered: number;
  gcWon: number;
  scWagered: number;
  scWon: number;
}

/** stats_daily rows of the days from `from` to `to` (YYYY-MM-DD), oldest first. */
export async function dailyRows(db: DbOrTx, from: string, to: string): Promise<DailyRow[]> {
  const rows = await queryRows<Record<keyof DailyRow, string | number>>(
    db,
    sql`select day::text as day, sign_ups as "signUps", first_purchases as "firstPurchases",
        purchases, purchase_cents as "purchaseCents", gc_wagered as "gcWagered", gc_won as "gcWon",
        sc_wagered as "scWagered", sc_won as "scWon"
      from stats_daily where day between ${from}::date and ${to}::date order by day`,
  );
  return rows.map((r) => ({
    day: String(r.day),
    signUps: Number(r.signUps),
    firstPurchases: Number(r.firstPurchases),
    purchases: Number(r.purchases),
    purchaseCents: Number(r.purchaseCents),
    gcWagered: Number(r.gcWagered),
    gcWon: Number(r.gcWon),
    scWagered: Number(r.scWagered),
    scWon: Number(r.scWon),
  }));
}

/** What players hold: the running sum of the house accounts' net issue, one row per day. */
export async function outstandingCoins(db: DbOrTx): Promise<{ gc: number; sc: number }> {
  const [row] = await queryRows<{ gc: string | number; sc: string | number }>(
    db,
    sql`select coalesce(sum(gc_issued_net), 0) as gc, coalesce(sum(sc_issued_net), 0) as sc
      from stats_daily`,
  );
  return { gc: Number(row?.gc ?? 0), sc: Number(row?.sc ?? 0) };
}

/** The last time any source folded new rows. */
export async function lastFoldedAt(db: DbOrTx): Promise<Date | null> {
  const [row] = await queryRows<{ at: Date | string | null }>(
    db,
    sql`select max(folded_at) as at from stats_rollup_state`,
  );
  return row?.at ? new Date(row.at) : null;
}

/** Players with a live session used in the last `minutes` minutes (sessions_last_seen_idx). */
export async function playersSeenSince(db: DbOrTx, minutes: number): Promise<number> {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(distinct user_id) as n from sessions
      where last_seen_at > now() - make_interval(mins => ${minutes}::int)
        and revoked_at is null and expires_at > now()`,
  );
  return Number(row?.n ?? 0);
}

/**
 * Whether a fold would find anything: a source with rows past its watermark, or a row now visible
 * inside one of its gaps. Read-only and index-only, so a dashboard read with nothing new to fold
 * takes no lock and writes nothing. Each gap is probed through the id index (the lateral join):
 * joined plainly, the planner scanned the whole source once per gap (1.4 s a read with 42 gaps in
 * 400,000 transfers; decision 064).
 */
export async function hasPendingWork(db: DbOrTx): Promise<boolean> {
  const checks = ROLLUP_SOURCES.map(
    (source) => sql`(select coalesce(max(id), 0) from ${sql.identifier(source)}) >
        coalesce((select watermark from stats_rollup_state where source = ${source}), 0)
      or exists (select 1 from stats_rollup_gaps g
        cross join lateral (select 1 from ${sql.identifier(source)} s
          where s.id between g.from_id and g.to_id limit 1) s
        where g.source = ${source})`,
  );
  const [row] = await queryRows<{ pending: boolean }>(
    db,
    sql`select (${sql.join(checks, sql` or `)}) as pending`,
  );
  return row?.pending === true;
}
