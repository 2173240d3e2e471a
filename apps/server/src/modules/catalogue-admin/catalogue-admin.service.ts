import { fromDecimal, toDecimal } from '@app/contracts/money';
import type {
  TAdminGame,
  TAdminGameCategory,
  TAdminGameListQueryParsed,
  TAdminGamePage,
  TGameSettingsUpdate,
} from '@app/contracts/catalogue-admin';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { GameEngine } from '../games/engines/engine';
import * as repo from './catalogue-admin.repository';

/** The audited state of a game: its settings in hundredths and its categories. */
type GameState = repo.GameSettingsRow & { categoryIds: number[] };

const target = (gameId: number) => `game:${gameId}`;

/**
 * The catalogue editor (permission catalogue.write): every game with its theoretical RTP from its
 * engine, and changes to visibility, order, categories and bet limits. Each change is audited in
 * its transaction; `onChange` then tells the lobby's snapshot (on every instance) to read again.
 */
export function createCatalogueAdminService(deps: {
  db: Db;
  audit: AuditService;
  engines: Readonly<Record<string, GameEngine>>;
  onChange: () => void;
}) {
  const { db, audit } = deps;

  function view(row: repo.GameRow, categoryIds: number[]): TAdminGame {
    return {
      gameId: row.masterCasinoGameId,
      name: row.name,
      slug: row.slug,
      gameType: row.gameType,
      themeKey: row.themeKey,
      isActive: row.isActive,
      isFeatured: row.isFeatured,
      sortOrder: row.sortOrder,
      categoryIds,
      minBetGc: toDecimal(row.minBetGc),
      maxBetGc: toDecimal(row.maxBetGc),
      minBetSc: toDecimal(row.minBetSc),
      maxBetSc: toDecimal(row.maxBetSc),
      theoreticalRtp: deps.engines[row.gameType]?.theoreticalRtp(row.themeKey) ?? null,
      advertisedRtpBps: row.rtpBps,
    };
  }

  async function get(gameId: number): Promise<TAdminGame> {
    const row = await repo.findGame(db, gameId);
    if (!row) throw new AppError('NotFound', 'This game does not exist.');
    return view(row, await repo.categoryIdsOf(db, gameId));
  }

  const compare: Record<
    TAdminGameListQueryParsed['sort'],
    (a: TAdminGame, b: TAdminGame) => number
  > = {
    sortOrder: (a, b) => a.sortOrder - b.sortOrder,
    name: (a, b) => a.name.localeCompare(b.name),
    gameType: (a, b) => a.gameType.localeCompare(b.gameType),
    rtp: (a, b) => (a.theoreticalRtp?.rtpBps ?? -1) - (b.theoreticalRtp?.rtpBps ?? -1),
  };

  return {
    /**
     * One page of every game (inactive included), filtered and sorted here: an in-house catalogue
     * holds tens of games, so one read of them all is the cheapest query.
     */
    async list(query: TAdminGameListQueryParsed): Promise<TAdminGamePage> {
      const q = query.q?.toLowerCase();
      const rows = (await repo.listAllGames(db))
        .map(({ row, categoryIds }) => view(row, categoryIds))
        .filter((g) => query.status === 'all' || g.isActive === (query.status === 'active'))
        .filter((g) => !query.gameType || g.gameType === query.gameType)
        .filter((g) => query.categoryId === undefined || g.categoryIds.includes(query.categoryId))
        .filter((g) => !q || g.name.toLowerCase().includes(q) || g.slug.includes(q));
      const direction = query.order === 'asc' ? 1 : -1;
      rows.sort((a, b) => direction * compare[query.sort](a, b) || a.gameId - b.gameId);
      const start = (query.page - 1) * query.pageSize;
      return { rows: rows.slice(start, start + query.pageSize), count: rows.length };
    },

    get,

    /** Every lobby category, in lobby order, for the editor's category choice. */
    async categories(): Promise<TAdminGameCategory[]> {
      return (await repo.listCategories(db)).map((c) => ({
        categoryId: c.masterGameSubCategoryId,
        name: c.name.EN,
        slug: c.slug,
        isActive: c.isActive,
      }));
    },

    /** Changes some settings of a game; the audit entry holds the whole state before and after. */
    async update(actor: AuditActor, gameId: number, change: TGameSettingsUpdate) {
      await db.transaction(async (tx) => {
        const settings = await repo.lockGameSettings(tx, gameId);
        if (!settings) throw new AppError('NotFound', 'This game does not exist.');
        const before: GameState = {
          ...settings,
          categoryIds: await repo.categoryIdsOf(tx, gameId),
        };
        const amount = (v: number | undefined, fallback: number) =>
          v === undefined ? fallback : fromDecimal(v);
        const after: GameState = {
          isActive: change.isActive ?? before.isActive,
          isFeatured: change.isFeatured ?? before.isFeatured,
          sortOrder: change.sortOrder ?? before.sortOrder,
          minBetGc: amount(change.minBetGc, before.minBetGc),
          maxBetGc: amount(change.maxBetGc, before.maxBetGc),
          minBetSc: amount(change.minBetSc, before.minBetSc),
          maxBetSc: amount(change.maxBetSc, before.maxBetSc),
          categoryIds: change.categoryIds
            ? [...change.categoryIds].sort((a, b) => a - b)
            : before.categoryIds,
        };
        if (after.minBetGc > after.maxBetGc || after.minBetSc > after.maxBetSc) {
          throw new AppError('ValidationError', 'The minimum bet cannot be above the maximum bet');
        }
        if (change.categoryIds) {
          const known = await repo.existingCategoryIds(tx, change.categoryIds);
          const unknown = change.categoryIds.find((id) => !known.has(id));
          if (unknown !== undefined)
            throw new AppError('ValidationError', `There is no game category with id ${unknown}`, {
              field: 'categoryIds',
            });
        }
        const { categoryIds, ...columns } = after;
        await repo.updateGameSettings(tx, gameId, columns);
        if (change.categoryIds) await repo.setGameCategories(tx, gameId, categoryIds);
        await audit.record(tx, actor, {
          action: 'game.settings',
          target: target(gameId),
          before,
          after,
        });
      });
      deps.onChange();
      return get(gameId);
    },

    /** The game's changes, newest first. */
    async audit(gameId: number) {
      const rows = await audit.search(db, { target: target(gameId), limit: 200 });
      return rows.map((row) => ({
        id: row.id,
        gameId,
        staffEmail: row.staffEmail,
        before: row.before,
        after: row.after,
        createdAt: row.at.toISOString(),
      }));
    },
  };
}

export type CatalogueAdminService = ReturnType<typeof createCatalogueAdminService>;
