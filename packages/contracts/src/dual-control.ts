import { z } from 'zod';

/**
 * Dual control of money settings (decision 058): a change that loosens a control (a higher
 * four-eyes threshold, a higher auto-approval ceiling, a risk rule switched off or made laxer)
 * waits for a second admin; a change that tightens applies at once. Nobody decides their own.
 */
export const CONTROL_CHANGE_STATUSES = ['PENDING', 'APPLIED', 'REJECTED'] as const;
export type ControlChangeStatus = (typeof CONTROL_CHANGE_STATUSES)[number];

export const ZControlChange = z.object({
  changeId: z.number().int(),
  kind: z.string(),
  summary: z.string(),
  reason: z.string(),
  status: z.enum(CONTROL_CHANGE_STATUSES),
  proposedBy: z.string(),
  proposedAt: z.string(),
  decidedBy: z.string().nullable(),
  decidedAt: z.string().nullable(),
  decisionComment: z.string().nullable(),
});
export type TControlChange = z.infer<typeof ZControlChange>;

export const ZControlChangeList = z.object({
  data: z.object({ rows: z.array(ZControlChange) }),
});

export const ZControlChangeListQuery = z.object({
  status: z
    .enum(CONTROL_CHANGE_STATUSES, { error: 'status is PENDING, APPLIED or REJECTED' })
    .optional(),
});

export const ZControlChangeIdParam = z.object({
  changeId: z.coerce.number({ error: 'changeId must be a number' }).int().positive(),
});

export const ZControlChangeDecision = z.object({
  comment: z.string().trim().max(500, 'The comment may be at most 500 characters.').optional(),
});

export const ZControlChangeRejection = z.object({
  comment: z
    .string()
    .trim()
    .min(5, 'Say why (at least 5 characters).')
    .max(500, 'The comment may be at most 500 characters.'),
});

/** What proposing answered: applied at once (it tightens) or waiting for a second admin. */
export const ZProposalOutcome = z.discriminatedUnion('status', [
  z.object({ status: z.literal('APPLIED') }),
  z.object({ status: z.literal('PENDING'), changeId: z.number().int() }),
]);
export type TProposalOutcome = z.infer<typeof ZProposalOutcome>;

/** Why a proposal is made: the audit log and the second admin read it. */
export const ZChangeReason = z
  .string()
  .trim()
  .min(5, 'Give the reason (at least 5 characters).')
  .max(500, 'The reason may be at most 500 characters.');
