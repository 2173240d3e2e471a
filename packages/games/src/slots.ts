/**
 * The four themed video slots of the lobby, keyed by the games table's
 * theme_key. Each is data for the engine (`slot-engine.ts`): its own reel
 * strips, symbols and paytable. RTPs are exact (`slot-math.ts`).
 */
import type { BetLimits } from './bets';
import { GameRuleError } from './bets';
import type { Rational } from './exact';
import { exactInfo, type GameInfo } from './game-info';
import type { ByteSource } from './provably-fair';
import {
  compileSlot,
  playSlot,
  type CompiledSlot,
  type SlotConfig,
  type SlotRoundResult,
} from './slot-engine';
import { exactSlotMath } from './slot-math';

/** Bump when strips, paytables or the order of draws change: old rounds verify against their version. */
export const GAME_VERSION = 'slots-1';

/** The classic 20 paylines of a 5x3 slot: row per reel (0 top, 1 middle, 2 bottom). */
export const PAYLINES_20: readonly (readonly number[])[] = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
  [0, 0, 1, 2, 2],
  [2, 2, 1, 0, 0],
  [1, 0, 0, 0, 1],
  [1, 2, 2, 2, 1],
  [0, 1, 1, 1, 0],
  [2, 1, 1, 1, 2],
  [1, 0, 1, 2, 1],
  [1, 2, 1, 0, 1],
  [0, 1, 0, 1, 0],
  [2, 1, 2, 1, 2],
  [1, 1, 0, 1, 1],
  [1, 1, 2, 1, 1],
  [0, 0, 2, 0, 0],
  [2, 2, 0, 2, 2],
  [0, 2, 0, 2, 0],
];

export const SLOT_THEME_KEYS = ['pharaoh', 'neon', 'buffalo', 'dragon'] as const;
export type SlotThemeKey = (typeof SLOT_THEME_KEYS)[number];

