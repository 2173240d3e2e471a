import type { GameType } from '@app/contracts/games';
import { fromDecimal } from '@app/contracts/money';
import type { SeedStep } from '../../db/seed';
import { syncIdentitySequence } from '../../db/seed-helpers';
import { gameCategoryLinks, gameSubCategories, games, type BetSteps } from './games.tables';

/** Whole or decimal coin amounts as written here → hundredths. */
const coins = (...amounts: number[]) => amounts.map(fromDecimal);

interface BetTable {
  gc: number[];
  sc: number[];
  /** Largest stake per round when it is more than the largest step (table games, originals). */
  maxGc?: number;
  maxSc?: number;
}

const SLOT_BETS: BetTable = {
  gc: coins(100, 200, 500, 1_000, 2_000, 5_000, 10_000, 25_000, 50_000),
  sc: coins(0.1, 0.2, 0.5, 1, 2, 5, 10, 25, 50),
};
const SCRATCHER_BETS: BetTable = {
  gc: coins(500, 1_000, 2_500, 5_000, 10_000),
  sc: coins(0.25, 0.5, 1, 2, 5),
};
const ROULETTE_BETS: BetTable = {
  gc: coins(100, 500, 1_000, 5_000, 25_000),
  sc: coins(0.1, 0.5, 1, 5, 25),
  maxGc: fromDecimal(250_000),
  maxSc: fromDecimal(250),
};
const BLACKJACK_BETS: BetTable = {
  gc: coins(500, 1_000, 2_500, 5_000, 10_000, 25_000),
  sc: coins(0.2, 0.5, 1, 2, 5, 10, 25),
  maxGc: fromDecimal(100_000),
  maxSc: fromDecimal(100),
};
const ORIGINALS_BETS: BetTable = {
  gc: coins(100, 1_000, 5_000, 10_000, 50_000),
  sc: coins(0.1, 1, 5, 10, 50),
  maxGc: fromDecimal(1_000_000),
  maxSc: fromDecimal(500),
};

function betColumns(table: BetTable) {
  const betSteps: BetSteps = { GC: table.gc, SC: table.sc };
  return {
    minBetGc: Math.min(...table.gc),
    maxBetGc: table.maxGc ?? Math.max(...table.gc),
    minBetSc: Math.min(...table.sc),
    maxBetSc: table.maxSc ?? Math.max(...table.sc),
    betSteps,
  };
}

const CATEGORY = {
  POPULAR: 1,
  NEW_RELEASES: 2,
  SLOTS: 3,
  ORIGINALS: 4,
  TABLE_GAMES: 5,
  SCRATCHERS: 6,
} as const;

// prettier-ignore
const CATEGORIES = [
  { id: CATEGORY.POPULAR, name: 'Popular', slug: 'popular', isFeatured: true, showInSidebar: true },
  { id: CATEGORY.NEW_RELEASES, name: 'New Releases', slug: 'new-releases', isFeatured: true, showInSidebar: true },
  { id: CATEGORY.SLOTS, name: 'Slots', slug: 'slots', isFeatured: true, showInSidebar: true },
  { id: CATEGORY.ORIGINALS, name: 'Originals', slug: 'originals', isFeatured: true, showInSidebar: true },
  { id: CATEGORY.TABLE_GAMES, name: 'Table Games', slug: 'table-games', isFeatured: true, showInSidebar: true },
  // The scratchers category has its own page and banner and is hidden from the sidebar (SPEC §2).
  { id: CATEGORY.SCRATCHERS, name: 'Scratchers', slug: 'scratchers', isFeatured: false, showInSidebar: false },
] as const;

interface GameSeed {
  id: number;
  name: string;
  slug: string;
  gameType: GameType;
  themeKey: string;
  rtpBps: number;
  bets: BetTable;
  description: string;
  isFeatured?: boolean;
}

