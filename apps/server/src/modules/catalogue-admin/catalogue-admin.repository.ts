import { and, asc, eq, inArray, max, notInArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { gameCategoryLinks, gameSubCategories, games } from '../games/games.tables';

export type GameRow = typeof games.$inferSelect;

/** What the catalogue editor changes on a game row (amounts in hundredths). */
export type GameSettingsRow = Pick<
  GameRow,
  'isActive' | 'isFeatured' | 'sortOrder' | 'minBetGc' | 'maxBetGc' | 'minBetSc' | 'maxBetSc'
>;

const settingsColumns = {
  isActive: games.isActive,
  isFeatured: games.isFeatured,
  sortOrder: games.sortOrder,
  minBetGc: games.minBetGc,
  maxBetGc: games.maxBetGc,
  minBetSc: games.minBetSc,
  maxBetSc: games.maxBetSc,
};

/** Every game, active or not, with the categories each is listed in. */
export async function listAllGames(db: DbOrTx) {
  const [rows, links] = await Promise.all([
    db.select().from(games).orderBy(asc(games.sortOrder), asc(games.masterCasinoGameId)),
    db
      .select({ gameId: gameCategoryLinks.gameId, categoryId: gameCategoryLinks.subCategoryId })
      .from(gameCategoryLinks)
      .orderBy(asc(gameCategoryLinks.subCategoryId)),
  ]);
  const categoriesOf = new Map<number, number[]>();
  for (const link of links) {
    const list = categoriesOf.get(link.gameId) ?? [];
    list.push(link.categoryId);
    categoriesOf.set(link.gameId, list);
  }
  return rows.map((row) => ({ row, categoryIds: categoriesOf.get(row.masterCasinoGameId) ?? [] }));
}

export async function findGame(db: DbOrTx, gameId: number) {
  const [row] = await db.select().from(games).where(eq(games.masterCasinoGameId, gameId));
  return row;
}

export function listCategories(db: DbOrTx) {
  return db
    .select()
    .from(gameSubCategories)
    .orderBy(asc(gameSubCategories.sortOrder), asc(gameSubCategories.masterGameSubCategoryId));
}

/** The game's settings, locked until the transaction ends (one editor's change at a time). */
export async function lockGameSettings(
  db: DbOrTx,
  gameId: number,
): Promise<GameSettingsRow | undefined> {
  const [row] = await db
    .select(settingsColumns)
    .from(games)
    .where(eq(games.masterCasinoGameId, gameId))
    .for('update');
  return row;
}

export async function updateGameSettings(db: DbOrTx, gameId: number, values: GameSettingsRow) {
  await db.update(games).set(values).where(eq(games.masterCasinoGameId, gameId));
}

/** Category ids the game is listed in, ascending. */
export async function categoryIdsOf(db: DbOrTx, gameId: number): Promise<number[]> {
  const rows = await db
    .select({ id: gameCategoryLinks.subCategoryId })
    .from(gameCategoryLinks)
    .where(eq(gameCategoryLinks.gameId, gameId))
    .orderBy(asc(gameCategoryLinks.subCategoryId));
  return rows.map((r) => r.id);
}

/** Which of these category ids exist. */
export async function existingCategoryIds(db: DbOrTx, ids: number[]): Promise<Set<number>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .select({ id: gameSubCategories.masterGameSubCategoryId })
    .from(gameSubCategories)
    .where(inArray(gameSubCategories.masterGameSubCategoryId, ids));
  return new Set(rows.map((r) => r.id));
}

/**
 * Lists the game in exactly these categories: links to others go, a category it joins gets it
 * at the end of its list, and the place it has in a category it stays in is kept.
 */
export async function setGameCategories(db: DbOrTx, gameId: number, categoryIds: number[]) {
  await db
    .delete(gameCategoryLinks)
    .where(
      categoryIds.length === 0
        ? eq(gameCategoryLinks.gameId, gameId)
        : and(
            eq(gameCategoryLinks.gameId, gameId),
            notInArray(gameCategoryLinks.subCategoryId, categoryIds),
          ),
    );
  const current = new Set(await categoryIdsOf(db, gameId));
  for (const categoryId of categoryIds.filter((id) => !current.has(id))) {
    const [last] = await db
      .select({ position: max(gameCategoryLinks.sortOrder) })
      .from(gameCategoryLinks)
      .where(eq(gameCategoryLinks.subCategoryId, categoryId));
    await db
      .insert(gameCategoryLinks)
      .values({ gameId, subCategoryId: categoryId, sortOrder: (last?.position ?? 0) + 1 });
  }
}
