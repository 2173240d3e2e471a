import { z } from 'zod';
import { base64PasswordField } from './base64-password';
import { ZEmail, ZExistingPassword } from './user-validation';

/**
 * Breaks, self-exclusion, reality checks and account closure (issue 17, docs/decisions/038):
 * the player's calls under /account-safety and the compliance calls under /admin.
 */

/** Reality-check intervals a player may choose, in minutes of play. */
export const REALITY_CHECK_MINUTES = [15, 30, 45, 60] as const;
export type TRealityCheckMinutes = (typeof REALITY_CHECK_MINUTES)[number];

export const BREAK_DAYS_MIN = 1;
export const BREAK_DAYS_MAX = 30;

/** Self-exclusion periods; `permanent` never ends. */
export const EXCLUSION_PERIODS = ['6m', '1y', '5y', 'permanent'] as const;
export type TExclusionPeriod = (typeof EXCLUSION_PERIODS)[number];
export const EXCLUSION_PERIOD_LABELS: Record<TExclusionPeriod, string> = {
  '6m': '6 months',
  '1y': '1 year',
  '5y': '5 years',
  permanent: 'Permanently',
};

/** Hours between a player's request to reopen after a self-exclusion and the account reopening. */
export const REOPEN_WAIT_HOURS = 24;

export const CLOSURE_REASONS = [
  'not_interested',
  'too_much_time',
  'too_much_money',
  'other_site',
  'privacy',
  'other',
] as const;
export type TClosureReason = (typeof CLOSURE_REASONS)[number];
export const CLOSURE_REASON_LABELS: Record<TClosureReason, string> = {
  not_interested: 'I am no longer interested',
  too_much_time: 'I spend too much time playing',
  too_much_money: 'I spend too much money',
  other_site: 'I prefer another site',
  privacy: 'Privacy concerns',
  other: 'Another reason',
};

const ZIntervalMinutes = z.union(REALITY_CHECK_MINUTES.map((m) => z.literal(m)));

/** PUT /account-safety/reality-check: an interval, or null for off. */
export const ZRealityCheckRequest = z.object({ intervalMinutes: ZIntervalMinutes.nullable() });
export type TRealityCheckRequest = z.infer<typeof ZRealityCheckRequest>;

const ZRestriction = z.object({
  kind: z.enum(['break', 'exclusion']),
  period: z.string(),
  startsAt: z.string(),
  /** null: a permanent self-exclusion. */
  endsAt: z.string().nullable(),
});
export type TRestriction = z.infer<typeof ZRestriction>;

/** GET /account-safety: the player's settings. */
export const ZAccountSafetyResponse = z.object({
  data: z.object({
    realityCheckMinutes: ZIntervalMinutes.nullable(),
    /** Seconds of play between reminders (minutes × 60, shortened only outside production). */
    realityCheckSeconds: z.number().int().nullable(),
  }),
});
export type TAccountSafety = z.infer<typeof ZAccountSafetyResponse>['data'];

/** GET /account-safety/play-session: this sign-in's time and net result per coin (hundredths). */
export const ZPlaySessionResponse = z.object({
  data: z.object({
    startedAt: z.string(),
    elapsedSeconds: z.number().int(),
    net: z.object({ GC: z.number().int(), SC: z.number().int() }),
    realityCheckMinutes: ZIntervalMinutes.nullable(),
    realityCheckSeconds: z.number().int().nullable(),
  }),
});
export type TPlaySession = z.infer<typeof ZPlaySessionResponse>['data'];

/** POST /account-safety/break */
export const ZTakeBreakRequest = z.object({
  days: z
    .number({ error: 'Choose how many days your break lasts.' })
    .int()
    .min(BREAK_DAYS_MIN, `A break lasts ${BREAK_DAYS_MIN} to ${BREAK_DAYS_MAX} days.`)
    .max(BREAK_DAYS_MAX, `A break lasts ${BREAK_DAYS_MIN} to ${BREAK_DAYS_MAX} days.`),
});
export type TTakeBreakRequest = z.infer<typeof ZTakeBreakRequest>;

