import { z } from 'zod';
import { parseAmount } from './money';

/**
 * The player's own limits (docs/decisions/037). Purchase limits are in USD,
 * wager and net-loss limits in the coin they name (GC or SC), the session
 * limit in minutes. Amounts travel as decimals with at most two places.
 * Lowering or adding a limit applies at once; raising or removing one waits
 * 24 hours as a pending change the player can cancel.
 */
export const LIMIT_KINDS = ['purchase', 'wager', 'loss', 'session'] as const;
export type TLimitKind = (typeof LIMIT_KINDS)[number];
export const LIMIT_PERIODS = ['daily', 'weekly', 'monthly'] as const;
export type TLimitPeriod = (typeof LIMIT_PERIODS)[number];
export const LIMIT_COINS = ['GC', 'SC'] as const;
export type TLimitCoin = (typeof LIMIT_COINS)[number];

/** Hours a loosening (higher value or removal) waits before it applies. */
export const LIMIT_COOLING_HOURS = 24;
/** The largest amount limit (USD or coins). */
export const MAX_LIMIT_AMOUNT = 1_000_000;
/** The longest session limit: a whole day. */
export const MAX_SESSION_MINUTES = 1440;

export const ZLimitAmount = z
  .number({ error: 'Enter an amount' })
  .refine((v) => parseAmount(v) !== null, 'Use at most two decimals')
  .refine((v) => v >= 0.01, 'The limit must be at least 0.01')
  .refine(
    (v) => v <= MAX_LIMIT_AMOUNT,
    `The limit can be at most ${MAX_LIMIT_AMOUNT.toLocaleString('en-US')}`,
  );

export const ZSessionMinutes = z
  .number({ error: 'Enter a number of minutes' })
  .int('Use whole minutes')
  .min(1, 'The session limit must be at least 1 minute')
  .max(
    MAX_SESSION_MINUTES,
    `The session limit can be at most ${MAX_SESSION_MINUTES} minutes (a day)`,
  );

const ZPeriod = z.enum(LIMIT_PERIODS, { error: 'Choose daily, weekly or monthly' });
const ZCoin = z.enum(LIMIT_COINS, { error: 'Choose GC or SC' });

/** Which limit: its kind, and for amount limits the period (and the coin for wager and loss). */
export const ZLimitKey = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('purchase'), period: ZPeriod }),
  z.object({ kind: z.literal('wager'), coinType: ZCoin, period: ZPeriod }),
  z.object({ kind: z.literal('loss'), coinType: ZCoin, period: ZPeriod }),
  z.object({ kind: z.literal('session') }),
]);
export type TLimitKey = z.infer<typeof ZLimitKey>;

/** POST /responsible-gambling/responsible-gambling-setting: set, lower or raise one limit. */
export const ZSetLimitRequest = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('purchase'), period: ZPeriod, amount: ZLimitAmount }),
  z.object({ kind: z.literal('wager'), coinType: ZCoin, period: ZPeriod, amount: ZLimitAmount }),
  z.object({ kind: z.literal('loss'), coinType: ZCoin, period: ZPeriod, amount: ZLimitAmount }),
  z.object({ kind: z.literal('session'), minutes: ZSessionMinutes }),
]);
export type TSetLimitRequest = z.infer<typeof ZSetLimitRequest>;

/** PUT /responsible-gambling/remove-responsible-setting and PUT .../cancel-responsible-setting. */
export const ZRemoveLimitRequest = ZLimitKey;
export const ZCancelLimitChangeRequest = ZLimitKey;

/** One limit as the player has it now, and the loosening waiting to apply. */
export interface TLimit {
  kind: TLimitKind;
  coinType: TLimitCoin | null;
  period: TLimitPeriod | null;
  /** USD or coins (decimal), or minutes for the session limit. */
  value: number;
  pending: {
    /** The value it will have; null when the limit is being removed. */
    value: number | null;
    effectiveAt: string;
  } | null;
}

/** GET /responsible-gambling/responsible-gambling-setting: `data`. */
export interface TLimitsResponse {
  limits: TLimit[];
  coolingHours: number;
}

/** What a change did: applied at once, or waiting the cooling period. */
export interface TLimitChangeResponse {
  limit: TLimit | null;
  appliedNow: boolean;
  message: string;
}

/** GET /responsible-gambling/gambling-history query: Eastern calendar days, at most a year. */
export const ZGamblingHistoryQuery = z
  .object({
    from: z.iso.date({ error: 'Use a date like 2026-01-31' }).optional(),
    to: z.iso.date({ error: 'Use a date like 2026-01-31' }).optional(),
    format: z.enum(['json', 'csv']).default('json'),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, {
    message: 'The start date must be on or before the end date',
    path: ['from'],
  });
export type TGamblingHistoryQuery = z.infer<typeof ZGamblingHistoryQuery>;

/** The longest range the history answers in one call. */
export const MAX_HISTORY_DAYS = 366;

/** One US Eastern day of play; coin amounts and USD are decimals. */
export interface TGamblingHistoryDay {
  date: string;
  gcWagered: number;
  gcWon: number;
  gcNet: number;
  scWagered: number;
  scWon: number;
  scNet: number;
  purchasesUsd: number;
  sessionMinutes: number;
}

export interface TGamblingHistoryResponse {
  from: string;
  to: string;
  days: TGamblingHistoryDay[];
}
