import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/database';
import { gameCategoryLinks, gameSubCategories, games } from './games.tables';

export type GameRow = typeof games.$inferSelect;
export type SubCategoryRow = typeof gameSubCategories.$inferSelect;

/**
 * The public catalogue (active categories, active games, their links) held in
 * memory, so the lobby calls and each round's game lookup need no query. It is
 * read again after `ttlMs`, and at once when an operator changes a game
 * (`invalidate`): in this process before the change is answered, on the other
 * instances when the invalidation bus's message reaches them (decision 026);
 * the TTL bounds staleness should a message be lost.
 */
export interface CatalogueSnapshot {
  /** Active categories in display order. */
  categories: SubCategoryRow[];
  /** Active games in display order (sortOrder, id). */
  games: GameRow[];
  gameById: Map<number, GameRow>;
  /** Active games of each category in the category's order. */
  gamesByCategory: Map<number, GameRow[]>;
  /** Category id by its lower-cased English name. */
  categoryIdByName: Map<string, number>;
}

async function load(db: Db): Promise<CatalogueSnapshot> {
  const [categories, gameRows, links] = await Promise.all([
    db
      .select()
      .from(gameSubCategories)
      .where(eq(gameSubCategories.isActive, true))
      .orderBy(asc(gameSubCategories.sortOrder), asc(gameSubCategories.masterGameSubCategoryId)),
    db
      .select()
      .from(games)
      .where(eq(games.isActive, true))
      .orderBy(asc(games.sortOrder), asc(games.masterCasinoGameId)),
    db
      .select({
        gameId: gameCategoryLinks.gameId,
        subCategoryId: gameCategoryLinks.subCategoryId,
        sortOrder: gameCategoryLinks.sortOrder,
      })
      .from(gameCategoryLinks),
  ]);
  const gameById = new Map(gameRows.map((g) => [g.masterCasinoGameId, g]));
  const position = new Map(gameRows.map((g, i) => [g.masterCasinoGameId, i]));
  const gamesByCategory = new Map<number, GameRow[]>();
  const orderedLinks = links
    .filter((l) => gameById.has(l.gameId))
    .sort((a, b) => a.sortOrder - b.sortOrder || position.get(a.gameId)! - position.get(b.gameId)!);
  for (const link of orderedLinks) {
    const list = gamesByCategory.get(link.subCategoryId) ?? [];
    list.push(gameById.get(link.gameId)!);
    gamesByCategory.set(link.subCategoryId, list);
  }
  return {
    categories,
    games: gameRows,
    gameById,
    gamesByCategory,
    categoryIdByName: new Map(
      categories.map((c) => [c.name.EN.toLowerCase(), c.masterGameSubCategoryId]),
    ),
  };
}

export function createCatalogueSnapshots(deps: { db: Db; ttlMs?: number }) {
  const ttlMs = deps.ttlMs ?? 5_000;
  let current: { snapshot: CatalogueSnapshot; loadedAt: number } | undefined;
  let loading: Promise<CatalogueSnapshot> | undefined;
  let generation = 0;

  function reload(): Promise<CatalogueSnapshot> {
    if (loading) return loading;
    const started = generation;
    const pending = load(deps.db)
      .then((snapshot) => {
        // A change made while loading may not be in this read: keep it only for this caller.
        if (started === generation) current = { snapshot, loadedAt: Date.now() };
        return snapshot;
      })
      .finally(() => {
        if (loading === pending) loading = undefined;
      });
    loading = pending;
    return pending;
  }

  return {
    /** The current snapshot, read again when older than the TTL (one read for concurrent callers). */
    get(): Promise<CatalogueSnapshot> {
      if (current && Date.now() - current.loadedAt < ttlMs)
        return Promise.resolve(current.snapshot);
      return reload();
    },
    /** Forgets the snapshot so the next call reads the database (after an operator's change). */
    invalidate(): void {
      generation += 1;
      current = undefined;
      loading = undefined;
    },
  };
}

export type CatalogueSnapshots = ReturnType<typeof createCatalogueSnapshots>;

/** Case-insensitive substring match, as the search box promises (no wildcards). */
export function matchesSearch(name: string, search: string | undefined): boolean {
  return !search || name.toLowerCase().includes(search.toLowerCase());
}
