import type { TPlayerPurchase } from '@app/contracts/players-admin';
import { CursorTable, useCursorPages, type CursorColumns } from '../../../components/cursor-table';
import { formatCoins, formatTime, formatUsd } from '../../../lib/format';
import { usePurchases } from '../players-api';

const columns: CursorColumns<TPlayerPurchase> = [
  { accessorKey: 'at', header: 'Time', cell: ({ getValue }) => formatTime(String(getValue())) },
  { accessorKey: 'referenceId', header: 'Reference' },
  { accessorKey: 'packageId', header: 'Package' },
  {
    accessorKey: 'method',
    header: 'Method',
    cell: ({ row }) =>
      `${row.original.provider} · ${row.original.method}${row.original.cardLast4 ? ` ····${row.original.cardLast4}` : ''}`,
  },
  {
    accessorKey: 'amountCents',
    header: 'Amount',
    cell: ({ row }) => formatUsd(row.original.amountCents),
  },
  {
    id: 'credited',
    header: 'Credited',
    cell: ({ row }) =>
      row.original.creditedGc === null
        ? '—'
        : `${formatCoins(row.original.creditedGc)} GC + ${formatCoins(row.original.creditedSc ?? 0)} SC`,
  },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ row }) => (
      <span title={row.original.failureReason ?? undefined}>{row.original.status}</span>
    ),
  },
];

/** Purchases and refunds, newest first. */
export function PurchasesTab({ userId }: { userId: number }) {
  const pages = useCursorPages();
  const purchases = usePurchases(userId, pages.beforeId);
  return (
    <section aria-label="Purchases">
      <CursorTable
        caption="Purchases"
        columns={columns}
        rows={purchases.data?.rows ?? []}
        nextBeforeId={purchases.data?.nextBeforeId}
        pages={pages}
        isFetching={purchases.isFetching}
        emptyText={purchases.isPending ? 'Loading…' : 'No purchase.'}
      />
    </section>
  );
}
