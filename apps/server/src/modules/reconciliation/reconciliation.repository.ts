import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type {
  TReconciliationCaseKind,
  TReconciliationCaseStatus,
  TReconciliationSubject,
} from '@app/contracts/reconciliation';
import type { DbOrTx } from '../../db/database';
import { reconciliationCases, reconciliationRuns } from './reconciliation.tables';

export type ReconciliationRunRow = typeof reconciliationRuns.$inferSelect;
export type ReconciliationCaseRow = typeof reconciliationCases.$inferSelect;

export async function insertRun(
  db: DbOrTx,
  values: { day: string; staffId: number | null; staffEmail: string | null },
): Promise<ReconciliationRunRow> {
  const [row] = await db
    .insert(reconciliationRuns)
    .values({
      day: values.day,
      startedByStaffId: values.staffId,
      startedByEmail: values.staffEmail,
    })
    .returning();
  if (!row) throw new Error('insert reconciliation_runs returned no row');
  return row;
}

export async function finishRun(
  db: DbOrTx,
  id: number,
  values: Pick<ReconciliationRunRow, 'checked' | 'skipped' | 'opened' | 'found'>,
): Promise<ReconciliationRunRow> {
  const [row] = await db
    .update(reconciliationRuns)
    .set({ ...values, finishedAt: new Date() })
    .where(eq(reconciliationRuns.id, id))
    .returning();
  if (!row) throw new Error(`reconciliation run ${id} vanished`);
  return row;
}

/** The day's runs, newest first. */
export function runsOfDay(db: DbOrTx, day: string, limit: number) {
  return db
    .select()
    .from(reconciliationRuns)
    .where(eq(reconciliationRuns.day, day))
    .orderBy(desc(reconciliationRuns.id))
    .limit(limit);
}

export interface NewCase {
  day: string;
  provider: string;
  subject: TReconciliationSubject;
  kind: TReconciliationCaseKind;
  reference: string;
  oursAmountCents: number | null;
  oursStatus: string | null;
  theirsAmountCents: number | null;
  theirsStatus: string | null;
  foundByRunId: number;
}

/**
 * Opens the cases not open (or resolved) yet for their (day, provider, kind, reference); answers
 * how many it opened. A run beside it inserting the same case waits on the unique key and then
 * finds it there.
 */
export async function openCases(db: DbOrTx, cases: NewCase[]): Promise<number> {
  if (cases.length === 0) return 0;
  const rows = await db
    .insert(reconciliationCases)
    .values(cases)
    .onConflictDoNothing({
      target: [
        reconciliationCases.day,
        reconciliationCases.provider,
        reconciliationCases.kind,
        reconciliationCases.reference,
      ],
    })
    .returning({ id: reconciliationCases.id });
  return rows.length;
}

export interface CaseFilter {
  status?: TReconciliationCaseStatus;
  kind?: TReconciliationCaseKind;
  provider?: string;
  day?: string;
}

function caseWhere(filter: CaseFilter): SQL | undefined {
  return and(
    filter.status ? eq(reconciliationCases.status, filter.status) : undefined,
    filter.kind ? eq(reconciliationCases.kind, filter.kind) : undefined,
    filter.provider ? eq(reconciliationCases.provider, filter.provider) : undefined,
    filter.day ? eq(reconciliationCases.day, filter.day) : undefined,
  );
}

/** Cases by the filter: open first, then the newest day, then the newest case. */
export async function listCases(db: DbOrTx, filter: CaseFilter, limit: number, offset: number) {
  const where = caseWhere(filter);
  const rows = await db
    .select()
    .from(reconciliationCases)
    .where(where)
    .orderBy(
      sql`${reconciliationCases.status} = 'OPEN' desc`,
      desc(reconciliationCases.day),
      desc(reconciliationCases.id),
    )
    .limit(limit)
    .offset(offset);
  const [total] = await db.select({ n: count() }).from(reconciliationCases).where(where);
  return { rows, count: total?.n ?? 0 };
}

export async function findCase(db: DbOrTx, id: number) {
  const [row] = await db.select().from(reconciliationCases).where(eq(reconciliationCases.id, id));
  return row;
}

/** Resolves an open case; undefined when it is not open (resolved already, or unknown). */
export async function resolveCase(
  db: DbOrTx,
  id: number,
  values: { note: string; staffId: number; staffEmail: string; at: Date },
) {
  const [row] = await db
    .update(reconciliationCases)
    .set({
      status: 'RESOLVED',
      resolutionNote: values.note,
      resolvedByStaffId: values.staffId,
      resolvedByEmail: values.staffEmail,
      resolvedAt: values.at,
    })
    .where(and(eq(reconciliationCases.id, id), eq(reconciliationCases.status, 'OPEN')))
    .returning();
  return row;
}
