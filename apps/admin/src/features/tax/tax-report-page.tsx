import { useState } from 'react';
import { Link } from 'react-router';
import type { TTaxReportRow } from '@app/contracts/redemptions-admin';
import {
  DataTable,
  type PaginationState,
  type ServerColumns,
  type SortingState,
} from '../../components/data-table';
import { formatUsd } from '../../lib/format';
import { taxReportCsvUrl, useTaxReport } from './tax-api';
import { TaxThresholdsSection } from './tax-thresholds-section';
import { reportYears } from './tax-years';
import './tax.css';

const columns: ServerColumns<TTaxReportRow> = [
  {
    accessorKey: 'username',
    header: 'Player',
    enableSorting: false,
    cell: ({ row }) => (
      <Link to={`/players/${row.original.userId}`}>
        {row.original.username} <span className="muted">#{row.original.userId}</span>
      </Link>
    ),
  },
  { accessorKey: 'fullName', header: 'Name', enableSorting: false },
  {
    accessorKey: 'ssn',
    header: 'SSN',
    enableSorting: false,
    cell: ({ row }) => row.original.ssn ?? <span className="form-error">Missing</span>,
  },
  {
    accessorKey: 'redeemedTotal',
    header: 'Redeemed',
    enableSorting: false,
    cell: ({ row }) => <span className="amount">{formatUsd(row.original.redeemedTotal)}</span>,
  },
  { accessorKey: 'redemptionCount', header: 'Redemptions', enableSorting: false },
];

const NO_SORTING: SortingState = [];
const ignore = () => undefined;

/**
 * /admin/tax (tax.report): who reached the tax year's 1099-MISC threshold, with a CSV export,
 * and the thresholds by year (decision 051).
 */
export function TaxReportPage() {
  const years = reportYears();
  const [year, setYear] = useState(years[0] ?? new Date().getFullYear());
  const report = useTaxReport(year);
  const shown = report.data;
  const rows = shown?.rows ?? [];
  // The previous year's answer stays on screen while the next loads: not its threshold.
  const applied = shown?.taxYear === year ? shown.thresholdCents : null;
  const onePage: PaginationState = { pageIndex: 0, pageSize: Math.max(rows.length, 1) };
  return (
    <div className="tax-page">
      <div className="page-heading">
        <h1>Tax report</h1>
        <a className="button-quiet" href={taxReportCsvUrl(year)} download>
          Download CSV
        </a>
      </div>
      <p className="muted">
        Players whose redemptions paid in the tax year (1 January to 1 January, US Eastern time)
        reached that year’s threshold: each needs a 1099-MISC.
      </p>
      <div className="list-filters">
        <div className="field">
          <label htmlFor="tax-year">Year</label>
          <select
            id="tax-year"
            value={year}
            onChange={(event) => setYear(Number(event.target.value))}
          >
            {years.map((option) => (
              <option key={option} value={option}>
                {option}
              </option>
            ))}
          </select>
        </div>
      </div>
      {applied !== null && (
        <p className="tax-threshold-applied">
          Threshold applied: <strong>{formatUsd(applied)}</strong>
        </p>
      )}
      {report.isError && (
        <p className="form-error" role="alert">
          {report.error.message}
        </p>
      )}
      <DataTable
        caption={`Players over the tax threshold in ${year}`}
        columns={columns}
        rows={rows}
        rowCount={rows.length}
        sorting={NO_SORTING}
        onSortingChange={ignore}
        pagination={onePage}
        onPaginationChange={ignore}
        isFetching={report.isFetching}
        emptyText={report.isPending ? 'Loading…' : `No player reached the threshold in ${year}.`}
      />
      <TaxThresholdsSection />
    </div>
  );
}
