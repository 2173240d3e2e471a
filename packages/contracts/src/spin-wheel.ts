import { z } from 'zod';
import { zAdminAmount, zSortOrder } from './admin-amounts';

/** SPEC §2 'Spin wheel' texts, exactly as quoted. */
export const SPIN_WHEEL_TEXTS = {
  alreadyClaimed: 'You have already claimed your Spin wheel Prize',
  spinAgainIn: 'Spin again in',
  spinAgainIn24Hours: 'Spin again in 24 hours',
  won: (gc: string, sc: string) => `You have won ${gc} GC & ${sc} SC`,
} as const;

/** One prize of the wheel as the player sees it (coins as decimals, SPEC §3 'Spin wheel configuration'). */
export const ZWheelSegment = z.object({
  /** Place on the wheel, clockwise from the top (0 = the first entry). */
  index: z.number().int(),
  gc: z.number(),
  sc: z.number(),
});
export type TWheelSegment = z.infer<typeof ZWheelSegment>;

/** SPEC §3 'Spin result': the prize the server drew for this player. */
export const ZSpinResult = z.object({
  showResult: z.boolean(),
  gc: z.number(),
  sc: z.number(),
  /** Index into wheelConfiguration of the segment drawn. */
  index: z.number().int(),
});
export type TSpinResult = z.infer<typeof ZSpinResult>;

/** Where the player stands with the wheel (also in the User entity: isSpinWheelBonusClaimed, spinWheelClaimedAt). */
const spinStanding = {
  isSpinWheelBonusClaimed: z.boolean(),
  /** The last completed spin (the claim), ISO instant; null before the first. */
  spinWheelClaimedAt: z.string().nullable(),
  /** When the next spin may be drawn (ISO); null when it may be drawn now or a result is open. */
  nextSpinAt: z.string().nullable(),
};

/** GET /spinWheelConfiguration/getList: data. */
export const ZSpinWheelListData = z.object({
  wheelConfiguration: z.array(ZWheelSegment),
  /** A drawn spin not completed yet (another tab spun, or the dialog was closed mid-spin). */
  spinResult: ZSpinResult.nullable(),
  ...spinStanding,
});
export type TSpinWheelListData = z.infer<typeof ZSpinWheelListData>;
export const ZSpinWheelListResponse = z.object({ data: ZSpinWheelListData });

/** POST /spinWheelConfiguration/spin: data (the same result again while it is open). */
export const ZSpinResponse = z.object({ data: ZSpinResult });
export type TSpinResponse = z.infer<typeof ZSpinResponse>;

/** POST /spinWheelConfiguration/updateWallet: data. credited is false when nothing was open. */
export const ZSpinCompletionData = z.object({
  credited: z.boolean(),
  gc: z.number(),
  sc: z.number(),
  ...spinStanding,
});
export type TSpinCompletionData = z.infer<typeof ZSpinCompletionData>;
export const ZSpinCompletionResponse = z.object({ data: ZSpinCompletionData });

// Back office (permission rewards.write)

/** The most one segment may give, in coins; the largest weight. */
export const MAX_WHEEL_PRIZE = 10_000_000;
export const MAX_WHEEL_WEIGHT = 1_000_000;
export const MAX_WHEEL_SEGMENTS = 24;

export const WHEEL_MESSAGES = {
  noPrize: 'A segment must give some GC or SC',
  duplicateOrder: 'Two segments cannot have the same order',
  tooFewActive: 'At least two segments must be active',
  unknownSegment: 'This segment does not exist',
} as const;

/** One row of the segments table as the editor saves it (segmentId null: a new segment). */
export const ZWheelSegmentInput = z
  .object({
    segmentId: z.number().int().positive().nullable(),
    position: zSortOrder,
    gc: zAdminAmount('the GC', { min: 0, max: MAX_WHEEL_PRIZE }),
    sc: zAdminAmount('the SC', { min: 0, max: MAX_WHEEL_PRIZE }),
    weight: z
      .number({ error: 'Enter the weight (a whole number)' })
      .int('The weight must be a whole number')
      .min(1, 'The weight must be at least 1')
      .max(MAX_WHEEL_WEIGHT, 'The weight must be at most 1,000,000'),
    isActive: z.boolean(),
  })
  .superRefine((v, ctx) => {
    if (v.gc === 0 && v.sc === 0)
      ctx.addIssue({ code: 'custom', message: WHEEL_MESSAGES.noPrize, path: ['gc'] });
  });
export type TWheelSegmentInput = z.infer<typeof ZWheelSegmentInput>;

/** PUT /admin/spin-wheel/segments body: every segment (none is deleted: switch one off instead). */
export const ZWheelSegmentsInput = z
  .object({ segments: z.array(ZWheelSegmentInput).min(2).max(MAX_WHEEL_SEGMENTS) })
  .superRefine((v, ctx) => {
    const seen = new Map<number, number>();
    v.segments.forEach((s, i) => {
      const first = seen.get(s.position);
      if (first !== undefined)
        ctx.addIssue({
          code: 'custom',
          message: WHEEL_MESSAGES.duplicateOrder,
          path: ['segments', i, 'position'],
        });
      else seen.set(s.position, i);
    });
    if (v.segments.filter((s) => s.isActive).length < 2)
      ctx.addIssue({ code: 'custom', message: WHEEL_MESSAGES.tooFewActive, path: ['segments'] });
  });
export type TWheelSegmentsInput = z.infer<typeof ZWheelSegmentsInput>;

const ZExactFigure = z.object({ fraction: z.string(), decimal: z.string(), isExact: z.boolean() });

/** A segment as the editor shows it, with its exact chance. */
export const ZAdminWheelSegment = z.object({
  segmentId: z.number().int(),
  position: z.number().int(),
  gc: z.number(),
  sc: z.number(),
  weight: z.number().int(),
  isActive: z.boolean(),
  chance: z.object({ fraction: z.string(), percent: ZExactFigure }),
});
export type TAdminWheelSegment = z.infer<typeof ZAdminWheelSegment>;

/** GET and PUT /admin/spin-wheel/segments: data. */
export const ZAdminWheelData = z.object({
  segments: z.array(ZAdminWheelSegment),
  totalWeight: z.number().int(),
  expectedGc: ZExactFigure,
  expectedSc: ZExactFigure,
});
export type TAdminWheelData = z.infer<typeof ZAdminWheelData>;
export const ZAdminWheelResponse = z.object({ data: ZAdminWheelData });
