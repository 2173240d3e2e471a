import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import type { TLocalizedText } from '@app/contracts/content';
import { GAME_TYPES, type GameType } from '@app/contracts/games';

/** Bet sizes in hundredths per coin type: GC and SC live on very different scales. */
export type BetSteps = { GC: number[]; SC: number[] };

/**
 * Game categories (SPEC §3 Subcategory). isFeatured puts a carousel on the
 * lobby; showInSidebar false hides one from the sidebar (the scratchers category).
 */
export const gameSubCategories = pgTable('game_sub_categories', {
  masterGameSubCategoryId: integer('master_game_sub_category_id')
    .primaryKey()
    .generatedByDefaultAsIdentity(),
  name: jsonb('name').$type<TLocalizedText>().notNull(),
  slug: text('slug').notNull().unique(),
  imageUrl: text('image_url'),
  isFeatured: boolean('is_featured').notNull().default(false),
  isActive: boolean('is_active').notNull().default(true),
  showInSidebar: boolean('show_in_sidebar').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
});

/**
 * One playable game. Amounts are hundredths of a coin. Bet limits are kept per
 * coin type because GC and SC are priced about 10,000 to 1 (see packages):
 * one set of numbers cannot fit both.
 *
 * A game has no category column: membership lives only in game_category_links.
 * A game sits in several lists at once (Slots, Popular, New Releases) and no
 * screen of SPEC §2 shows a "main" category, so a second, special link on the
 * game row would only be a second truth to keep in step with the join table.
 */
export const games = pgTable(
  'games',
  {
    masterCasinoGameId: integer('master_casino_game_id')
      .primaryKey()
      .generatedByDefaultAsIdentity(),
    name: text('name').notNull(),
    slug: text('slug').notNull().unique(),
    imageUrl: text('image_url').notNull(),
    gameType: text('game_type').$type<GameType>().notNull(),
    /** Which skin / reel set / table the engine renders, e.g. 'pharaoh'. */
    themeKey: text('theme_key').notNull(),
    /** Advertised return to player in basis points: 9620 = 96.20%. */
    rtpBps: integer('rtp_bps').notNull(),
    minBetGc: bigint('min_bet_gc', { mode: 'number' }).notNull(),
    maxBetGc: bigint('max_bet_gc', { mode: 'number' }).notNull(),
    minBetSc: bigint('min_bet_sc', { mode: 'number' }).notNull(),
    maxBetSc: bigint('max_bet_sc', { mode: 'number' }).notNull(),
    /** Bet sizes offered by the bet selector, per coin type, in hundredths. */
    betSteps: jsonb('bet_steps').$type<BetSteps>().notNull(),
    description: text('description'),
    isActive: boolean('is_active').notNull().default(true),
    isFeatured: boolean('is_featured').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'games_game_type_check',
      sql`${t.gameType} in (${sql.raw(GAME_TYPES.map((type) => `'${type}'`).join(', '))})`,
    ),
    check('games_rtp_bps_check', sql`${t.rtpBps} > 0 and ${t.rtpBps} <= 10000`),
    check(
      'games_bet_limits_check',
      sql`${t.minBetGc} > 0 and ${t.maxBetGc} >= ${t.minBetGc} and ${t.minBetSc} > 0 and ${t.maxBetSc} >= ${t.minBetSc}`,
    ),
  ],
);

/** Which games a category lists, in which order. The only source of category membership. */
export const gameCategoryLinks = pgTable(
  'game_category_links',
  {
    gameId: integer('game_id')
      .notNull()
      .references(() => games.masterCasinoGameId, { onDelete: 'cascade' }),
    subCategoryId: integer('sub_category_id')
      .notNull()
      .references(() => gameSubCategories.masterGameSubCategoryId, { onDelete: 'cascade' }),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.gameId, t.subCategoryId] }),
    index('game_category_links_sub_category_idx').on(t.subCategoryId, t.sortOrder),
  ],
);
