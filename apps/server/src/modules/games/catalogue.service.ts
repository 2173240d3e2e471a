import { SPECIAL_CATEGORIES } from '@app/contracts/constants';
import { FAVORITE_MESSAGES, type TGameCard } from '@app/contracts/games';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/app-error';
import * as repo from './catalogue.repository';

type CardRow = Omit<TGameCard, 'FavoriteGames'>;

export function createCatalogueService(deps: { db: Db }) {
  const { db } = deps;

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

  function requireUser(userId: number | null): number {
    if (userId === null) throw new AppError('Unauthorized');
    return userId;
  }

  return {
    /** Categories with their games (lobby carousels); the sidebar variant leaves out hidden ones (scratchers). */
    async subCategories(options: { search?: string; sidebar: boolean; userId: number | null }) {
      const categories = await repo.listSubCategories(db, { sidebarOnly: options.sidebar });
      const rows = await repo.listGamesWithCategories(db, options.search || undefined);
      const cards = await withFavorites(
        [...new Map(rows.map((r) => [r.masterCasinoGameId, r])).values()].map(
          ({ subCategoryId: _s, linkOrder: _o, ...card }) => card,
        ),
        options.userId,
      );
      const byId = new Map(cards.map((c) => [c.masterCasinoGameId, c]));
      return categories
        .map((c) => ({
          masterGameSubCategoryId: c.masterGameSubCategoryId,
          name: c.name,
          slug: c.slug,
          imageUrl: c.imageUrl,
          isFeatured: c.isFeatured,
          subCategoryGames: rows
            .filter((r) => r.subCategoryId === c.masterGameSubCategoryId)
            .map((r) => byId.get(r.masterCasinoGameId)!),
        }))
        .filter((c) => !options.search || c.subCategoryGames.length > 0);
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
        result = await repo.pageGames(db, paging);
      } else if (name.toLowerCase() === SPECIAL_CATEGORIES.FAVORITE_GAMES.toLowerCase()) {
        result = await repo.pageGames(db, { ...paging, favoritesOf: requireUser(userId) });
      } else if (name.toLowerCase() === SPECIAL_CATEGORIES.RECENTLY_PLAYED.toLowerCase()) {
        result = await repo.pageGames(db, { ...paging, recentOf: requireUser(userId) });
      } else {
        const category = await repo.findSubCategoryByName(db, name);
        if (!category) throw new AppError('NotFound', `There is no game category named ${name}`);
        result = await repo.pageGames(db, { ...paging, subCategoryId: category.id });
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
      if (!(await repo.findGame(db, gameId)))
        throw new AppError('NotFound', 'This game does not exist.');
      if (add) await repo.addFavorite(db, userId, gameId);
      else await repo.removeFavorite(db, userId, gameId);
      return add ? FAVORITE_MESSAGES.added : FAVORITE_MESSAGES.removed;
    },

    /** Opens a game for a player: checks it exists and records it as recently played. */
    async launch(userId: number, gameId: number) {
      const game = await repo.findGame(db, gameId);
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

    findGame: (gameId: number) => repo.findGame(db, gameId),
  };
}

export type CatalogueService = ReturnType<typeof createCatalogueService>;