// prettier-ignore
const GAMES: readonly GameSeed[] = [
  { id: 1, name: "Pharaoh's Fortune", slug: 'pharaohs-fortune', gameType: 'slot', themeKey: 'pharaoh', rtpBps: 9620, bets: SLOT_BETS, isFeatured: true, description: 'Five reels of Egyptian treasure with scarab scatters and free spins.' },
  { id: 2, name: 'Neon Nights', slug: 'neon-nights', gameType: 'slot', themeKey: 'neon', rtpBps: 9600, bets: SLOT_BETS, description: 'A retro-synth city slot with glowing sevens and stacked wilds.' },
  { id: 3, name: 'Wild Buffalo Gold', slug: 'wild-buffalo-gold', gameType: 'slot', themeKey: 'buffalo', rtpBps: 9550, bets: SLOT_BETS, description: 'Stampede across the prairie for golden buffalo wilds.' },
  { id: 4, name: 'Dragon Pearls', slug: 'dragon-pearls', gameType: 'slot', themeKey: 'dragon', rtpBps: 9650, bets: SLOT_BETS, description: 'Collect glowing pearls guarded by the jade dragon.' },
  { id: 5, name: 'Lucky 7s Scratch', slug: 'lucky-7s-scratch', gameType: 'scratcher', themeKey: 'lucky7s', rtpBps: 9500, bets: SCRATCHER_BETS, description: 'Scratch nine spots and match three symbols to win instantly.' },
  { id: 6, name: 'Gold Rush Scratch', slug: 'gold-rush-scratch', gameType: 'scratcher', themeKey: 'goldrush', rtpBps: 9500, bets: SCRATCHER_BETS, description: 'Dig for nuggets: match three to strike it rich.' },
  { id: 7, name: 'European Roulette', slug: 'european-roulette', gameType: 'roulette', themeKey: 'european', rtpBps: 9730, bets: ROULETTE_BETS, description: 'Single-zero roulette with inside, outside and neighbour bets.' },
  { id: 8, name: 'Blackjack', slug: 'blackjack', gameType: 'blackjack', themeKey: 'classic', rtpBps: 9771, bets: BLACKJACK_BETS, isFeatured: true, description: 'Blackjack with six Spanish decks: dealer stands on soft 17, blackjack pays 3 to 2.' },
  { id: 9, name: 'Dice', slug: 'dice', gameType: 'dice', themeKey: 'classic', rtpBps: 9799, bets: ORIGINALS_BETS, description: 'Pick your target and roll over or under: you set the odds.' },
  { id: 10, name: 'Plinko', slug: 'plinko', gameType: 'plinko', themeKey: 'classic', rtpBps: 9687, bets: ORIGINALS_BETS, isFeatured: true, description: 'Drop the ball through the pegs and land on a multiplier.' },
  { id: 11, name: 'Mines', slug: 'mines', gameType: 'mines', themeKey: 'classic', rtpBps: 9799, bets: ORIGINALS_BETS, description: 'Uncover gems, dodge the mines and cash out any time.' },
];

/** Game ids per category, in the order the category lists them. */
const LINKS: Record<(typeof CATEGORY)[keyof typeof CATEGORY], readonly number[]> = {
  [CATEGORY.POPULAR]: [1, 8, 10, 2, 11, 7, 5, 9, 4],
  [CATEGORY.NEW_RELEASES]: [4, 3, 6, 11, 10],
  [CATEGORY.SLOTS]: [1, 2, 3, 4],
  [CATEGORY.ORIGINALS]: [9, 10, 11],
  [CATEGORY.TABLE_GAMES]: [7, 8],
  [CATEGORY.SCRATCHERS]: [5, 6],
};

/** Game categories, the eleven in-house games and the category lists. */
export const gamesSeed: SeedStep = {
  name: 'games-v1',
  async run(tx) {
    await tx
      .insert(gameSubCategories)
      .values(
        CATEGORIES.map((category, index) => ({
          masterGameSubCategoryId: category.id,
          name: { EN: category.name },
          slug: category.slug,
          imageUrl: `/images/categories/${category.slug}.svg`,
          isFeatured: category.isFeatured,
          showInSidebar: category.showInSidebar,
          sortOrder: index + 1,
        })),
      )
      .onConflictDoNothing();
    await syncIdentitySequence(tx, gameSubCategories, gameSubCategories.masterGameSubCategoryId);

    await tx
      .insert(games)
      .values(
        GAMES.map((game, index) => ({
          masterCasinoGameId: game.id,
          name: game.name,
          slug: game.slug,
          imageUrl: `/images/games/${game.slug}.svg`,
          gameType: game.gameType,
          themeKey: game.themeKey,
          rtpBps: game.rtpBps,
          ...betColumns(game.bets),
          description: game.description,
          isFeatured: game.isFeatured ?? false,
          sortOrder: index + 1,
        })),
      )
      .onConflictDoNothing();
    await syncIdentitySequence(tx, games, games.masterCasinoGameId);

    await tx
      .insert(gameCategoryLinks)
      .values(
        Object.entries(LINKS).flatMap(([subCategoryId, gameIds]) =>
          gameIds.map((gameId, index) => ({
            gameId,
            subCategoryId: Number(subCategoryId),
            sortOrder: index + 1,
          })),
        ),
      )
      .onConflictDoNothing();
  },
};
