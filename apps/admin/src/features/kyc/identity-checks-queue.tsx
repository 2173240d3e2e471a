import { Link } from 'react-router';
import type { TIdentityCheck } from '@app/contracts/kyc-admin';
import { CursorTable, useCursorPages, type CursorColumns } from '../../components/cursor-table';
import { formatTime } from '../../lib/format';
import { useIdentityChecks } from './kyc-api';
import { IdentityCheckActions } from './identity-check-actions';
import { IDENTITY_WIDGET_STATUS_LABELS } from './kyc-labels';

export const identityCheckColumns: CursorColumns<TIdentityCheck> = [
  {
    accessorKey: 'createdAt',
    header: 'Started',
    cell: ({ getValue }) => formatTime(String(getValue())),
  },
  {
    accessorKey: 'username',
    header: 'Player',
    cell: ({ row }) => <Link to={`/players/${row.original.userId}`}>{row.original.username}</Link>,
  },
  {
    accessorKey: 'outcome',
    header: 'Provider outcome',
    cell: ({ getValue }) => String(getValue() ?? '—'),
  },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ row }) => IDENTITY_WIDGET_STATUS_LABELS[row.original.status],
  },
  {
    id: 'review',
    header: 'Reviewed',
    cell: ({ row }) =>
      row.original.reviewedBy ? (
        <span className="cell-clip" title={row.original.reason ?? undefined}>
          {row.original.reviewedBy}
          {row.original.reason ? ` · ${row.original.reason}` : ''}
        </span>
      ) : (
        '—'
      ),
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <IdentityCheckActions check={row.original} />,
  },
];

/** Identity-widget results the provider could not decide: compliance approves or declines. */
export function IdentityChecksQueue() {
  const pages = useCursorPages<string>();
  const checks = useIdentityChecks('NEEDS_REVIEW', pages.beforeId);
  return (
    <section className="kyc-queue" aria-labelledby="kyc-checks-heading">
      <h2 id="kyc-checks-heading">Identity checks needing review</h2>
      {checks.isError && (
        <p className="form-error" role="alert">
          {checks.error.message}
        </p>
      )}
      <CursorTable
        caption="Identity checks needing review"
        columns={identityCheckColumns}
        rows={checks.data?.rows ?? []}
        nextBeforeId={checks.data?.nextCursor}
        pages={pages}
        isFetching={checks.isFetching}
        emptyText={checks.isPending ? 'Loading…' : 'No identity check waits for review.'}
      />
    </section>
  );
}
