import { z } from 'zod';
import { LIMIT_KINDS } from './responsible-gambling';

/**
 * Compliance's read-only view of a player's own limits and their history (issue 17,
 * docs/decisions/037). Values are stored integers: cents for USD, hundredths for GC and SC,
 * whole minutes for the session limit. No staff call changes a limit.
 */
export const LIMIT_UNITS = ['USD', 'GC', 'SC', 'MINUTES'] as const;
export type TLimitUnit = (typeof LIMIT_UNITS)[number];

/** A limit's period as stored: the session limit has the period 'session'. */
export const LIMIT_ROW_PERIODS = ['daily', 'weekly', 'monthly', 'session'] as const;
export type TLimitRowPeriod = (typeof LIMIT_ROW_PERIODS)[number];

/** What a line of the limit history records. */
export const LIMIT_EVENT_ACTIONS = [
  'set',
  'tightened',
  'loosening_requested',
  'removal_requested',
  'cancelled',
] as const;
export type TLimitEventAction = (typeof LIMIT_EVENT_ACTIONS)[number];

const ZLimitRowKey = {
  kind: z.enum(LIMIT_KINDS),
  unit: z.enum(LIMIT_UNITS),
  period: z.enum(LIMIT_ROW_PERIODS),
};

export const ZStaffLimit = z.object({
  ...ZLimitRowKey,
  /** The value in force now. */
  value: z.number().int(),
  /** A loosening waiting to apply: the value it will have (null: a removal) and when. */
  pending: z.object({ value: z.number().int().nullable(), effectiveAt: z.string() }).nullable(),
  /**
   * Used so far in the current period: purchases committed (cents), GC or SC wagered, or the net
   * loss (staked − won, never below 0); null for the session limit.
   */
  used: z.number().int().nullable(),
});
export type TStaffLimit = z.infer<typeof ZStaffLimit>;

export const ZLimitEvent = z.object({
  id: z.number().int(),
  at: z.string(),
  ...ZLimitRowKey,
  action: z.enum(LIMIT_EVENT_ACTIONS),
  /** The value in force before the change; null when there was no limit. */
  oldValue: z.number().int().nullable(),
  /** The value set or asked for; null for a removal. */
  newValue: z.number().int().nullable(),
  /** When the new value applies (a loosening: 24 hours after it was asked for). */
  effectiveAt: z.string(),
});
export type TLimitEvent = z.infer<typeof ZLimitEvent>;

/** Staff: GET /admin/players/:userId/limits */
export const ZPlayerLimitsResponse = z.object({
  data: z.object({
    limits: z.array(ZStaffLimit),
    events: z.array(ZLimitEvent),
    coolingHours: z.number().int(),
  }),
});
export type TPlayerLimits = z.infer<typeof ZPlayerLimitsResponse>['data'];
