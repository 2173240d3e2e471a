import { and, count, desc, eq, gt, inArray, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rawRows, type CallPart } from '../../db/raw-sql';
import { users } from '../users/users.tables';
import { games } from './games.tables';
import { gameRounds, gameSeeds } from './rounds.tables';

export type SeedRow = typeof gameSeeds.$inferSelect;
export type RoundRow = typeof gameRounds.$inferSelect;
export type NewRound = typeof gameRounds.$inferInsert;

export async function activeSeed(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(gameSeeds)
    .where(and(eq(gameSeeds.userId, userId), eq(gameSeeds.isActive, true)));
  return row;
}

export async function insertSeed(
  db: DbOrTx,
  values: { userId: number; serverSeed: string; serverSeedHash: string; clientSeed: string },
) {
  const [row] = await db.insert(gameSeeds).values(values).onConflictDoNothing().returning();
  return row;
}

/** Takes the next nonce of the active seed: one statement, so two rounds never share a nonce. */
export async function takeNonce(db: DbOrTx, userId: number) {
  const [row] = await db
    .update(gameSeeds)
    .set({ nextNonce: sql`${gameSeeds.nextNonce} + 1` })
    .where(and(eq(gameSeeds.userId, userId), eq(gameSeeds.isActive, true)))
    .returning();
  return row ? { ...row, nonce: row.nextNonce - 1 } : undefined;
}

export async function retireSeed(db: DbOrTx, seedId: number) {
  const [row] = await db
    .update(gameSeeds)
    .set({ isActive: false, revealedAt: new Date() })
    .where(and(eq(gameSeeds.id, seedId), eq(gameSeeds.isActive, true)))
    .returning();
  return row;
}

export async function findSeed(db: DbOrTx, seedId: number) {
  const [row] = await db.select().from(gameSeeds).where(eq(gameSeeds.id, seedId));
  return row;
}

export async function insertRound(db: DbOrTx, values: NewRound) {
  const [row] = await db.insert(gameRounds).values(values).returning();
  if (!row) throw new Error('insert game_rounds returned no row');
  return row;
}

export async function updateRound(db: DbOrTx, id: number, values: Partial<NewRound>) {
  const [row] = await db
    .update(gameRounds)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(gameRounds.id, id))
    .returning();
  return row;
}

/** The player's active round of a game, locked so two actions on it run one after the other. */
export async function lockActiveRound(db: DbOrTx, userId: number, gameId: number) {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.userId, userId),
        eq(gameRounds.gameId, gameId),
        eq(gameRounds.status, 'active'),
      ),
    )
    .for('update');
  return row;
}

/**
 * The active rounds of these players (any game), in id order; `lock` takes their row locks (a
 * batch of multi-step calls planned under locks, decision 068).
 */
export async function activeRoundsOf(db: DbOrTx, userIds: number[], { lock }: { lock: boolean }) {
  const query = db
    .select()
    .from(gameRounds)
    .where(and(inArray(gameRounds.userId, userIds), eq(gameRounds.status, 'active')))
    .orderBy(gameRounds.id);
  return lock ? query.for('update') : query;
}

export async function findActiveRound(db: DbOrTx, userId: number, gameId: number) {
  const [row] = await db
    .select()
    .from(gameRounds)
    .where(
      and(
        eq(gameRounds.userId, userId),
        eq(gameRounds.gameId, gameId),
        eq(gameRounds.status, 'active'),
      ),
    );
  return row;
}

export async function hasActiveRound(db: DbOrTx, userId: number) {
  const rows = await db
    .select({ id: gameRounds.id })
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), eq(gameRounds.status, 'active')))
    .limit(1);
  return rows.length > 0;
}

export async function findRound(db: DbOrTx, id: number) {
  const [row] = await db.select().from(gameRounds).where(eq(gameRounds.id, id));
  return row;
}

/** Multi-step rounds nobody touched since `before`, oldest first (the sweeper's work list). */
export async function staleActiveRounds(db: DbOrTx, before: Date, limit: number) {
  return db
    .select({ id: gameRounds.id, userId: gameRounds.userId, gameId: gameRounds.gameId })
    .from(gameRounds)
    .where(and(eq(gameRounds.status, 'active'), lt(gameRounds.updatedAt, before)))
    .orderBy(gameRounds.updatedAt)
    .limit(limit);
}

export async function pageRounds(
  db: DbOrTx,
  userId: number,
  filter: { gameId?: number; limit: number; offset: number },
) {
  const conditions = [eq(gameRounds.userId, userId), isNotNull(gameRounds.settledAt)];
  if (filter.gameId !== undefined) conditions.push(eq(gameRounds.gameId, filter.gameId));
  const where = and(...conditions);
  const rows = await db
    .select({ round: gameRounds, gameName: games.name })
    .from(gameRounds)
    .innerJoin(games, eq(games.masterCasinoGameId, gameRounds.gameId))
    .where(where)
    .orderBy(desc(gameRounds.id))
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await db.select({ n: count() }).from(gameRounds).where(where);
  return { rows, count: total?.n ?? 0 };
}

