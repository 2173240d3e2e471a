import { and, count, desc, eq, gt, isNotNull, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rawRows } from '../../db/raw-sql';
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

/** Locks the active seed pair of each of these players, in id order (the batch path). */
export async function lockActiveSeeds(db: DbOrTx, userIds: number[]) {
  return rawRows<LockedSeed>(
    db,
    {
      name: 'games_lock_active_seeds',
      text: `select id, user_id as "userId", server_seed as "serverSeed",
               server_seed_hash as "serverSeedHash", client_seed as "clientSeed", next_nonce as "nextNonce"
             from game_seeds where user_id = any($1::int[]) and is_active order by id for update`,
    },
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
 * Writes a batch of settled rounds and moves each seed's nonce past the rounds it gave, in one
 * statement. Answers how many seeds moved and each new round's id by `seedId:nonce`.
 */
export async function insertSettledRounds(
  db: DbOrTx,
  nonceAdvances: { id: number; n: number }[],
  rounds: SettledRoundInsert[],
) {
  const [row] = await rawRows<{ advanced: number; rounds: [number, number, number][] | null }>(
    db,
    {
      name: 'games_insert_settled_rounds',
      text: `with advanced as (
          update game_seeds g set next_nonce = g.next_nonce + d.n
          from json_to_recordset($1::json) as d(id bigint, n int)
          where g.id = d.id and g.is_active
          returning g.id
        ), inserted as (
          insert into game_rounds (user_id, game_id, game_type, game_version, coin_type, bet, payout,
            balance_before, balance_after, status, params, outcome, seed_id, server_seed_hash,
            client_seed, nonce, settled_by, settled_at)
          select r."userId", r."gameId", r."gameType", r."gameVersion", r."coinType", r.bet, r.payout,
            r."balanceBefore", r."balanceAfter", 'settled', r.params, r.outcome, r."seedId",
            r."serverSeedHash", r."clientSeed", r.nonce, 'player', now()
          from json_to_recordset($2::json) as r("userId" int, "gameId" int, "gameType" text,
            "gameVersion" text, "coinType" text, bet bigint, payout bigint, "balanceBefore" bigint,
            "balanceAfter" bigint, params jsonb, outcome jsonb, "seedId" bigint, "serverSeedHash" text,
            "clientSeed" text, nonce int)
          returning id, seed_id, nonce
        )
        select (select count(*)::int from advanced) as advanced,
          (select json_agg(json_build_array(id, seed_id, nonce)) from inserted) as rounds`,
    },
    [JSON.stringify(nonceAdvances), JSON.stringify(rounds)],
  );
  return {
    advanced: row?.advanced ?? 0,
    roundIds: new Map(
      (row?.rounds ?? []).map(([id, seedId, nonce]) => [`${seedId}:${nonce}`, Number(id)]),
    ),
  };
}
