import { useState } from 'react';
import {
  LEDGER_ACCOUNTS,
  type TLedgerAccount,
  type TLedgerEntry,
} from '@app/contracts/players-admin';
import { CursorTable, useCursorPages, type CursorColumns } from '../../../components/cursor-table';
import { formatCoins, formatTime } from '../../../lib/format';
import { useLedger } from '../players-api';

export const ACCOUNT_LABELS: Record<TLedgerAccount, string> = {
  GC: 'GC',
  SC_UNPLAYED: 'SC unplayed',
  SC_REDEEMABLE: 'SC redeemable',
};

const columns: CursorColumns<TLedgerEntry> = [
  { accessorKey: 'at', header: 'Time', cell: ({ getValue }) => formatTime(String(getValue())) },
  { accessorKey: 'id', header: 'Transfer' },
  { accessorKey: 'operation', header: 'Operation' },
  { accessorKey: 'kind', header: 'Kind' },
  {
    accessorKey: 'account',
    header: 'Account',
    cell: ({ row }) => ACCOUNT_LABELS[row.original.account],
  },
  {
    accessorKey: 'amount',
    header: 'Amount',
    cell: ({ row }) => (
      <span className={row.original.amount < 0 ? 'amount debit' : 'amount credit'}>
        {row.original.amount > 0 ? '+' : ''}
        {formatCoins(row.original.amount)}
      </span>
    ),
  },
  {
    accessorKey: 'balanceAfter',
    header: 'Balance after',
    cell: ({ row }) => <span className="amount">{formatCoins(row.original.balanceAfter)}</span>,
  },
  { accessorKey: 'reference', header: 'Reference', cell: ({ getValue }) => getValue() ?? '—' },
];

/** Every transfer of the player, newest first, with the balance of its account after it. */
export function LedgerTab({ userId }: { userId: number }) {
  const [account, setAccount] = useState<TLedgerAccount | ''>('');
  const [kind, setKind] = useState('');
  const pages = useCursorPages();
  const ledger = useLedger(userId, {
    account: account || undefined,
    kind: kind.trim() || undefined,
    beforeId: pages.beforeId,
  });
  return (
    <section aria-label="Ledger">
      <div className="list-filters">
        <div className="field">
          <label htmlFor="ledger-account">Account</label>
          <select
            id="ledger-account"
            value={account}
            onChange={(event) => {
              setAccount(event.target.value as TLedgerAccount | '');
              pages.reset();
            }}
          >
            <option value="">All accounts</option>
            {LEDGER_ACCOUNTS.map((value) => (
              <option key={value} value={value}>
                {ACCOUNT_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="ledger-kind">Kind</label>
          <input
            id="ledger-kind"
            placeholder="bet, win, purchase…"
            value={kind}
            onChange={(event) => {
              setKind(event.target.value);
              pages.reset();
            }}
          />
        </div>
      </div>
      {ledger.isError && (
        <p className="form-error" role="alert">
          {ledger.error.message}
        </p>
      )}
      <CursorTable
        caption="Ledger"
        columns={columns}
        rows={ledger.data?.rows ?? []}
        nextBeforeId={ledger.data?.nextBeforeId}
        pages={pages}
        isFetching={ledger.isFetching}
        emptyText={ledger.isPending ? 'Loading…' : 'No transfer.'}
      />
    </section>
  );
}
