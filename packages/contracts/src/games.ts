import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { MAX_PAGE_LIMIT, zQueryId, zQueryInt } from './query-params';

const ZSearch = z.string().trim().max(100, 'search must be at most 100 characters').optional();
const ZPage = zQueryInt('page', { min: 1, max: 100_000 }).optional().default(1);
const ZLimit = zQueryInt('limit', { min: 1, max: MAX_PAGE_LIMIT }).optional().default(PAGE_SIZE);

/** GET /casino-games/sub-category */
export const ZSubCategoryQuery = z.object({
  search: ZSearch,
  isSidebar: z.enum(['true', 'false'], { error: 'isSidebar must be true or false' }).optional(),
});

/** GET /casino-games */
export const ZCasinoGamesQuery = z.object({
  subCategoryName: z
    .string()
    .trim()
    .max(100, 'subCategoryName must be at most 100 characters')
    .optional(),
  search: ZSearch,
  limit: ZLimit,
  page: ZPage,
});
export type TCasinoGamesQuery = z.infer<typeof ZCasinoGamesQuery>;

/** GET /casino-games/recently-played, /casino-games/favorite, /casino-games/bets */
export const ZPageQuery = z.object({ limit: ZLimit, page: ZPage });

/** POST /casino-games/favorite */
export const ZFavoriteRequest = z.object({
  request: z.boolean({ error: 'request must be true (add) or false (remove)' }),
  gameId: z.coerce
    .number({ error: 'gameId must be a number' })
    .int('gameId must be a whole number')
    .positive('gameId must be positive'),
});
export type TFavoriteRequest = z.infer<typeof ZFavoriteRequest>;

/** POST /casino-games/launch-game */
export const ZLaunchGameRequest = z.object({
  gameId: z.coerce
    .number({ error: 'gameId must be a number' })
    .int('gameId must be a whole number')
    .positive('gameId must be positive'),
});

/** The in-house game engines (games.game_type); each game row picks one and a theme (skin) for it. */
export const GAME_TYPES = [
  'slot',
  'scratcher',
  'roulette',
  'blackjack',
  'dice',
  'plinko',
  'mines',
] as const;
export type GameType = (typeof GAME_TYPES)[number];

export const ZGameIdParam = z.object({ gameId: zQueryId('gameId') });

/** A game card of the lobby (SPEC §3 Game). */
export interface TGameCard {
  masterCasinoGameId: number;
  name: string;
  slug: string;
  imageUrl: string;
  gameType: string;
  themeKey: string;
  /** True when the signed-in player marked it; always false for visitors. */
  FavoriteGames: boolean;
}

export const FAVORITE_MESSAGES = {
  added: 'Added to Favorites',
  removed: 'Removed from Favorites',
} as const;

const ZCoinType = z.enum(['GC', 'SC'], { error: 'coinType must be GC or SC' });
/** A stake in coins with at most two decimals (the server turns it into hundredths). */
const ZBet = z
  .number({ error: 'bet must be a number' })
  .positive('bet must be greater than 0')
  .max(100_000_000, 'bet is too large')
  .refine(
    (v) => Number.isInteger(Math.round(v * 100)) && Math.abs(v * 100 - Math.round(v * 100)) < 1e-6,
    'bet can have at most two decimals',
  );

/** POST /casino-games/:gameId/play and /start */
export const ZPlayRequest = z.object({
  coinType: ZCoinType,
  bet: ZBet,
  params: z.record(z.string(), z.unknown()).optional(),
});
export type TPlayRequest = z.infer<typeof ZPlayRequest>;

/** POST /casino-games/:gameId/action */
export const ZActionRequest = z.object({
  action: z.string({ error: 'action is required' }).min(1, 'action is required').max(40),
  params: z.record(z.string(), z.unknown()).optional(),
});
export type TActionRequest = z.infer<typeof ZActionRequest>;

/** POST /casino-games/fairness/rotate */
export const ZRotateSeedRequest = z.object({
  clientSeed: z
    .string()
    .trim()
    .min(1, 'Client seed cannot be empty')
    .max(64, 'Client seed must be at most 64 characters')
    .regex(/^[\x21-\x7e]+$/, 'Client seed can contain letters, digits and symbols, without spaces')
    .optional(),
});

export const ZRoundIdParam = z.object({ roundId: zQueryId('roundId') });

/** GET /casino-games/bets */
export const ZBetsQuery = z.object({
  gameId: zQueryId('gameId').optional(),
  limit: ZLimit,
  page: ZPage,
});
