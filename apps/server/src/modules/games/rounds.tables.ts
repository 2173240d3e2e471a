import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';
import { games } from './games.tables';

/**
 * A player's provably-fair seed pair. The server seed stays secret while active
 * (only its SHA-256 is shown); rotating reveals it so past rounds can be verified.
 */
export const gameSeeds = pgTable(
  'game_seeds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    serverSeed: text('server_seed').notNull(),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    /** The nonce the next round will use. */
    nextNonce: integer('next_nonce').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    revealedAt: timestamp('revealed_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('game_seeds_one_active')
      .on(t.userId)
      .where(sql`${t.isActive}`),
  ],
);

/** One round of one game: written with its ledger transfers in the same transaction. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.masterCasinoGameId),
    gameType: text('game_type').notNull(),
    gameVersion: text('game_version').notNull(),
    coinType: text('coin_type', { enum: ['GC', 'SC'] }).notNull(),
    bet: bigint('bet', { mode: 'number' }).notNull(),
    payout: bigint('payout', { mode: 'number' }).notNull().default(0),
    balanceBefore: bigint('balance_before', { mode: 'number' }).notNull(),
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    status: text('status', { enum: ['active', 'settled'] }).notNull(),
    /** What the player chose (bet spots, target, mines count, rows and risk...). */
    params: jsonb('params').notNull(),
    /** Server-only state of a multi-step round (deck, mine positions); never sent while active. */
    state: jsonb('state'),
    /** The public result and every step taken. */
    outcome: jsonb('outcome'),
    steps: jsonb('steps').notNull().default([]),
    seedId: bigint('seed_id', { mode: 'number' })
      .notNull()
      .references(() => gameSeeds.id),
    serverSeedHash: text('server_seed_hash').notNull(),
    clientSeed: text('client_seed').notNull(),
    nonce: integer('nonce').notNull(),
    settledBy: text('settled_by', { enum: ['player', 'sweeper'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
  },
  (t) => [
    index('game_rounds_user_idx').on(t.userId, t.id),
    // The bet history: a player's settled rounds of a game (what a game's panel asks), newest
    // first, and their count; of every game, its count (decisions 064, 072).
    index('game_rounds_user_game_settled_idx')
      .on(t.userId, t.gameId, t.id)
      .where(sql`${t.settledAt} is not null`),
    // The player's wager and loss limits and gambling history sum their rounds by time (decision 037),
    // from the index alone: the coin, stake and payout they sum are in it (decision 073).
    index('game_rounds_user_created_play_idx').on(
      t.userId,
      t.createdAt,
      t.coinType,
      t.bet,
      t.payout,
    ),
    uniqueIndex('game_rounds_one_active_per_game')
      .on(t.userId, t.gameId)
      .where(sql`${t.status} = 'active'`),
    index('game_rounds_active_idx')
      .on(t.updatedAt)
      .where(sql`${t.status} = 'active'`),
    index('game_rounds_big_wins_idx')
      .on(t.id)
      .where(sql`${t.payout} > 0`),
  ],
);

/** Append-only record of every change an operator makes to a game's settings. */
export const gameSettingsAudit = pgTable('game_settings_audit', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  gameId: integer('game_id')
    .notNull()
    .references(() => games.masterCasinoGameId),
  changedByUserId: integer('changed_by_user_id')
    .notNull()
    .references(() => users.id),
  before: jsonb('before').notNull(),
  after: jsonb('after').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
