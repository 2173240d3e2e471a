import { z } from 'zod';
import { zAdminAmount, zSortOrder } from './admin-amounts';
import { GAME_TYPES } from './games';
import { MAX_ID, MAX_PAGE_LIMIT, zQueryId } from './query-params';

/** The largest bet limit an operator may set, in coins (GC and SC alike). */
export const MAX_BET_LIMIT = 100_000_000;

const betLimit = (label: string) =>
  zAdminAmount(label, { min: 0, max: MAX_BET_LIMIT, above: true });

/** A category (lobby list) a game can be put in. */
const zCategoryIds = z
  .array(z.number().int().min(1).max(MAX_ID), { error: 'categoryIds must be a list of ids' })
  .max(50, 'A game can be in at most 50 categories')
  .refine((ids) => new Set(ids).size === ids.length, 'A category is listed twice');

const settingsShape = {
  isActive: z.boolean({ error: 'isActive must be true or false' }),
  isFeatured: z.boolean({ error: 'isFeatured must be true or false' }),
  /** Position in 'All Games' and every list that follows the game order. */
  sortOrder: zSortOrder,
  /** The lobby categories the game is listed in (its place inside each is kept; new ones append). */
  categoryIds: zCategoryIds,
  minBetGc: betLimit('the minimum GC bet'),
  maxBetGc: betLimit('the maximum GC bet'),
  minBetSc: betLimit('the minimum SC bet'),
  maxBetSc: betLimit('the maximum SC bet'),
};

const MIN_ABOVE_MAX = 'The minimum bet cannot be above the maximum bet';

/** Every setting of a game at once (the back office's edit form). Amounts in coins. */
export const ZGameSettings = z
  .object(settingsShape)
  .refine((v) => v.minBetGc <= v.maxBetGc, { message: MIN_ABOVE_MAX, path: ['minBetGc'] })
  .refine((v) => v.minBetSc <= v.maxBetSc, { message: MIN_ABOVE_MAX, path: ['minBetSc'] });
export type TGameSettings = z.infer<typeof ZGameSettings>;

/**
 * PUT /admin/games/:gameId: any of the settings; the rest stay as they are. The server checks the
 * minimum against the maximum it ends with.
 */
export const ZGameSettingsUpdate = z
  .object(settingsShape)
  .partial()
  .refine((v) => Object.keys(v).length > 0, 'Change at least one setting');
export type TGameSettingsUpdate = z.infer<typeof ZGameSettingsUpdate>;

/** A game's theoretical return to player, computed from its engine's tables (read-only). */
export const ZTheoreticalRtp = z.object({
  rtpBps: z.number().int(),
  /** '96.20%' */
  rtp: z.string(),
  method: z.enum(['exact', 'simulated']),
  /** What the figure covers, e.g. 'Lowest over every target and direction'. */
  basis: z.string(),
});
export type TTheoreticalRtp = z.infer<typeof ZTheoreticalRtp>;

/** A game as the catalogue editor lists it: active or not. Amounts in coins. */
export const ZAdminGame = z.object({
  gameId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  gameType: z.enum(GAME_TYPES),
  themeKey: z.string(),
  isActive: z.boolean(),
  isFeatured: z.boolean(),
  sortOrder: z.number().int(),
  categoryIds: z.array(z.number().int()),
  minBetGc: z.number(),
  maxBetGc: z.number(),
  minBetSc: z.number(),
  maxBetSc: z.number(),
  /** Null only for a theme its engine does not know (such a game cannot be played either). */
  theoreticalRtp: ZTheoreticalRtp.nullable(),
  /** The figure stored with the game (games.rtp_bps), for comparison. */
  advertisedRtpBps: z.number().int(),
});
export type TAdminGame = z.infer<typeof ZAdminGame>;

export const GAME_SORT_FIELDS = ['sortOrder', 'name', 'gameType', 'rtp'] as const;
export type TGameSortField = (typeof GAME_SORT_FIELDS)[number];

/** GET /admin/games: one page, sorted and filtered by the server. Pages start at 1. */
export const ZAdminGameListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(25),
  sort: z.enum(GAME_SORT_FIELDS).default('sortOrder'),
  order: z.enum(['asc', 'desc']).default('asc'),
  /** Part of the name or slug. */
  q: z.string().trim().max(100).optional(),
  gameType: z.enum(GAME_TYPES).optional(),
  categoryId: zQueryId('categoryId').optional(),
  status: z.enum(['all', 'active', 'inactive']).default('all'),
});
export type TAdminGameListQuery = z.input<typeof ZAdminGameListQuery>;
export type TAdminGameListQueryParsed = z.output<typeof ZAdminGameListQuery>;

export const ZAdminGameListResponse = z.object({
  data: z.object({ rows: z.array(ZAdminGame), count: z.number().int() }),
});
export type TAdminGamePage = z.infer<typeof ZAdminGameListResponse>['data'];

export const ZAdminGameResponse = z.object({ data: ZAdminGame });

/** A lobby category the editor offers (inactive ones too, marked). */
export const ZAdminGameCategory = z.object({
  categoryId: z.number().int(),
  name: z.string(),
  slug: z.string(),
  isActive: z.boolean(),
});
export type TAdminGameCategory = z.infer<typeof ZAdminGameCategory>;

export const ZAdminGameCategoriesResponse = z.object({
  data: z.object({ rows: z.array(ZAdminGameCategory) }),
});

/** One change of a game, newest first (GET /admin/games/:gameId/audit). */
export const ZGameAuditResponse = z.object({
  data: z.object({
    rows: z.array(
      z.object({
        id: z.number().int(),
        gameId: z.number().int(),
        staffEmail: z.string(),
        before: z.unknown(),
        after: z.unknown(),
        createdAt: z.string(),
      }),
    ),
  }),
});
