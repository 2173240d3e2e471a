import { z } from 'zod';

/**
 * SC play-through (decision 053): SC credited as unplayed must be wagered its amount times its
 * source's multiple before it is redeemable. A source is the kind of operation that credited it.
 * 1x unless compliance sets another multiple; SC from free entry by mail follows the same rules
 * as SC that came with a purchase.
 */
export const PLAYTHROUGH_SOURCES = {
  purchase: 'Purchase bonus SC',
  welcome_bonus: 'Welcome bonus',
  daily_bonus: 'Daily bonus',
  referral_bonus: 'Referral bonus',
  rakeback: 'Rakeback',
  vip_tier_bonus: 'VIP tier bonus',
  spin_wheel_bonus: 'Spin wheel',
  amoe_entry: 'Free entry by mail',
  adjustment: 'Staff adjustment',
  sc_expiry_reversal: 'Expired SC returned',
  chargeback_reversal: 'Disputed purchase SC returned',
} as const;
export type PlaythroughSource = keyof typeof PLAYTHROUGH_SOURCES;

/** A multiple in hundredths: 100 is 1x; 50x at most. */
export const PLAYTHROUGH_MULTIPLE_MIN = 100;
export const PLAYTHROUGH_MULTIPLE_MAX = 5000;

/** How a source reads to a player or staff member (an unknown one reads as itself). */
export const playthroughSourceLabel = (source: string): string =>
  (PLAYTHROUGH_SOURCES as Record<string, string>)[source] ?? source.replaceAll('_', ' ');

/** 150 → '1.5x'. */
export const multipleLabel = (hundredths: number): string =>
  `${(hundredths / 100).toFixed(2).replace(/\.?0+$/, '')}x`;

export const ZPlaythroughRule = z.object({
  source: z.string(),
  label: z.string(),
  multipleHundredths: z.number().int(),
  updatedAt: z.string().nullable(),
});
export type TPlaythroughRule = z.infer<typeof ZPlaythroughRule>;

export const ZPlaythroughRuleList = z.object({
  data: z.object({ rows: z.array(ZPlaythroughRule) }),
});

export const ZPlaythroughSourceParam = z.object({
  source: z.enum(Object.keys(PLAYTHROUGH_SOURCES) as [PlaythroughSource, ...PlaythroughSource[]], {
    message: 'Unknown SC source.',
  }),
});

/** A compliance change of one source's multiple, with the reason (audited; re-authenticated). */
export const ZPlaythroughRuleChange = z.object({
  multipleHundredths: z
    .number()
    .int('Give the multiple in hundredths (150 is 1.5x).')
    .min(PLAYTHROUGH_MULTIPLE_MIN, 'The multiple is at least 1x.')
    .max(PLAYTHROUGH_MULTIPLE_MAX, 'The multiple is at most 50x.'),
  reason: z
    .string()
    .trim()
    .min(5, 'Give the reason (at least 5 characters).')
    .max(500, 'The reason may be at most 500 characters.'),
});
export type TPlaythroughRuleChange = z.infer<typeof ZPlaythroughRuleChange>;

/** What the player has left to play, in all and per credit still open (newest first). */
export const ZPlaythroughView = z.object({
  data: z.object({
    /** SC still to be wagered before the unplayed SC is redeemable (decimal, two places). */
    leftToPlay: z.number(),
    unplayed: z.number(),
    redeemable: z.number(),
    open: z.array(
      z.object({
        source: z.string(),
        label: z.string(),
        credited: z.number(),
        multiple: z.string(),
        leftToPlay: z.number(),
        creditedAt: z.string(),
      }),
    ),
  }),
});
export type TPlaythroughView = z.infer<typeof ZPlaythroughView>;
