import { index, integer, pgTable, primaryKey, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../users/users.tables';
import { games } from './games.tables';

export const favoriteGames = pgTable(
  'favorite_games',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.masterCasinoGameId),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.gameId] }),
    index('favorite_games_user_idx').on(t.userId, t.createdAt),
  ],
);

/** The last time a player opened each game (the 'Recently Played' list). */
export const recentGames = pgTable(
  'recent_games',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.masterCasinoGameId),
    lastPlayedAt: timestamp('last_played_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.gameId] }),
    index('recent_games_user_idx').on(t.userId, t.lastPlayedAt),
  ],
);
