import type { TTaxReport, TTaxReportRow } from '@app/contracts/redemptions-admin';
import type { Db } from '../../db/database';
import type { AuditActor, AuditService } from '../audit/audit.service';
import type { TaxYearRules } from './redemption-w9';
import * as repo from './redemptions.repository';

/** Masked SSNs of players (the KYC module holds them; the last four at most). */
export type MaskedSsnLookup = (userId: number) => Promise<string | null>;

const CSV_HEADER = [
  'taxYear',
  'thresholdApplied',
  'userId',
  'username',
  'fullName',
  'ssn',
  'redeemedTotal',
  'redemptionCount',
];

/** One CSV field: quoted, quotes doubled, and a leading =, +, - or @ defused (spreadsheet formulas). */
const csvField = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

const dollars = (cents: number) => (cents / 100).toFixed(2);

/**
 * The yearly tax-threshold report (1099-MISC, decision 051): players whose PAID redemptions in
 * the tax year (1 January to 1 January, US Eastern time) reached that year's threshold (the
 * tax module's table). The answer and every CSV row state the threshold applied. Reading it is
 * audited: it lists personal data.
 */
export function createTaxReportService(deps: {
  db: Db;
  audit: AuditService;
  tax: TaxYearRules;
  maskedSsn: MaskedSsnLookup;
}) {
  const { db, audit, tax, maskedSsn } = deps;

  async function build(year: number): Promise<TTaxReport> {
    const rule = await tax.ruleForYear(year, db);
    const found = await repo.taxThresholdRows(db, rule.from, rule.to, rule.thresholdCents);
    const rows: TTaxReportRow[] = await Promise.all(
      found.map(async (r) => ({
        userId: r.userId,
        username: r.username,
        fullName: [r.firstName, r.lastName].filter(Boolean).join(' '),
        ssn: await maskedSsn(r.userId),
        redeemedTotal: Number(r.total),
        redemptionCount: r.n,
      })),
    );
    return { taxYear: year, thresholdCents: rule.thresholdCents, rows };
  }

  return {
    async report(actor: AuditActor, year: number, format: 'json' | 'csv'): Promise<TTaxReport> {
      const report = await build(year);
      await audit.record(db, actor, {
        action: 'tax.report',
        target: `tax:${year}`,
        detail: { year, format, thresholdCents: report.thresholdCents, rows: report.rows.length },
      });
      return report;
    },

    /** The report as CSV: each row names the tax year and the threshold applied (dollars). */
    toCsv(report: TTaxReport): string {
      const lines = report.rows.map((r) =>
        [
          report.taxYear,
          dollars(report.thresholdCents),
          r.userId,
          r.username,
          r.fullName,
          r.ssn,
          dollars(r.redeemedTotal),
          r.redemptionCount,
        ]
          .map(csvField)
          .join(','),
      );
      return [CSV_HEADER.join(','), ...lines].join('\r\n') + '\r\n';
    },
  };
}

export type TaxReportService = ReturnType<typeof createTaxReportService>;
