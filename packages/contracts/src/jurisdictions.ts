import { z } from 'zod';

/**
 * Jurisdictions as data (ARCHITECTURE.md "Compliance", decision 050): for each of the 50 states
 * and DC, whether sweepstakes play is allowed and the minimum age, with a change compliance may
 * schedule for a later date. Every gate (sign-up, login, profile, purchase, SC bet, redemption)
 * asks the server's one compliance service.
 */

export const MINIMUM_AGES = [18, 19, 21] as const;
export type MinimumAge = (typeof MINIMUM_AGES)[number];

/** What a state's rules are, or will be from `effectiveAt`. */
export const ZJurisdictionRules = z.object({
  sweepsAllowed: z.boolean(),
  minAge: z.union([z.literal(18), z.literal(19), z.literal(21)]),
});
export type TJurisdictionRules = z.infer<typeof ZJurisdictionRules>;

export const ZJurisdiction = ZJurisdictionRules.extend({
  stateCode: z.string(),
  name: z.string(),
  /** A scheduled change: the rules from `effectiveAt` on (null when none is scheduled). */
  scheduled: ZJurisdictionRules.extend({ effectiveAt: z.string() }).nullable(),
  updatedAt: z.string(),
});
export type TJurisdiction = z.infer<typeof ZJurisdiction>;

export const ZJurisdictionList = z.object({ data: z.object({ rows: z.array(ZJurisdiction) }) });
export type TJurisdictionList = z.infer<typeof ZJurisdictionList>;

export const ZStateCodeParam = z.object({
  stateCode: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{2}$/, 'A state is its two-letter postal code.'),
});

/**
 * A compliance change: the new rules, from now (no `effectiveAt`) or from a later moment, with
 * the reason (audited; the staff member re-authenticates first).
 */
export const ZJurisdictionChange = ZJurisdictionRules.extend({
  effectiveAt: z.iso
    .datetime({ offset: true, message: 'Give the moment the change takes effect.' })
    .optional(),
  reason: z
    .string()
    .trim()
    .min(5, 'Give the reason (at least 5 characters).')
    .max(500, 'The reason may be at most 500 characters.'),
});
export type TJurisdictionChange = z.infer<typeof ZJurisdictionChange>;

/** The states where sweepstakes play is not offered today (the legal texts list them). */
export const ZRestrictedStates = z.object({
  data: z.object({
    states: z.array(z.object({ stateCode: z.string(), name: z.string() })),
    /** States whose minimum age is above 18, with that age. */
    olderAges: z.array(z.object({ stateCode: z.string(), minAge: z.number().int() })),
  }),
});
export type TRestrictedStates = z.infer<typeof ZRestrictedStates>;

/** The gate a request is judged at. */
export type JurisdictionGate = 'signUp' | 'purchase' | 'scBet' | 'redeem';

/** One gate for the signed-in player where they are now: allowed, or the refusal they would get. */
export const ZGateAnswer = z.object({
  allowed: z.boolean(),
  errorCode: z.number().int().nullable(),
  message: z.string().nullable(),
});

/** What the signed-in player may do from their address and where they connect from now. */
export const ZMyJurisdiction = z.object({
  data: z.object({ purchase: ZGateAnswer, scBet: ZGateAnswer, redeem: ZGateAnswer }),
});
export type TMyJurisdiction = z.infer<typeof ZMyJurisdiction>;

/** The minimum-age message of SPEC §5, with the state's age. */
export const minimumAgeMessage = (age: number): string => `You must be ${age} years or older`;
