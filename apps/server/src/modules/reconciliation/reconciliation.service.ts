import { PAYMENT_PROVIDER_NAMES } from '@app/contracts/payments';
import type {
  TReconciliationCase,
  TReconciliationCaseKind,
  TReconciliationCaseListQuery,
  TReconciliationCasePage,
  TReconciliationRun,
  TReconciliationSubject,
} from '@app/contracts/reconciliation';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { AuditService, StaffActor } from '../audit/audit.service';
import { easternDay } from '../bonuses/eastern-day';
import type { ProviderStatement } from './provider-statements';
import { easternDayWindow } from './reconciliation-day';
import { matchDay, type Mismatch, type OurEntry } from './reconciliation-matching';
import * as repo from './reconciliation.repository';

/** A purchase as the payments service hands it over (decision 056). */
export interface PurchaseRecord {
  provider: string;
  referenceId: string;
  amountCents: number;
  status: string;
  settledAt: Date | null;
}

/** A redemption's payout as the redemptions service hands it over. */
export interface PayoutRecord {
  payoutId: string;
  amountCents: number;
  status: string;
  sentAt: Date | null;
}

/** Our side: the payments and redemptions services' reads (filled in app-modules.ts). */
export interface OurRecords {
  settledPurchases(from: Date, to: Date): Promise<PurchaseRecord[]>;
  purchasesByReference(references: string[]): Promise<PurchaseRecord[]>;
  sentPayouts(from: Date, to: Date): Promise<PayoutRecord[]>;
  payoutsById(payoutIds: string[]): Promise<PayoutRecord[]>;
}

export type { StaffActor };

/** Our purchase statuses in the statements' provider-neutral words. */
const PURCHASE_STATUS: Record<string, string> = {
  created: 'pending',
  pending: 'pending',
  succeeded: 'settled',
  failed: 'failed',
  refunded: 'refunded',
};

/** Our redemption statuses in the payout statements' words (a payout not sent is pending). */
const REDEMPTION_STATUS: Record<string, string> = {
  PENDING: 'pending',
  INFO_REQUESTED: 'pending',
  APPROVED: 'pending',
  PROCESSING: 'pending',
  PAID: 'paid',
  RETURNED: 'returned',
  REJECTED: 'failed',
  CANCELLED: 'failed',
};

const purchaseEntry = (p: PurchaseRecord): OurEntry => ({
  reference: p.referenceId,
  amountCents: p.amountCents,
  status: PURCHASE_STATUS[p.status] ?? p.status,
  at: p.settledAt,
});

const payoutEntry = (p: PayoutRecord): OurEntry => ({
  reference: p.payoutId,
  amountCents: p.amountCents,
  status: REDEMPTION_STATUS[p.status] ?? p.status,
  at: p.sentAt,
});

export const NO_STATEMENT_REASON = 'No statement is configured for this provider';

/** How many runs of a day the back office lists. */
const RUNS_LISTED = 20;

const iso = (at: Date | null) => at?.toISOString() ?? null;

function caseView(row: repo.ReconciliationCaseRow): TReconciliationCase {
  const entry = (amountCents: number | null, status: string | null) =>
    amountCents === null || status === null ? null : { amountCents, status };
  const resolved =
    row.resolvedAt !== null &&
    row.resolutionNote !== null &&
    row.resolvedByStaffId !== null &&
    row.resolvedByEmail !== null;
  return {
    id: row.id,
    day: row.day,
    provider: row.provider,
    subject: row.subject,
    kind: row.kind,
    reference: row.reference,
    ours: entry(row.oursAmountCents, row.oursStatus),
    theirs: entry(row.theirsAmountCents, row.theirsStatus),
    status: row.status,
    foundAt: row.foundAt.toISOString(),
    resolution: resolved
      ? {
          note: row.resolutionNote!,
          by: { id: row.resolvedByStaffId!, email: row.resolvedByEmail! },
          at: row.resolvedAt!.toISOString(),
        }
      : null,
  };
}

function runView(row: repo.ReconciliationRunRow): TReconciliationRun {
  return {
    id: row.id,
    day: row.day,
    startedBy: row.startedByEmail ?? 'job',
    startedAt: row.startedAt.toISOString(),
    finishedAt: iso(row.finishedAt),
    checked: row.checked as TReconciliationRun['checked'],
    skipped: row.skipped as TReconciliationRun['skipped'],
    opened: row.opened,
    found: row.found,
  };
}

/**
 * Daily reconciliation (decision 056): for one US Eastern day, each provider's statement against
 * our records (purchases settled that day with the charges it took, payouts sent that day with the
 * payouts it was sent), matched by reference and amount; every mismatch opens a case once per
 * (day, provider, kind, reference). Finance resolves cases with a note (audited).
 */