export const SLOT_CONFIGS: Readonly<Record<SlotThemeKey, SlotConfig>> = {
  pharaoh: {
    themeKey: 'pharaoh',
    name: "Pharaoh's Fortune",
    symbols: [
      { code: 'W', key: 'pharaoh', name: 'Pharaoh', kind: 'wild', pays: [50, 245, 2000] },
      { code: 'S', key: 'scarab', name: 'Scarab', kind: 'scatter' },
      { code: 'E', key: 'eye', name: 'Eye of Horus', kind: 'regular', pays: [40, 150, 750] },
      { code: 'N', key: 'ankh', name: 'Ankh', kind: 'regular', pays: [30, 100, 500] },
      { code: 'C', key: 'cat', name: 'Sacred Cat', kind: 'regular', pays: [20, 75, 300] },
      { code: 'U', key: 'urn', name: 'Golden Urn', kind: 'regular', pays: [15, 60, 200] },
      { code: 'A', key: 'ace', name: 'Ace', kind: 'regular', pays: [10, 40, 150] },
      { code: 'K', key: 'king', name: 'King', kind: 'regular', pays: [10, 30, 130] },
      { code: 'Q', key: 'queen', name: 'Queen', kind: 'regular', pays: [8, 30, 100] },
      { code: 'J', key: 'jack', name: 'Jack', kind: 'regular', pays: [8, 25, 80] },
      { code: 'T', key: 'ten', name: 'Ten', kind: 'regular', pays: [8, 20, 60] },
    ],
    reels: [
      'WUTKEJCQATUJNKQCTAESJUQKTCJANQ',
      'AQNTUWKJCEATQJUKNCTWAJQEUTKCJS',
      'KJCAQTKUNJSWTAEKQJCUTKNAJWQUTE',
      'QWUTKECJQATUKNQCJWTAEUSQKTCJAN',
      'JANSQTUJKCEATNQWJUKCTAJNQUETKC',
    ],
    paylines: PAYLINES_20,
    scatterPays: [0, 0, 0, 2, 10, 50],
    freeSpins: { minScatters: 3, spins: 10, multiplier: 3 },
  },
  neon: {
    themeKey: 'neon',
    name: 'Neon Nights',
    symbols: [
      { code: 'W', key: 'neon-wild', name: 'Neon Wild', kind: 'wild' },
      { code: 'S', key: 'disco-ball', name: 'Disco Ball', kind: 'scatter' },
      { code: '7', key: 'seven', name: 'Neon Seven', kind: 'regular', pays: [35, 150, 750] },
      { code: 'D', key: 'diamond', name: 'Diamond', kind: 'regular', pays: [20, 75, 304] },
      { code: 'B', key: 'bell', name: 'Bell', kind: 'regular', pays: [15, 45, 185] },
      { code: 'L', key: 'bar', name: 'Bar', kind: 'regular', pays: [11, 35, 115] },
      { code: 'C', key: 'cherry', name: 'Cherry', kind: 'regular', pays: [7, 30, 75] },
      { code: 'P', key: 'plum', name: 'Plum', kind: 'regular', pays: [6, 24, 60] },
      { code: 'G', key: 'grapes', name: 'Grapes', kind: 'regular', pays: [4, 20, 45] },
      { code: 'O', key: 'lemon', name: 'Lemon', kind: 'regular', pays: [4, 11, 35] },
    ],
    reels: [
      'OC7GDLPOCBGOPLC7GOBDPSCOGLPB',
      'OCGWWWDLP7BOGCPLGBDOPCS7GLPB',
      'POSCBGLODCP7GWWWOCLBGPODC7GL',
      'DGL7POBCPGLOSDB7PCOGLWWWPBOC',
      'LPOBCGSD7PLOCGBPDOCLG7BPOCDG',
    ],
    paylines: PAYLINES_20,
    scatterPays: [0, 0, 0, 3, 15, 75],
    freeSpins: { minScatters: 3, spins: 10, multiplier: 2 },
  },
  buffalo: {
    themeKey: 'buffalo',
    name: 'Wild Buffalo Gold',
    symbols: [
      { code: 'W', key: 'gold-buffalo', name: 'Gold Buffalo', kind: 'wild' },
      { code: 'S', key: 'sunset', name: 'Prairie Sunset', kind: 'scatter' },
      { code: 'B', key: 'buffalo', name: 'Buffalo', kind: 'regular', pays: [95, 275, 950] },
      { code: 'E', key: 'eagle', name: 'Eagle', kind: 'regular', pays: [56, 190, 580] },
      { code: 'F', key: 'wolf', name: 'Wolf', kind: 'regular', pays: [50, 145, 375] },
      { code: 'G', key: 'cougar', name: 'Cougar', kind: 'regular', pays: [40, 95, 275] },
      { code: 'A', key: 'ace', name: 'Ace', kind: 'regular', pays: [19, 55, 190] },
      { code: 'K', key: 'king', name: 'King', kind: 'regular', pays: [19, 50, 190] },
      { code: 'Q', key: 'queen', name: 'Queen', kind: 'regular', pays: [15, 40, 155] },
      { code: 'J', key: 'jack', name: 'Jack', kind: 'regular', pays: [11, 40, 115] },
      { code: 'T', key: 'ten', name: 'Ten', kind: 'regular', pays: [10, 30, 95] },
      { code: 'N', key: 'nine', name: 'Nine', kind: 'regular', pays: [10, 19, 75] },
    ],
    reels: [
      'JANQSTEGJKFQBATNJGKQFTEAJNQGBTKF',
      'JANSQEGKTWFJBANKQGTFEJKAWNQGBTKF',
      'TBKJFAQNEGTKWQJSABNEGFTQKJANEWQG',
      'NEQGWTKAFBJNQGTAKEFJWNQABGTKSFJA',
      'GTBKJFANTQGJBEKFTANSJQGBKTFJAENQ',
    ],
    paylines: PAYLINES_20,
    scatterPays: [0, 0, 0, 2, 8, 40],
    freeSpins: { minScatters: 3, spins: 8, multiplier: 3 },
  },
  dragon: {
    themeKey: 'dragon',
    name: 'Dragon Pearls',
    symbols: [
      { code: 'W', key: 'jade-dragon', name: 'Jade Dragon', kind: 'wild', pays: [26, 130, 975] },
      { code: 'S', key: 'pearl', name: 'Glowing Pearl', kind: 'scatter' },
      { code: 'P', key: 'phoenix', name: 'Phoenix', kind: 'regular', pays: [19, 75, 375] },
      { code: 'T', key: 'tiger', name: 'Tiger', kind: 'regular', pays: [16, 65, 250] },
      { code: 'K', key: 'koi', name: 'Koi', kind: 'regular', pays: [14, 40, 155] },
      { code: 'L', key: 'lantern', name: 'Lantern', kind: 'regular', pays: [10, 30, 130] },
      { code: 'A', key: 'ace', name: 'Ace', kind: 'regular', pays: [6, 19, 75] },
      { code: 'Q', key: 'queen', name: 'Queen', kind: 'regular', pays: [5, 16, 65] },
      { code: 'J', key: 'jack', name: 'Jack', kind: 'regular', pays: [4, 13, 50] },
      { code: 'X', key: 'ten', name: 'Ten', kind: 'regular', pays: [3, 10, 40] },
    ],
    reels: [
      'JLWQPKXJASLQTJKXAPLJQKSXAT',
      'PQKXAWJLTQKXAPJLQWKXATJL',
      'PQXKASJLXTQWAPJXLKQSXATWJL',
      'KXAWJLTQKXPAJLWQKXTAJLPQ',
      'KXASTJLQKXPATJLSWQKXATJLPQ',
    ],
    paylines: PAYLINES_20,
    scatterPays: [0, 0, 0, 5],
    freeSpins: { minScatters: 3, spins: 15, multiplier: 2 },
  },
};

