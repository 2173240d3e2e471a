import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/database';

/** The US Eastern calendar day of a timestamp column, as text (YYYY-MM-DD). */
const easternDay = (column: string) =>
  sql.raw(`to_char((${column} at time zone 'America/New_York')::date, 'YYYY-MM-DD')`);

export interface HistoryRange {
  userId: number;
  /** First instant of the first day, and first instant after the last day. */
  start: Date;
  end: Date;
}

/** Staked and won per Eastern day and coin (game_rounds_user_created_play_idx, from the index alone). */
export function playByDay(db: DbOrTx, r: HistoryRange) {
  return queryRows<{ day: string; coin: 'GC' | 'SC'; wagered: string; won: string }>(
    db,
    sql`select ${easternDay('created_at')} as day, coin_type as coin,
          sum(bet)::bigint as wagered, sum(payout)::bigint as won
        from game_rounds
        where user_id = ${r.userId} and created_at >= ${r.start.toISOString()} and created_at < ${r.end.toISOString()}
        group by 1, 2`,
  );
}

/** Cents of succeeded purchases per Eastern day (purchases_user_created_idx). */
export function purchasesByDay(db: DbOrTx, r: HistoryRange) {
  return queryRows<{ day: string; cents: string }>(
    db,
    sql`select ${easternDay('created_at')} as day, sum(amount_cents)::bigint as cents
        from purchases
        where user_id = ${r.userId} and status = 'succeeded'
          and created_at >= ${r.start.toISOString()} and created_at < ${r.end.toISOString()}
        group by 1`,
  );
}

/** Seconds signed in per Eastern day of sign-in: last activity minus sign-in (sessions_user_idx). */
export function sessionSecondsByDay(db: DbOrTx, r: HistoryRange) {
  return queryRows<{ day: string; seconds: string }>(
    db,
    sql`select ${easternDay('created_at')} as day,
          sum(extract(epoch from (last_seen_at - created_at)))::bigint as seconds
        from sessions
        where user_id = ${r.userId} and created_at >= ${r.start.toISOString()} and created_at < ${r.end.toISOString()}
        group by 1`,
  );
}
