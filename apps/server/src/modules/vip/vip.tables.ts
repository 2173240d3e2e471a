import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';

/**
 * VIP tiers (SPEC §3 VIP tier). A player reaches a tier by buying
 * gcRequiredPurchase GC in total or by playing scRequiredPlay SC in total
 * (both hundredths; decision 032). bonusGc / bonusSc are paid once when the tier is claimed.
 * boost is a percent added to bonuses; rakeback is in basis points of SC played.
 */
export const vipTiers = pgTable(
  'vip_tiers',
  {
    vipTierId: integer('vip_tier_id').primaryKey().generatedByDefaultAsIdentity(),
    level: integer('level').notNull().unique(),
    name: text('name').notNull().unique(),
    icon: text('icon').notNull(),
    gcRequiredPurchase: bigint('gc_required_purchase', { mode: 'number' }).notNull(),
    scRequiredPlay: bigint('sc_required_play', { mode: 'number' }).notNull(),
    bonusGc: bigint('bonus_gc', { mode: 'number' }).notNull().default(0),
    bonusSc: bigint('bonus_sc', { mode: 'number' }).notNull().default(0),
    boost: integer('boost').notNull().default(0),
    rakebackBps: integer('rakeback_bps').notNull().default(0),
    liveSupport: boolean('live_support').notNull().default(false),
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [
    check('vip_tiers_level_check', sql`${t.level} >= 0`),
    check(
      'vip_tiers_amounts_check',
      sql`${t.gcRequiredPurchase} >= 0 and ${t.scRequiredPlay} >= 0 and ${t.bonusGc} >= 0 and ${t.bonusSc} >= 0`,
    ),
    check(
      'vip_tiers_boost_check',
      sql`${t.boost} >= 0 and ${t.rakebackBps} >= 0 and ${t.rakebackBps} <= 10000`,
    ),
  ],
);

/**
 * SPEC §3 user tier history entry: one row per tier a player has reached
 * (the unique index makes a second row impossible, however many requests
 * see the tier reached at once). bonusGc / bonusSc are what the claim
 * credited (hundredths), set when isBonusClaimed becomes true.
 */
export const userTierHistory = pgTable(
  'user_tier_history',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    vipTierId: integer('vip_tier_id')
      .notNull()
      .references(() => vipTiers.vipTierId),
    isBonusClaimed: boolean('is_bonus_claimed').notNull().default(false),
    bonusGc: bigint('bonus_gc', { mode: 'number' }).notNull().default(0),
    bonusSc: bigint('bonus_sc', { mode: 'number' }).notNull().default(0),
    reachedAt: timestamp('reached_at', { withTimezone: true }).notNull().defaultNow(),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('user_tier_history_once').on(t.userId, t.vipTierId)],
);

/**
 * A player's lifetime figures the VIP standing reads, as running totals (decision 067): the SC
 * wagered in game rounds (the sum of `game_rounds.bet` over the player's SC rounds, settled or
 * not). Kept by triggers on game_rounds in the commit of the rounds that change it, whatever
 * path writes them (migration 0048); a player without a row has wagered nothing.
 */
export const vipPlayerTotals = pgTable(
  'vip_player_totals',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    scWagered: bigint('sc_wagered', { mode: 'number' }).notNull().default(0),
  },
  (t) => [check('vip_player_totals_sc_wagered_check', sql`${t.scWagered} >= 0`)],
);

/**
 * Rakeback (decision 035): how much of a player's SC played has been given its rakeback. The
 * row is locked by a claim, so two claims cannot pay the same play twice.
 */
export const userRakeback = pgTable(
  'user_rakeback',
  {
    userId: integer('user_id')
      .primaryKey()
      .references(() => users.id),
    /** SC played (hundredths) already rewarded: a claim pays for play above this. */
    wageredRewarded: bigint('wagered_rewarded', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('user_rakeback_wagered_check', sql`${t.wageredRewarded} >= 0`)],
);

/** One row per rakeback paid: the SC played it covered, the tier's rate and the SC credited. */
export const rakebackClaims = pgTable(
  'rakeback_claims',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    wageredFrom: bigint('wagered_from', { mode: 'number' }).notNull(),
    wageredTo: bigint('wagered_to', { mode: 'number' }).notNull(),
    rateBps: integer('rate_bps').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('rakeback_claims_once').on(t.userId, t.wageredTo),
    check(
      'rakeback_claims_amounts_check',
      sql`${t.wageredTo} > ${t.wageredFrom} and ${t.amount} > 0 and ${t.rateBps} > 0`,
    ),
  ],
);
