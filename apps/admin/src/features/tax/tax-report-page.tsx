import { useState } from 'react';
import { Link } from 'react-router';
import { TAX_THRESHOLD_CENTS } from '@app/contracts/redemptions';
import type { TTaxReportRow } from '@app/contracts/redemptions-admin';
import {
  DataTable,
  type PaginationState,
  type ServerColumns,
  type SortingState,
} from '../../components/data-table';
import { formatUsd } from '../../lib/format';
import { taxReportCsvUrl, useTaxReport } from './tax-api';
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

/** /admin/tax (tax.report): who reached the yearly 1099-MISC threshold, with a CSV export. */
export function TaxReportPage() {
  const years = reportYears();
  const [year, setYear] = useState(years[0] ?? new Date().getFullYear());
  const report = useTaxReport(year);
  const rows = report.data ?? [];
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
        Players whose redemptions in the calendar year reached {formatUsd(TAX_THRESHOLD_CENTS)}:
        each needs a 1099-MISC.
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
    </div>
  );
}
