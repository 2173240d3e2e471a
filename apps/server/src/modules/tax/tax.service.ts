import type { TTaxThreshold, TTaxThresholdChange } from '@app/contracts/tax';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import type { AuditActor, AuditService } from '../audit/audit.service';
import * as repo from './tax.repository';
import { taxYearBounds, taxYearOf } from './tax-year';

/** The threshold a tax year's report and W-9 gate use, with the year's instants. */
export interface TaxYearRule {
  taxYear: number;
  thresholdCents: number;
  /** Payments at or after `from` and before `to` count in the year (US Eastern new years). */
  from: Date;
  to: Date;
}

const view = (row: repo.TaxThresholdRow): TTaxThreshold => ({
  taxYear: row.taxYear,
  thresholdCents: row.thresholdCents,
  updatedAt: row.updatedAt.toISOString(),
  seeded: row.updatedByStaffId === null,
});

/**
 * Tax thresholds by year (decision 051): the information-return (1099-MISC) threshold of each
 * tax year, a year without a row taking the latest earlier year's; the tax year of a payment is
 * its calendar year in US Eastern time. Compliance changes a year with a reason (audited).
 */
export function createTaxService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  /** Read in the caller's transaction when given (PGlite serves one transaction at a time). */
  async function ruleForYear(taxYear: number, tx: DbOrTx = db): Promise<TaxYearRule> {
    const row = await repo.thresholdRowFor(tx, taxYear);
    // The seed's first row is for 2000, the first year the routes accept: never reached.
    if (!row) throw new Error(`no tax threshold applies to ${taxYear}: the seed has not run`);
    return { taxYear, thresholdCents: row.thresholdCents, ...taxYearBounds(taxYear) };
  }

  return {
    ruleForYear,

    /** The rule of the tax year `at` falls in. */
    ruleAt: (at: Date, tx: DbOrTx = db) => ruleForYear(taxYearOf(at), tx),

    /** Every year that has its own row, oldest first. */
    async list(): Promise<TTaxThreshold[]> {
      return (await repo.allThresholds(db)).map(view);
    },

    /** Sets one tax year's threshold (a new row or a changed one), audited with the reason. */
    async change(
      actor: AuditActor,
      taxYear: number,
      change: TTaxThresholdChange,
    ): Promise<TTaxThreshold> {
      return inTransaction(db, async ({ tx }) => {
        const own = await repo.lockYear(tx, taxYear);
        const inForce = own ?? (await repo.thresholdRowFor(tx, taxYear));
        const saved = await repo.saveThreshold(tx, {
          taxYear,
          thresholdCents: change.thresholdCents,
          updatedByStaffId: actor.staffId,
        });
        await audit.record(tx, actor, {
          action: 'tax.threshold.change',
          target: `tax-threshold:${taxYear}`,
          before: {
            thresholdCents: inForce?.thresholdCents ?? null,
            // The year had no row of its own: it took this earlier year's.
            ...(own ? {} : { fromYear: inForce?.taxYear ?? null }),
          },
          after: { thresholdCents: saved.thresholdCents },
          detail: { reason: change.reason },
        });
        return view(saved);
      });
    },
  };
}

export type TaxService = ReturnType<typeof createTaxService>;
