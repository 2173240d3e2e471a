import { Link } from 'react-router';
import type { TIdentityCheck } from '@app/contracts/kyc-admin';
import { CursorTable, useCursorPages, type CursorColumns } from '../../components/cursor-table';
import { formatTime } from '../../lib/format';
import { useIdentityChecks } from './kyc-api';
import { IdentityCheckActions } from './identity-check-actions';

/** The list holds only checks waiting for review: no status or reviewer column to show. */
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