/** The latest settled wins at or above the threshold, newest first, for the live-winners feed. */
export async function bigWins(db: DbOrTx, threshold: { GC: number; SC: number }, limit: number) {
  return db
    .select({
      id: gameRounds.id,
      username: users.username,
      gameId: gameRounds.gameId,
      gameName: games.name,
      imageUrl: games.imageUrl,
      coinType: gameRounds.coinType,
      payout: gameRounds.payout,
      settledAt: gameRounds.settledAt,
    })
    .from(gameRounds)
    .innerJoin(users, eq(users.id, gameRounds.userId))
    .innerJoin(games, eq(games.masterCasinoGameId, gameRounds.gameId))
    .where(
      and(
        gt(gameRounds.payout, 0),
        sql`((${gameRounds.coinType} = 'GC' and ${gameRounds.payout} >= ${threshold.GC}) or (${gameRounds.coinType} = 'SC' and ${gameRounds.payout} >= ${threshold.SC}))`,
      ),
    )
    .orderBy(desc(gameRounds.id))
    .limit(limit);
}

export interface LockedSeed {
  id: number;
  userId: number;
  serverSeed: string;
  serverSeedHash: string;
  clientSeed: string;
  nextNonce: number;
}

const SEEDS_OF = `select id, user_id as "userId", server_seed as "serverSeed",
    server_seed_hash as "serverSeedHash", client_seed as "clientSeed", next_nonce as "nextNonce"
  from game_seeds where user_id = any($1::int[]) and is_active order by id`;

/**
 * The active seed pair of each of these players (the batch path): locked in id order, or read
 * without a lock for rounds that are written with guards.
 */
export async function activeSeedsOf(db: DbOrTx, userIds: number[], { lock }: { lock: boolean }) {
  return rawRows<LockedSeed>(
    db,
    lock
      ? { name: 'games_lock_active_seeds', text: `${SEEDS_OF} for update` }
      : { name: 'games_read_active_seeds', text: SEEDS_OF },
    [userIds],
  );
}

/** A settled one-request round as the batch writes it (params and outcome as JSON). */
export interface SettledRoundInsert {
  userId: number;
  gameId: number;
  gameType: string;
  gameVersion: string;
  coinType: 'GC' | 'SC';
  bet: number;
  payout: number;
  balanceBefore: number;
  balanceAfter: number;
  params: unknown;
  outcome: unknown;
  seedId: number;
  serverSeedHash: string;
  clientSeed: string;
  nonce: number;
}

/**
 * A batch of settled rounds as its part of one statement (the SQL function games_record_rounds,
 * migration 0010): each seed's nonce moves from `from` past the `n` rounds it gave (the
 * function raises if a seed is no longer active or at `from`), and every round is written with
 * its seed's hash and client seed. Answers each new round's id by `seedId:nonce`.
 */
export function recordRoundsPart(
  seeds: { id: number; from: number; n: number }[],
  rounds: SettledRoundInsert[],
): CallPart<Map<string, number>> {
  return {
    fn: 'games_record_rounds',
    arg: {
      seeds,
      rounds: rounds.map(({ serverSeedHash: _hash, clientSeed: _client, ...round }) => round),
    },
    read: (ids) => new Map(Object.entries(ids as Record<string, number>)),
  };
}

/** A new multi-step round as the step batch writes it (the seed's hash and client seed come from the seed). */
export interface StepRoundInsert {
  userId: number;
  gameId: number;
  gameType: string;
  gameVersion: string;
  coinType: 'GC' | 'SC';
  bet: number;
  payout: number;
  balanceBefore: number;
  balanceAfter: number;
  status: 'active' | 'settled';
  params: unknown;
  state: unknown;
  outcome: unknown;
  steps: unknown[];
  seedId: number;
  nonce: number;
  settledBy: 'player' | null;
}

/** A round in progress as the step batch changes it, while it still has `stepsBefore` steps. */
export interface StepRoundUpdate {
  id: number;
  stepsBefore: number;
  bet: number;
  payout: number;
  state: unknown;
  steps: unknown[];
  balanceAfter: number | null;
  status: 'active' | 'settled';
  outcome: unknown;
  settledBy: 'player' | null;
}

/**
 * A batch of multi-step calls as its part of one statement (the SQL function games_write_steps,
 * migration 0047): seeds advanced past the rounds started on them, new rounds inserted, rounds in
 * progress changed while still as planned. Answers ids by `seedId:nonce` and `round:id`.
 */
export function writeStepsPart(batch: {
  seeds: { id: number; from: number; n: number }[];
  inserts: StepRoundInsert[];
  updates: StepRoundUpdate[];
}): CallPart<Map<string, number>> {
  return {
    fn: 'games_write_steps',
    arg: batch,
    read: (ids) => new Map(Object.entries(ids as Record<string, number>)),
  };
}