/** The lobby's slug of each theme. */
export const SLOT_SLUGS: Readonly<Record<SlotThemeKey, string>> = {
  pharaoh: 'pharaohs-fortune',
  neon: 'neon-nights',
  buffalo: 'wild-buffalo-gold',
  dragon: 'dragon-pearls',
};

export interface SlotTheme {
  readonly themeKey: SlotThemeKey;
  readonly slug: string;
  readonly config: SlotConfig;
  readonly slot: CompiledSlot;
  /** Exact return to player per total bet. */
  readonly rtp: Rational;
  readonly info: GameInfo;
}

const ordinal = ['', 'one', 'two', 'three', 'four', 'five'];

function times(multiplier: number): string {
  return multiplier === 2
    ? 'doubled'
    : multiplier === 3
      ? 'tripled'
      : `multiplied by ${multiplier}`;
}

function rulesOf(config: SlotConfig): string[] {
  const wild = config.symbols.find((s) => s.kind === 'wild');
  const scatter = config.symbols.find((s) => s.kind === 'scatter');
  const wildCode = wild?.code ?? '';
  const scatterCode = scatter?.code ?? '';
  const reelsWith = (code: string) =>
    config.reels.map((reel, i) => (reel.includes(code) ? i + 1 : 0)).filter((reel) => reel > 0);
  const list = (reels: number[]) =>
    reels.length === config.reels.length
      ? 'every reel'
      : `reels ${reels.slice(0, -1).join(', ')} and ${String(reels.at(-1))}`;
  const stacked = config.reels.some((reel) => reel.includes(wildCode.repeat(3)));
  const scatterWins = config.scatterPays
    .map((pay, count) => ({ pay, count }))
    .filter(({ pay }) => pay > 0)
    .map(({ pay, count }) => `${ordinal[count] ?? count} pay ${pay}x`)
    .join(', ');
  const { minScatters, spins, multiplier } = config.freeSpins;
  return [
    `${config.paylines.length} paylines pay left to right from the first reel for 3, 4 or 5 of a kind. The total bet is split equally across the lines; line pays are multiples of the line bet, and only the highest win on each line is paid.`,
    `${wild?.name ?? 'Wild'} is wild and ${stacked ? 'lands stacked ' : 'appears '}on ${list(reelsWith(wildCode))}: it stands in for every symbol except ${scatter?.name ?? 'the scatter'}${wild?.pays ? ' and pays on its own' : ''}.`,
    `${scatter?.name ?? 'Scatter'} appears on ${list(reelsWith(scatterCode))} and pays anywhere on the reels as a multiple of the total bet: ${scatterWins}.`,
    `${minScatters} or more ${scatter?.name ?? 'scatter'} symbols anywhere award ${spins} free spins played at the same bet; every free-spin win is ${times(multiplier)}. Free spins can be retriggered without limit, ${spins} more each time.`,
    'Wins on different lines, scatter wins and free-spin wins are added. A payout is rounded down to the hundredth of a coin.',
  ];
}

function buildTheme(themeKey: SlotThemeKey): SlotTheme {
  const config = SLOT_CONFIGS[themeKey];
  const slot = compileSlot(config);
  const rtp = exactSlotMath(slot).rtp;
  const info = exactInfo(config.name, rulesOf(config), rtp);
  return { themeKey, slug: SLOT_SLUGS[themeKey], config, slot, rtp, info: withRtpRule(info) };
}

function withRtpRule(info: GameInfo): GameInfo {
  return { ...info, rules: [...info.rules, `Return to player: ${info.rtp}.`] };
}

export const SLOT_THEMES: Readonly<Record<SlotThemeKey, SlotTheme>> = {
  pharaoh: buildTheme('pharaoh'),
  neon: buildTheme('neon'),
  buffalo: buildTheme('buffalo'),
  dragon: buildTheme('dragon'),
};

export function isSlotThemeKey(themeKey: string): themeKey is SlotThemeKey {
  return (SLOT_THEME_KEYS as readonly string[]).includes(themeKey);
}

/** The theme of a games row; a `GameRuleError` for an unknown theme key. */
export function slotTheme(themeKey: string): SlotTheme {
  if (!isSlotThemeKey(themeKey)) {
    throw new GameRuleError('INVALID_SELECTION', `No slot theme '${themeKey}'`);
  }
  return SLOT_THEMES[themeKey];
}

/** Exact return to player of a theme (computed from its tables). */
export function exactRtp(themeKey: SlotThemeKey): Rational {
  return exactSlotMath(compileSlot(SLOT_CONFIGS[themeKey])).rtp;
}

/** One paid spin of a theme with its free spins. */
export function play(
  themeKey: string,
  bet: number,
  limits: BetLimits,
  source: ByteSource,
): SlotRoundResult {
  return playSlot(slotTheme(themeKey).slot, bet, limits, source);
}
