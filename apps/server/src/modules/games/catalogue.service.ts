import { SPECIAL_CATEGORIES } from '@app/contracts/constants';
import { FAVORITE_MESSAGES, type TGameCard } from '@app/contracts/games';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/app-error';
import * as repo from './catalogue.repository';
import {
  createCatalogueSnapshots,
  matchesSearch,
  type CatalogueSnapshots,
  type GameRow,
} from './catalogue-snapshot';

type CardRow = Omit<TGameCard, 'FavoriteGames'>;

const toCard = (g: GameRow): CardRow => ({
  masterCasinoGameId: g.masterCasinoGameId,
  name: g.name,
  slug: g.slug,
  imageUrl: g.imageUrl,
  gameType: g.gameType,
  themeKey: g.themeKey,
});

function pageOf(list: GameRow[], search: string | undefined, limit: number, offset: number) {
  const matching = search ? list.filter((g) => matchesSearch(g.name, search)) : list;
  return { rows: matching.slice(offset, offset + limit).map(toCard), count: matching.length };
}

export function createCatalogueService(deps: { db: Db; snapshots?: CatalogueSnapshots }) {
  const { db } = deps;
  const snapshots = deps.snapshots ?? createCatalogueSnapshots({ db });

  async function withFavorites(rows: CardRow[], userId: number | null): Promise<TGameCard[]> {
    const favorites =
      userId === null
        ? new Set<number>()
        : await repo.favoriteIds(
            db,
            userId,
            rows.map((r) => r.masterCasinoGameId),
          );
    return rows.map((r) => ({ ...r, FavoriteGames: favorites.has(r.masterCasinoGameId) }));
  }

  async function findGame(gameId: number): Promise<GameRow | undefined> {
    return (await snapshots.get()).gameById.get(gameId);
  }

  function requireUser(userId: number | null): number {
    if (userId === null) throw new AppError('Unauthorized');
    return userId;
  }

  return {
    /** Categories with their games (lobby carousels); the sidebar variant leaves out hidden ones (scratchers). */
    async subCategories(options: { search?: string; sidebar: boolean; userId: number | null }) {
      const snapshot = await snapshots.get();
      const search = options.search || undefined;
      const categories = snapshot.categories.filter((c) => !options.sidebar || c.showInSidebar);
      const listed = categories.map((c) => ({
        category: c,
        games: (snapshot.gamesByCategory.get(c.masterGameSubCategoryId) ?? []).filter((g) =>
          matchesSearch(g.name, search),
        ),
      }));
      const distinct = new Map(
        listed.flatMap((l) => l.games.map((g) => [g.masterCasinoGameId, g])),
      );
      const cards = await withFavorites([...distinct.values()].map(toCard), options.userId);
      const byId = new Map(cards.map((c) => [c.masterCasinoGameId, c]));
      return listed
        .map(({ category: c, games }) => ({
          masterGameSubCategoryId: c.masterGameSubCategoryId,
          name: c.name,
          slug: c.slug,
          imageUrl: c.imageUrl,
          isFeatured: c.isFeatured,
          subCategoryGames: games.map((g) => byId.get(g.masterCasinoGameId)!),
        }))
        .filter((c) => !search || c.subCategoryGames.length > 0);
    },

    /** GET /casino-games: one page of a category (or a special list), 16 a page. */
    async games(
      query: { subCategoryName?: string; search?: string; limit: number; page: number },
      userId: number | null,
    ) {
      const name = query.subCategoryName?.trim();
      const paging = {
        search: query.search || undefined,
        limit: query.limit,
        offset: (query.page - 1) * query.limit,
      };
      let result;
      if (!name || name.toLowerCase() === SPECIAL_CATEGORIES.ALL_GAMES.toLowerCase()) {
        const snapshot = await snapshots.get();
        result = pageOf(snapshot.games, paging.search, paging.limit, paging.offset);
      } else if (name.toLowerCase() === SPECIAL_CATEGORIES.FAVORITE_GAMES.toLowerCase()) {
        result = await repo.pageGames(db, { ...paging, favoritesOf: requireUser(userId) });
      } else if (name.toLowerCase() === SPECIAL_CATEGORIES.RECENTLY_PLAYED.toLowerCase()) {
        result = await repo.pageGames(db, { ...paging, recentOf: requireUser(userId) });
      } else {
        const snapshot = await snapshots.get();
        const categoryId = snapshot.categoryIdByName.get(name.toLowerCase());
        if (categoryId === undefined)
          throw new AppError('NotFound', `There is no game category named ${name}`);
        const list = snapshot.gamesByCategory.get(categoryId) ?? [];
        result = pageOf(list, paging.search, paging.limit, paging.offset);
      }
      return { rows: await withFavorites(result.rows, userId), count: result.count };
    },

    async favorites(userId: number, page: { limit: number; page: number }) {
      const result = await repo.pageGames(db, {
        favoritesOf: userId,
        limit: page.limit,
        offset: (page.page - 1) * page.limit,
      });
      return { rows: await withFavorites(result.rows, userId), count: result.count };
    },

    async recentlyPlayed(userId: number, page: { limit: number; page: number }) {
      const result = await repo.pageGames(db, {
        recentOf: userId,
        limit: page.limit,
        offset: (page.page - 1) * page.limit,
      });
      return { rows: await withFavorites(result.rows, userId), count: result.count };
    },

    async setFavorite(userId: number, gameId: number, add: boolean) {
      if (!(await findGame(gameId))) throw new AppError('NotFound', 'This game does not exist.');
      if (add) await repo.addFavorite(db, userId, gameId);
      else await repo.removeFavorite(db, userId, gameId);
      return add ? FAVORITE_MESSAGES.added : FAVORITE_MESSAGES.removed;
    },

    /** Opens a game for a player: checks it exists and records it as recently played. */
    async launch(userId: number, gameId: number) {
      const game = await findGame(gameId);
      if (!game) throw new AppError('NotFound', 'This game does not exist.');
      await repo.touchRecent(db, userId, gameId);
      return {
        gameId: game.masterCasinoGameId,
        name: game.name,
        gameType: game.gameType,
        themeKey: game.themeKey,
        launchUrl: `/game-play/${game.masterCasinoGameId}`,
      };
    },

    /** An active game by id, from the snapshot. */
    findGame,
    /** After an operator's change: the next call reads the catalogue again. */
    invalidate: () => snapshots.invalidate(),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
