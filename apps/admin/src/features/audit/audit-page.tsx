import { useState } from 'react';
import { Link } from 'react-router';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { auditAmountFields, auditValueText } from '@app/contracts/audit-amounts';
import type { TAuditEntry } from '@app/contracts/staff-admin';
import { CursorTable, useCursorPages, type CursorColumns } from '../../components/cursor-table';
import { apiRequest, buildUrl } from '../../lib/api-client';
import { formatTime } from '../../lib/format';
import './audit.css';

interface AuditFilters {
  staffId: string;
  playerId: string;
  action: string;
  from: string;
  to: string;
}

const EMPTY: AuditFilters = { staffId: '', playerId: '', action: '', from: '', to: '' };

/** Dates of the form become the instants the server filters on (start of `from`, end of `to`). */
function toQuery(filters: AuditFilters) {
  return {
    staffId: filters.staffId.trim() || undefined,
    playerId: filters.playerId.trim() || undefined,
    action: filters.action.trim() || undefined,
    from: filters.from ? new Date(`${filters.from}T00:00:00`).toISOString() : undefined,
    to: filters.to ? new Date(`${filters.to}T23:59:59.999`).toISOString() : undefined,
  };
}

/** A before, after or detail value with the action's money fields shown as amounts (1,234.56). */
const change = (entry: TAuditEntry, value: unknown) =>
  auditValueText(value, auditAmountFields(entry.action));

function columnsFor(filterBy: (name: keyof AuditFilters, value: string) => void) {
  const columns: CursorColumns<TAuditEntry> = [
    { accessorKey: 'at', header: 'Time', cell: ({ getValue }) => formatTime(String(getValue())) },
    {
      accessorKey: 'staffEmail',
      header: 'Staff member',
      cell: ({ row }) =>
        row.original.staffId === null ? (
          row.original.staffEmail
        ) : (
          <button
            type="button"
            className="link-button"
            title="Only this member"
            onClick={() => filterBy('staffId', String(row.original.staffId))}
          >
            {row.original.staffEmail}
          </button>
        ),
    },
    { accessorKey: 'ip', header: 'IP' },
    {
      accessorKey: 'action',
      header: 'Action',
      cell: ({ row }) => (
        <button
          type="button"
          className="link-button"
          title="Only this action"
          onClick={() => filterBy('action', row.original.action)}
        >
          {row.original.action}
        </button>
      ),
    },
    {
      accessorKey: 'playerId',
      header: 'Player',
      cell: ({ getValue }) =>
        getValue() === null ? (
          ''
        ) : (
          <Link to={`/players/${String(getValue())}`}>#{String(getValue())}</Link>
        ),
    },
    { accessorKey: 'target', header: 'Target' },
    {
      id: 'change',
      header: 'Before → after',
      cell: ({ row }) => (
        <span className="audit-change" title={change(row.original, row.original.detail)}>
          {change(row.original, row.original.before)}
          {row.original.after !== null ? ` → ${change(row.original, row.original.after)}` : ''}
        </span>
      ),
    },
  ];
  return columns;
}

/** /admin/audit: every staff action and view of personal data; searchable and exportable. */
export function AuditPage() {
  const [filters, setFilters] = useState<AuditFilters>(EMPTY);
  const pages = useCursorPages();
  const query = toQuery(filters);
  const audit = useQuery({
    queryKey: ['audit', query, pages.beforeId],
    queryFn: ({ signal }) =>
      apiRequest<{ rows: TAuditEntry[]; nextBeforeId: number | null }>('/admin/audit', {
        query: { ...query, beforeId: pages.beforeId },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
  const filterBy = (name: keyof AuditFilters, value: string) => {
    setFilters((current) => ({ ...current, [name]: value }));
    pages.reset();
  };
  const field = (name: keyof AuditFilters, label: string, type = 'text', placeholder = '') => (
    <div className="field">
      <label htmlFor={`audit-${name}`}>{label}</label>
      <input
        id={`audit-${name}`}
        type={type}
        placeholder={placeholder}
        value={filters[name]}
        onChange={(event) => filterBy(name, event.target.value)}
      />
    </div>
  );
  return (
    <div className="audit-page">
      <div className="page-heading">
        <h1>Audit log</h1>
        <a className="button-quiet" href={buildUrl('/admin/audit.csv', query)} download>
          Export CSV
        </a>
      </div>
      <div className="list-filters audit-filters" role="search">
        {field('action', 'Action', 'text', 'player. or adjustment.approve')}
        {field('playerId', 'Player id', 'text')}
        {field('staffId', 'Staff id', 'text')}
        {field('from', 'From', 'date')}
        {field('to', 'To', 'date')}
        <button
          type="button"
          className="button-quiet"
          onClick={() => {
            setFilters(EMPTY);
            pages.reset();
          }}
        >
          Clear
        </button>
      </div>
      {audit.isError && (
        <p className="form-error" role="alert">
          {audit.error.message}
        </p>
      )}
      <CursorTable
        caption="Audit log"
        columns={columnsFor(filterBy)}
        rows={audit.data?.rows ?? []}
        nextBeforeId={audit.data?.nextBeforeId}
        pages={pages}
        isFetching={audit.isFetching}
        emptyText={audit.isPending ? 'Loading…' : 'No entry matches.'}
      />
    </div>
  );
}
