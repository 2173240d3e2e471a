import { and, asc, count, desc, eq, ilike, inArray, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { favoriteGames, recentGames } from './catalogue.tables';
import { games } from './games.tables';

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

const cardColumns = {
  masterCasinoGameId: games.masterCasinoGameId,
  name: games.name,
  slug: games.slug,
  imageUrl: games.imageUrl,
  gameType: games.gameType,
  themeKey: games.themeKey,
};

/** One page of a player's favourites or recently played games, optionally searched. */
export async function pageGames(
  db: DbOrTx,
  filter: {
    favoritesOf?: number;
    recentOf?: number;
    search?: string;
    limit: number;
    offset: number;
  },
) {
  const conditions: SQL[] = [eq(games.isActive, true)];
  if (filter.search) conditions.push(ilike(games.name, `%${escapeLike(filter.search)}%`));
  let base = db
    .select({ ...cardColumns })
    .from(games)
    .$dynamic();
  let counter = db.select({ n: count() }).from(games).$dynamic();
  let order: SQL[] = [asc(games.sortOrder), asc(games.masterCasinoGameId)];
  if (filter.favoritesOf !== undefined) {
    const on = and(
      eq(favoriteGames.gameId, games.masterCasinoGameId),
      eq(favoriteGames.userId, filter.favoritesOf),
    );
    base = base.innerJoin(favoriteGames, on);
    counter = counter.innerJoin(favoriteGames, on);
    order = [desc(favoriteGames.createdAt)];
  }
  if (filter.recentOf !== undefined) {
    const on = and(
      eq(recentGames.gameId, games.masterCasinoGameId),
      eq(recentGames.userId, filter.recentOf),
    );
    base = base.innerJoin(recentGames, on);
    counter = counter.innerJoin(recentGames, on);
    order = [desc(recentGames.lastPlayedAt)];
  }
  const where = and(...conditions);
  const rows = await base
    .where(where)
    .orderBy(...order)
    .limit(filter.limit)
    .offset(filter.offset);
  const [total] = await counter.where(where);
  return { rows, count: total?.n ?? 0 };
}

export async function favoriteIds(db: DbOrTx, userId: number, gameIds: number[]) {
  if (gameIds.length === 0) return new Set<number>();
  const rows = await db
    .select({ gameId: favoriteGames.gameId })
    .from(favoriteGames)
    .where(and(eq(favoriteGames.userId, userId), inArray(favoriteGames.gameId, gameIds)));
  return new Set(rows.map((r) => r.gameId));
}

export async function addFavorite(db: DbOrTx, userId: number, gameId: number) {
  await db.insert(favoriteGames).values({ userId, gameId }).onConflictDoNothing();
}

export async function removeFavorite(db: DbOrTx, userId: number, gameId: number) {
  await db
    .delete(favoriteGames)
    .where(and(eq(favoriteGames.userId, userId), eq(favoriteGames.gameId, gameId)));
}

export async function touchRecent(db: DbOrTx, userId: number, gameId: number) {
  await db
    .insert(recentGames)
    .values({ userId, gameId })
    .onConflictDoUpdate({
      target: [recentGames.userId, recentGames.gameId],
      set: { lastPlayedAt: new Date() },
    });
}
