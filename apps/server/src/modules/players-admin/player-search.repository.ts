import { and, asc, count, desc, eq, gte, lt, or, sql, type SQL } from 'drizzle-orm';
import type { TPlayerSortField, TPlayerStatus } from '@app/contracts/players-admin';
import type { DbOrTx } from '../../db/database';
import { states } from '../content/content.tables';
import { users } from '../users/users.tables';

export interface PlayerSearch {
  q?: string;
  stateId?: number;
  kycStatus?: string;
  restricted?: boolean;
  vipLevel?: number;
  status?: TPlayerStatus;
  signedUpFrom?: string;
  signedUpTo?: string;
  sort: TPlayerSortField;
  order: 'asc' | 'desc';
  limit: number;
  offset: number;
}

const SORT_COLUMNS = {
  id: users.id,
  username: users.username,
  email: users.email,
  createdAt: users.createdAt,
} as const;

/** `50%_x` → `50\%\_x`: a prefix pattern that matches the text literally. */
const likePrefix = (text: string) => `${text.toLowerCase().replace(/[\\%_]/g, '\\$&')}%`;

/**
 * What `q` finds: a number is an id or a phone; otherwise the start of a username or email.
 * Each branch is served by an index (primary key, users_phone_idx, the text_pattern_ops
 * prefix indexes), so a search stays fast on a million players.
 */
function matchQuery(q: string): SQL | undefined {
  const digits = q.replace(/[\s()+-]/g, '');
  if (/^\d{1,15}$/.test(digits)) {
    const byPhone = eq(users.phone, digits);
    const id = Number(digits);
    return id <= 2_147_483_647 ? or(eq(users.id, id), byPhone) : byPhone;
  }
  const prefix = likePrefix(q);
  if (q.includes('@')) return sql`lower(${users.email}) like ${prefix}`;
  return or(
    sql`lower(${users.username}) like ${prefix}`,
    sql`lower(${users.email}) like ${prefix}`,
  );
}

function conditions(s: PlayerSearch): SQL | undefined {
  // Staff are not players: operator accounts of the player table are left out.
  const parts: (SQL | undefined)[] = [eq(users.role, 'player')];
  if (s.q) parts.push(matchQuery(s.q));
  if (s.stateId !== undefined) parts.push(eq(users.stateId, s.stateId));
  if (s.kycStatus) parts.push(eq(users.kycStatus, s.kycStatus));
  if (s.restricted !== undefined) parts.push(eq(users.isRestrict, s.restricted));
  if (s.vipLevel !== undefined) parts.push(eq(users.vipLevel, s.vipLevel));
  if (s.status) parts.push(eq(users.status, s.status));
  if (s.signedUpFrom) parts.push(gte(users.createdAt, sql`(${s.signedUpFrom}::date)::timestamptz`));
  if (s.signedUpTo) parts.push(lt(users.createdAt, sql`(${s.signedUpTo}::date + 1)::timestamptz`));
  return and(...parts.filter((p): p is SQL => p !== undefined));
}

const listColumns = {
  id: users.id,
  username: users.username,
  email: users.email,
  state: states.code,
  kycStatus: users.kycStatus,
  isRestrict: users.isRestrict,
  isInternalUser: users.isInternalUser,
  vipLevel: users.vipLevel,
  status: users.status,
  createdAt: users.createdAt,
};

export type PlayerListRow = Awaited<ReturnType<typeof searchPlayers>>['rows'][number];

/** One page of players and the count over all pages (estimated when nothing filters the list). */
export async function searchPlayers(db: DbOrTx, s: PlayerSearch) {
  const where = conditions(s);
  const column = SORT_COLUMNS[s.sort];
  const rows = await db
    .select(listColumns)
    .from(users)
    .leftJoin(states, eq(states.stateId, users.stateId))
    .where(where)
    .orderBy(s.order === 'asc' ? asc(column) : desc(column), desc(users.id))
    .limit(s.limit)
    .offset(s.offset);
  // A page that is not full is the last one: the count is known without counting.
  if (rows.length < s.limit && (rows.length > 0 || s.offset === 0))
    return { rows, count: s.offset + rows.length, estimated: false };
  if (isUnfiltered(s)) {
    // Counting a million rows on every page turn is a scan: the planner's estimate is kept
    // current by autovacuum and the list says "about". Small tables are counted exactly.
    const result = (await db.execute(
      sql`select greatest(reltuples, 0)::bigint::int as n from pg_class where oid = 'users'::regclass`,
    )) as unknown as { rows: { n: number }[] };
    const estimate = result.rows[0]?.n ?? 0;
    if (estimate > EXACT_COUNT_BELOW) return { rows, count: estimate, estimated: true };
  }
  // A broad filter ("oli", kycStatus=PENDING) matches tens of thousands of players: counting them
  // reads each one's row. The planner's estimate (EXPLAIN, no rows read) decides: past
  // EXACT_COUNT_UP_TO the list says "about" it; below, the matches are counted, and still only
  // up to that cap in case the estimate was low.
  const estimate = await estimatedMatches(db, where);
  if (estimate > EXACT_COUNT_UP_TO) return { rows, count: estimate, estimated: true };
  const matches = db
    .select({ one: sql`1` })
    .from(users)
    .where(where)
    .limit(EXACT_COUNT_UP_TO + 1)
    .as('matches');
  const [total] = await db.select({ n: count() }).from(matches);
  const n = total?.n ?? 0;
  if (n <= EXACT_COUNT_UP_TO) return { rows, count: n, estimated: false };
  return { rows, count: EXACT_COUNT_UP_TO + 1, estimated: true };
}

/** Below this many players the unfiltered list is counted exactly. */
const EXACT_COUNT_BELOW = 100_000;

/** A filtered list is counted exactly up to this many players. */
export const EXACT_COUNT_UP_TO = 1_000;

/** The planner's estimate of the players `where` matches (from the table's statistics). */
async function estimatedMatches(db: DbOrTx, where: SQL | undefined): Promise<number> {
  const result = (await db.execute(
    sql`explain (format json) select 1 from ${users} where ${where ?? sql`true`}`,
  )) as unknown as { rows: { 'QUERY PLAN': unknown }[] };
  const raw = result.rows[0]?.['QUERY PLAN'];
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as {
    Plan: { 'Plan Rows': number };
  }[];
  return Math.round(plan[0]?.Plan['Plan Rows'] ?? 0);
}

function isUnfiltered(s: PlayerSearch): boolean {
  return [
    s.q,
    s.stateId,
    s.kycStatus,
    s.restricted,
    s.vipLevel,
    s.status,
    s.signedUpFrom,
    s.signedUpTo,
  ].every((value) => value === undefined || value === '');
}
