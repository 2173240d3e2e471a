import { z } from 'zod';

/** What each one-step game needs besides coin and stake (POST /casino-games/:gameId/play `params`). */
export const ZDiceParams = z.object({
  target: z
    .number({ error: 'target must be a number' })
    .int('target must be in hundredths')
    .min(0)
    .max(9_999),
  direction: z.enum(['over', 'under'], { error: 'direction must be over or under' }),
});

export const ZPlinkoParams = z.object({
  rows: z
    .number({ error: 'rows must be a number' })
    .int()
    .min(8, 'rows must be 8 to 16')
    .max(16, 'rows must be 8 to 16'),
  risk: z.enum(['low', 'medium', 'high'], { error: 'risk must be low, medium or high' }),
});

const ZNumbers = z.array(z.number().int().min(0).max(36)).min(1).max(6);
/** One roulette chip: the selection and its amount in coins (two decimals). */
export const ZRouletteChip = z.discriminatedUnion('type', [
  z.object({
    type: z.enum(['straight', 'split', 'street', 'corner', 'sixLine']),
    numbers: ZNumbers,
    amount: z.number().positive(),
  }),
  z.object({
    type: z.enum(['red', 'black', 'odd', 'even', 'low', 'high']),
    amount: z.number().positive(),
  }),
  z.object({
    type: z.enum(['dozen', 'column']),
    index: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    amount: z.number().positive(),
  }),
]);
export const ZRouletteParams = z.object({
  bets: z
    .array(ZRouletteChip, { error: 'Place at least one bet' })
    .min(1, 'Place at least one bet')
    .max(200, 'At most 200 bets a spin'),
});

/** Multi-step games: start parameters and actions. */
export const ZMinesParams = z.object({
  mines: z
    .number({ error: 'mines must be a number' })
    .int()
    .min(1, 'Choose 1 to 24 mines')
    .max(24, 'Choose 1 to 24 mines'),
});
export const ZMinesAction = z.discriminatedUnion('action', [
  z.object({
    action: z.literal('reveal'),
    params: z.object({ cell: z.number().int().min(0).max(24) }),
  }),
  z.object({ action: z.literal('cashOut') }),
]);
export const ZBlackjackAction = z.object({
  action: z.enum(['hit', 'stand', 'double', 'split', 'insurance', 'noInsurance'], {
    error: 'Unknown blackjack action',
  }),
});