/** POST /account-safety/self-exclusion: `confirm` is the player's 'cannot be undone' answer. */
export const ZSelfExcludeRequest = z.object({
  period: z.enum(EXCLUSION_PERIODS, { error: 'Choose a self-exclusion period.' }),
  confirm: z.literal(true, { error: 'Please confirm that this cannot be undone early.' }),
});
export type TSelfExcludeRequest = z.infer<typeof ZSelfExcludeRequest>;

export const ZRestrictionResponse = z.object({ data: ZRestriction });

/** POST /account-safety/close */
export const ZCloseAccountRequest = z
  .object({
    reason: z.enum(CLOSURE_REASONS, { error: 'Choose a reason.' }),
    details: z.string().trim().max(500, 'Keep it under 500 characters.').default(''),
  })
  .refine((v) => v.reason !== 'other' || v.details.length >= 3, {
    message: 'Tell us your reason.',
    path: ['details'],
  });
export type TCloseAccountRequest = z.input<typeof ZCloseAccountRequest>;

/** POST /account-safety/reopen: after a self-exclusion ended, signed out (email and password). */
export const ZReopenRequest = z.object({
  email: ZEmail,
  password: base64PasswordField(ZExistingPassword, 'Please enter your password.'),
});
export const ZReopenResponse = z.object({ data: z.object({ reopensAt: z.string() }) });

/** Staff: POST /admin/players/:userId/self-exclusion */
export const ZStaffExcludeRequest = z.object({
  period: z.enum(EXCLUSION_PERIODS, { error: 'Choose a self-exclusion period.' }),
  reason: z.string().trim().min(5, 'Give the reason (at least 5 characters).').max(500),
});
export type TStaffExcludeRequest = z.infer<typeof ZStaffExcludeRequest>;

const ZSafetyEvent = z.object({
  id: z.number(),
  at: z.string(),
  kind: z.string(),
  /** 'player' or the staff member's email. */
  by: z.string(),
  detail: z.record(z.string(), z.unknown()),
});
export type TSafetyEvent = z.infer<typeof ZSafetyEvent>;

/** Staff: GET /admin/players/:userId/account-safety */
export const ZPlayerSafetyResponse = z.object({
  data: z.object({
    realityCheckMinutes: ZIntervalMinutes.nullable(),
    current: ZRestriction.nullable(),
    restrictions: z.array(ZRestriction.extend({ id: z.number(), by: z.string() })),
    reopensAt: z.string().nullable(),
    status: z.string(),
    events: z.array(ZSafetyEvent),
  }),
});
export type TPlayerSafety = z.infer<typeof ZPlayerSafetyResponse>['data'];

/** Staff: GET /admin/exclusion-register?email=|phone=|ssn= (exactly one). */
export const ZRegisterSearchQuery = z
  .object({
    email: z.string().trim().min(3).max(200).optional(),
    phone: z.string().trim().min(7).max(30).optional(),
    ssn: z.string().trim().min(9).max(11).optional(),
  })
  .refine(
    (q) => [q.email, q.phone, q.ssn].filter((v) => v !== undefined && v !== '').length === 1,
    { message: 'Search by one of email, phone or SSN.' },
  );
export type TRegisterSearchQuery = z.infer<typeof ZRegisterSearchQuery>;

export const ZRegisterSearchResponse = z.object({
  data: z.object({
    rows: z.array(
      z.object({
        userId: z.number(),
        username: z.string(),
        kind: z.enum(['email', 'phone', 'ssn']),
        period: z.string(),
        startsAt: z.string(),
        endsAt: z.string().nullable(),
      }),
    ),
  }),
});
export type TRegisterRow = z.infer<typeof ZRegisterSearchResponse>['data']['rows'][number];
