import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  RECONCILIATION_CASE_KINDS,
  RECONCILIATION_CASE_STATUSES,
  RECONCILIATION_SUBJECTS,
} from '@app/contracts/reconciliation';
import { staffMembers } from '../staff/staff.tables';

/**
 * One reconciliation of one US Eastern day (decision 056), by the daily job or by a finance
 * member. Two runs of a day may overlap (two instances, a member beside the job): each keeps its
 * own row; the cases they find meet on the cases' unique key.
 */
export const reconciliationRuns = pgTable(
  'reconciliation_runs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    /** Null for the daily job. */
    startedByStaffId: integer('started_by_staff_id').references(() => staffMembers.id),
    startedByEmail: text('started_by_email'),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    /** Per provider: our records and its entries compared, and the mismatches found. */
    checked: jsonb('checked').notNull().default([]),
    /** Providers without a statement, with the reason. */
    skipped: jsonb('skipped').notNull().default([]),
    opened: integer('opened').notNull().default(0),
    found: integer('found').notNull().default(0),
  },
  (t) => [
    index('reconciliation_runs_day_idx').on(t.day, t.id),
    check(
      'reconciliation_runs_staff_whole',
      sql`(${t.startedByStaffId} is null) = (${t.startedByEmail} is null)`,
    ),
  ],
);

/**
 * A mismatch between our records and a provider's: one row per (day, provider, kind, reference),
 * whatever the number of runs, so re-running a day, or two runs at once, opens it once. Finance
 * resolves it with a note; a resolved case stays resolved when a later run finds it again.
 */
export const reconciliationCases = pgTable(
  'reconciliation_cases',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    day: date('day', { mode: 'string' }).notNull(),
    provider: text('provider').notNull(),
    subject: text('subject', { enum: RECONCILIATION_SUBJECTS }).notNull(),
    kind: text('kind', { enum: RECONCILIATION_CASE_KINDS }).notNull(),
    reference: text('reference').notNull(),
    /** What our record said when the case was opened (null when we have none), cents. */
    oursAmountCents: bigint('ours_amount_cents', { mode: 'number' }),
    oursStatus: text('ours_status'),
    /** What the provider's entry said (null when it has none), cents. */
    theirsAmountCents: bigint('theirs_amount_cents', { mode: 'number' }),
    theirsStatus: text('theirs_status'),
    status: text('status', { enum: RECONCILIATION_CASE_STATUSES }).notNull().default('OPEN'),
    foundByRunId: bigint('found_by_run_id', { mode: 'number' })
      .notNull()
      .references(() => reconciliationRuns.id),
    foundAt: timestamp('found_at', { withTimezone: true }).notNull().defaultNow(),
    resolutionNote: text('resolution_note'),
    resolvedByStaffId: integer('resolved_by_staff_id').references(() => staffMembers.id),
    /** The member's email as it was when they resolved it (as the audit log keeps it). */
    resolvedByEmail: text('resolved_by_email'),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('reconciliation_cases_mismatch_key').on(t.day, t.provider, t.kind, t.reference),
    // The back office's list: open first, newest day first.
    index('reconciliation_cases_status_day_idx').on(t.status, t.day),
    check(
      'reconciliation_cases_kind_sides',
      sql`(${t.kind} <> 'MISSING_OURS' or ${t.oursStatus} is null)
        and (${t.kind} <> 'MISSING_THEIRS' or ${t.theirsStatus} is null)
        and (${t.kind} = 'MISSING_THEIRS' or ${t.theirsStatus} is not null)
        and (${t.kind} = 'MISSING_OURS' or ${t.oursStatus} is not null)
        and (${t.oursStatus} is null) = (${t.oursAmountCents} is null)
        and (${t.theirsStatus} is null) = (${t.theirsAmountCents} is null)`,
    ),
    check(
      'reconciliation_cases_resolved_whole',
      sql`(${t.status} = 'RESOLVED') = (${t.resolvedAt} is not null)
        and (${t.resolvedAt} is null) = (${t.resolutionNote} is null)
        and (${t.resolvedAt} is null) = (${t.resolvedByStaffId} is null)
        and (${t.resolvedAt} is null) = (${t.resolvedByEmail} is null)`,
    ),
  ],
);
