import { TAX_THRESHOLD_CENTS } from '@app/contracts/redemptions';
import type { TTaxReportRow } from '@app/contracts/redemptions-admin';
import type { Db } from '../../db/database';
import type { AuditActor, AuditService } from '../audit/audit.service';
import * as repo from './redemptions.repository';

/** Masked SSNs of players (the KYC module holds them; the last four at most). */
export type MaskedSsnLookup = (userId: number) => Promise<string | null>;

const CSV_HEADER = ['userId', 'username', 'fullName', 'ssn', 'redeemedTotal', 'redemptionCount'];

/** One CSV field: quoted, quotes doubled, and a leading =, +, - or @ defused (spreadsheet formulas). */
const csvField = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  const safe = /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/**
 * The yearly tax-threshold report (1099-MISC): players whose PAID redemptions in the calendar
 * year (UTC) reached TAX_THRESHOLD_CENTS. Reading it is audited: it lists personal data.
 */
export function createTaxReportService(deps: {
  db: Db;
  audit: AuditService;
  maskedSsn: MaskedSsnLookup;
}) {
  const { db, audit, maskedSsn } = deps;

  async function rows(year: number): Promise<TTaxReportRow[]> {
    const from = new Date(Date.UTC(year, 0, 1));
    const to = new Date(Date.UTC(year + 1, 0, 1));
    const found = await repo.taxThresholdRows(db, from, to, TAX_THRESHOLD_CENTS);
    return Promise.all(
      found.map(async (r) => ({
        userId: r.userId,
        username: r.username,
        fullName: [r.firstName, r.lastName].filter(Boolean).join(' '),
        ssn: await maskedSsn(r.userId),
        redeemedTotal: Number(r.total),
        redemptionCount: r.n,
      })),
    );
  }

  return {
    async report(actor: AuditActor, year: number, format: 'json' | 'csv') {
      const report = await rows(year);
      await audit.record(db, actor, {
        action: 'tax.report',
        target: `tax:${year}`,
        detail: { year, format, rows: report.length },
      });
      return report;
    },

    toCsv(report: TTaxReportRow[]): string {
      const lines = report.map((r) =>
        [
          r.userId,
          r.username,
          r.fullName,
          r.ssn,
          (r.redeemedTotal / 100).toFixed(2),
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
