import { fromDecimal } from '@app/contracts/money';
import { ZDiceParams, ZPlinkoParams, ZRouletteParams } from '@app/contracts/game-params';
import * as dice from '@app/games/dice';
import * as plinko from '@app/games/plinko';
import * as roulette from '@app/games/roulette';
import * as scratchers from '@app/games/scratchers';
import * as slots from '@app/games/slots';
import type { RouletteBet } from '@app/games/roulette';
import type { SingleStepEngine } from './engine';
import { parseWith } from './parse';
import { rtpFrom } from './rtp';

/** The service has checked the stake against the game's limits; engines re-check only its shape. */
const ANY_STAKE = { minBet: 1, maxBet: Number.MAX_SAFE_INTEGER };

export const slotEngine: SingleStepEngine<Record<string, never>> = {
  kind: 'single',
  version: slots.GAME_VERSION,
  parseParams: () => ({}),
  play(ctx) {
    const result = slots.play(ctx.themeKey, ctx.bet, ANY_STAKE, ctx.stream);
    return { payout: result.payout, outcome: result };
  },
  /** Exact, from the theme's reel strips, paylines, paytable and free spins (slot-math.ts). */
  theoreticalRtp: (themeKey) =>
    slots.isSlotThemeKey(themeKey)
      ? rtpFrom(slots.SLOT_THEMES[themeKey].info, 'Paytable, reel strips and free spins')
      : null,
};

export const scratcherEngine: SingleStepEngine<Record<string, never>> = {
  kind: 'single',
  version: scratchers.GAME_VERSION,
  parseParams: () => ({}),
  play(ctx) {
    const result = scratchers.play(ctx.themeKey, ctx.bet, ANY_STAKE, ctx.stream);
    return { payout: result.payout, outcome: result };
  },
  /** Exact: the prize weights times their multipliers over the tickets of the theme. */
  theoreticalRtp: (themeKey) =>
    scratchers.isScratcherThemeKey(themeKey)
      ? rtpFrom(scratchers.SCRATCHER_INFO[themeKey], 'Prize table of the ticket set')
      : null,
};

export const diceEngine: SingleStepEngine<dice.DiceSelection> = {
  kind: 'single',
  version: dice.GAME_VERSION,
  parseParams: (input) => {
    const selection = parseWith(ZDiceParams, input);
    dice.winningOutcomes(selection);
    return selection;
  },
  play(ctx, selection) {
    const result = dice.play(selection, ctx.bet, ANY_STAKE, ctx.stream);
    return { payout: result.payout, outcome: result };
  },
  /** Exact: the lowest return over every target (2% house edge less the multiplier's rounding). */
  theoreticalRtp: () => rtpFrom(dice.info, 'Lowest over every target and direction'),
};

export const plinkoEngine: SingleStepEngine<plinko.PlinkoSelection> = {
  kind: 'single',
  version: plinko.GAME_VERSION,
  parseParams: (input) => parseWith(ZPlinkoParams, input),
  play(ctx, selection) {
    const result = plinko.play(selection, ctx.bet, ANY_STAKE, ctx.stream);
    return { payout: result.payout, outcome: result };
  },
  /** Exact: binomial bucket chances times the paytables; the lowest over rows and risk. */
  theoreticalRtp: () => rtpFrom(plinko.info, 'Lowest over every rows and risk choice'),
};

/** Roulette's stake is the sum of its chips; `bet` in the request is ignored in favour of them. */
export const rouletteEngine: SingleStepEngine<RouletteBet[]> = {
  kind: 'single',
  version: roulette.GAME_VERSION,
  parseParams: (input) => {
    const { bets } = parseWith(ZRouletteParams, input);
    const chips = bets.map((b) => ({ ...b, amount: fromDecimal(b.amount) }) as RouletteBet);
    roulette.validateBets(chips, ANY_STAKE);
    return chips;
  },
  stake: (_bet, chips) => chips.reduce((sum, chip) => sum + chip.amount, 0),
  play(ctx, chips) {
    const result = roulette.play(chips, ANY_STAKE, ctx.stream);
    return { payout: result.totalPayout, outcome: result };
  },
  /** Exact: 36/37 for every bet of the single-zero layout. */
  theoreticalRtp: () => rtpFrom(roulette.info, 'Every bet of the layout'),
};
