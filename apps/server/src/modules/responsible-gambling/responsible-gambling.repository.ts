import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rawRows } from '../../db/raw-sql';
import { sessions } from '../auth/auth.tables';
import { gameRounds } from '../games/rounds.tables';
import { users } from '../users/users.tables';
import {
  playerLimitEvents,
  playerLimits,
  type PlayerLimitRow,
} from './responsible-gambling.tables';

export type LimitRowKey = Pick<PlayerLimitRow, 'kind' | 'unit' | 'period'>;

const keyIs = (userId: number, key: LimitRowKey) =>
  and(
    eq(playerLimits.userId, userId),
    eq(playerLimits.kind, key.kind),
    eq(playerLimits.unit, key.unit),
    eq(playerLimits.period, key.period),
  );

/** Every limit row of the player (its primary key leads with user_id). */
export function findLimits(db: DbOrTx, userId: number) {
  return db.select().from(playerLimits).where(eq(playerLimits.userId, userId));
}

/** What a bet is checked against: the limits of each player given (every row, any kind). */
export type BetLimitRow = Pick<
  PlayerLimitRow,
  | 'userId'
  | 'kind'
  | 'unit'
  | 'period'
  | 'value'
  | 'pendingValue'
  | 'pendingRemoval'
  | 'pendingEffectiveAt'
>;

/**
 * The limit rows of several players in one prepared statement (the bet check of every round reads
 * them: the players whose bets arrive together share it).
 */
export function limitsOfPlayers(db: DbOrTx, userIds: number[]) {
  return rawRows<BetLimitRow>(
    db,
    {
      name: 'rg_limits_of_players',
      text: `select user_id as "userId", kind, unit, period, value, pending_value as "pendingValue",
               pending_removal as "pendingRemoval", pending_effective_at as "pendingEffectiveAt"
             from player_limits where user_id = any($1::int[])`,
    },
    [userIds],
  );
}

/** One limit row, locked for a change in the caller's transaction. */
export async function lockLimit(db: DbOrTx, userId: number, key: LimitRowKey) {
  const [row] = await db.select().from(playerLimits).where(keyIs(userId, key)).for('update');
  return row;
}

export interface LimitWrite {
  value: number;
  pendingValue: number | null;
  pendingRemoval: boolean;
  pendingEffectiveAt: Date | null;
}

export async function saveLimit(
  db: DbOrTx,
  userId: number,
  key: LimitRowKey,
  write: LimitWrite,
  at: Date,
) {
  const [row] = await db
    .insert(playerLimits)
    .values({ userId, ...key, ...write, createdAt: at, updatedAt: at })
    .onConflictDoUpdate({
      target: [playerLimits.userId, playerLimits.kind, playerLimits.unit, playerLimits.period],
      set: { ...write, updatedAt: at },
    })
    .returning();
  return row!;
}

export type NewLimitEvent = typeof playerLimitEvents.$inferInsert;

/** One line of the limit history, in the transaction of the change it records. */
export async function insertLimitEvent(db: DbOrTx, event: NewLimitEvent) {
  await db.insert(playerLimitEvents).values(event);
}

/** The player's limit history, newest first (player_limit_events_user_idx). */
export function limitEventsOf(db: DbOrTx, userId: number) {
  return db
    .select()
    .from(playerLimitEvents)
    .where(eq(playerLimitEvents.userId, userId))
    .orderBy(desc(playerLimitEvents.id));
}

/** Whether `userId` is a player (staff views answer 404 for anyone else). */
export async function isPlayer(db: DbOrTx, userId: number) {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.id, userId), eq(users.role, 'player')));
  return row !== undefined;
}

/** When the player's session began (sign-in), or undefined for another player's session. */
export async function sessionStartedAt(db: DbOrTx, userId: number, sessionId: number) {
  const [row] = await db
    .select({ createdAt: sessions.createdAt })
    .from(sessions)
    .where(and(eq(sessions.id, sessionId), eq(sessions.userId, userId)));
  return row?.createdAt;
}

export interface PlayWindows {
  dayStart: Date;
  weekStart: Date;
  monthStart: Date;
}

/**
 * Hundredths of `coin` the player staked and won in each limit window, from
 * the rounds begun in it (game_rounds_user_created_play_idx, decision 073). A round in progress
 * counts its stake so far and no win yet.
 */
export async function playTotals(
  db: DbOrTx,
  userId: number,
  coin: 'GC' | 'SC',
  windows: PlayWindows,
) {
  const earliest = [windows.dayStart, windows.weekStart, windows.monthStart].reduce((a, b) =>
    a < b ? a : b,
  );
  const sumFrom = (column: typeof gameRounds.bet | typeof gameRounds.payout, start: Date) =>
    sql<string>`coalesce(sum(${column}) filter (where ${gameRounds.createdAt} >= ${start.toISOString()}), 0)::bigint`;
  const [row] = await db
    .select({
      dayWagered: sumFrom(gameRounds.bet, windows.dayStart),
      dayWon: sumFrom(gameRounds.payout, windows.dayStart),
      weekWagered: sumFrom(gameRounds.bet, windows.weekStart),
      weekWon: sumFrom(gameRounds.payout, windows.weekStart),
      monthWagered: sumFrom(gameRounds.bet, windows.monthStart),
      monthWon: sumFrom(gameRounds.payout, windows.monthStart),
    })
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.userId, userId),
        eq(gameRounds.coinType, coin),
        sql`${gameRounds.createdAt} >= ${earliest.toISOString()}`,
      ),
    );
  const n = (v: string | undefined) => Number(v ?? 0);
  return {
    daily: { wagered: n(row?.dayWagered), won: n(row?.dayWon) },
    weekly: { wagered: n(row?.weekWagered), won: n(row?.weekWon) },
    monthly: { wagered: n(row?.monthWagered), won: n(row?.monthWon) },
  };
}