export function createReconciliationService(deps: {
  db: Db;
  audit: AuditService;
  ours: OurRecords;
  statements: ProviderStatement[];
  /** The payout provider's name (redemptions are paid through it). */
  payoutProvider: string;
  now?: () => Date;
}) {
  const { db, audit, ours } = deps;
  const now = deps.now ?? (() => new Date());

  /** A day that has begun (today so far, or a past day); a later one is refused. */
  function assertBegun(day: string) {
    if (day > easternDay(now())) throw new AppError('ReconciliationDayNotBegun');
  }

  async function reconcile(day: string) {
    const window = easternDayWindow(day);
    const checked: TReconciliationRun['checked'] = [];
    const skipped: TReconciliationRun['skipped'] = [];
    const found: { provider: string; subject: TReconciliationSubject; mismatch: Mismatch }[] = [];

    /** One provider's day: its statement against our records of it, or skipped without one. */
    async function compare(
      subject: TReconciliationSubject,
      provider: string,
      statement: ProviderStatement | undefined,
      mine: OurEntry[],
      findOurs: (references: string[]) => Promise<OurEntry[]>,
    ) {
      if (!statement) {
        skipped.push({ provider, subject, reason: NO_STATEMENT_REASON });
        return;
      }
      const theirs = await statement.entries(window);
      const mismatches = await matchDay({
        ours: mine,
        theirs,
        findTheirs: (refs) => statement.find(refs),
        findOurs,
      });
      checked.push({
        provider,
        subject,
        ours: mine.length,
        theirs: theirs.length,
        mismatches: mismatches.length,
      });
      for (const mismatch of mismatches) found.push({ provider, subject, mismatch });
    }

    const purchases = await ours.settledPurchases(window.from, window.to);
    const chargeStatements = deps.statements.filter((s) => s.subject === 'purchase');
    // The known providers, those with a statement and those our records of the day name.
    const providers = new Set([
      ...PAYMENT_PROVIDER_NAMES,
      ...chargeStatements.map((s) => s.provider),
      ...purchases.map((p) => p.provider),
    ]);
    for (const provider of providers) {
      await compare(
        'purchase',
        provider,
        chargeStatements.find((s) => s.provider === provider),
        purchases.filter((p) => p.provider === provider).map(purchaseEntry),
        async (refs) =>
          (await ours.purchasesByReference(refs))
            .filter((p) => p.provider === provider)
            .map(purchaseEntry),
      );
    }

    // Our payouts all go to the one payout provider: only its statement speaks for them.
    await compare(
      'payout',
      deps.payoutProvider,
      deps.statements.find((s) => s.subject === 'payout' && s.provider === deps.payoutProvider),
      (await ours.sentPayouts(window.from, window.to)).map(payoutEntry),
      async (refs) => (await ours.payoutsById(refs)).map(payoutEntry),
    );
    return { checked, skipped, found };
  }

  /**
   * Reconciles one day: records the run, compares every provider, opens the cases not open yet
   * and finishes the run, in one transaction with its audit entry when a member started it. Two
   * runs at once each compare; the unique key lets one case in.
   */
  async function run(day: string, actor: StaffActor | null): Promise<TReconciliationRun> {
    assertBegun(day);
    const started = await repo.insertRun(db, {
      day,
      staffId: actor?.staffId ?? null,
      staffEmail: actor?.staffEmail ?? null,
    });
    const { checked, skipped, found } = await reconcile(day);
    const finished = await inTransaction(db, async ({ tx }) => {
      const opened = await repo.openCases(
        tx,
        found.map(({ provider, subject, mismatch }) => ({
          day,
          provider,
          subject,
          kind: mismatch.kind,
          reference: mismatch.reference,
          oursAmountCents: mismatch.ours?.amountCents ?? null,
          oursStatus: mismatch.ours?.status ?? null,
          theirsAmountCents: mismatch.theirs?.amountCents ?? null,
          theirsStatus: mismatch.theirs?.status ?? null,
          foundByRunId: started.id,
        })),
      );
      const row = await repo.finishRun(tx, started.id, {
        checked,
        skipped,
        opened,
        found: found.length,
      });
      if (actor)
        await audit.record(tx, actor, {
          action: 'reconciliation.run',
          target: `reconciliation-run:${row.id}`,
          detail: { day, found: found.length, opened, skipped: skipped.map((s) => s.provider) },
        });
      return row;
    });
    return runView(finished);
  }

  return {
    run,

    /** The daily job's work: the US Eastern day before today (or the day it was given). */
    runDay: (day: string) => run(day, null),

    async runs(day: string): Promise<TReconciliationRun[]> {
      return (await repo.runsOfDay(db, day, RUNS_LISTED)).map(runView);
    },

    async cases(query: TReconciliationCaseListQuery): Promise<TReconciliationCasePage> {
      const { page, pageSize, ...filter } = query;
      const { rows, count } = await repo.listCases(db, filter, pageSize, (page - 1) * pageSize);
      return { rows: rows.map(caseView), count };
    },

    /** Resolves an open case with what was found and done; audited with the case's figures. */
    async resolve(actor: StaffActor, id: number, note: string): Promise<TReconciliationCase> {
      return inTransaction(db, async ({ tx }) => {
        const row = await repo.resolveCase(tx, id, {
          note,
          staffId: actor.staffId,
          staffEmail: actor.staffEmail,
          at: now(),
        });
        if (!row) {
          if (!(await repo.findCase(tx, id)))
            throw new AppError('NotFound', 'This reconciliation case was not found.');
          throw new AppError('ReconciliationCaseResolved');
        }
        await audit.record(tx, actor, {
          action: 'reconciliation.resolve',
          target: `reconciliation-case:${id}`,
          before: { status: 'OPEN' },
          after: { status: 'RESOLVED' },
          detail: {
            day: row.day,
            provider: row.provider,
            kind: row.kind satisfies TReconciliationCaseKind,
            reference: row.reference,
            oursAmount: row.oursAmountCents,
            theirsAmount: row.theirsAmountCents,
            note,
          },
        });
        return caseView(row);
      });
    },

    assertBegun,
  };
}

export type ReconciliationService = ReturnType<typeof createReconciliationService>;
