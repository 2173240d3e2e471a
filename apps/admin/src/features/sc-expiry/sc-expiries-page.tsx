import { Link } from 'react-router';
import { useMemo, useState } from 'react';
import {
  SC_EXPIRY_STATUSES,
  SC_EXPIRY_STATUS_LABELS,
  type TScExpiry,
  type TScExpiryStatus,
} from '@app/contracts/sc-expiry';
import type { TStaffMember } from '@app/contracts/staff-auth';
import { ListTable, useListState, type ServerColumns } from '../../components/data-table';
import '../../components/data-table.css';
import '../../components/list-page.css';
import { formatCoins, formatTime } from '../../lib/format';
import { useStaffSession } from '../../lib/staff-session';
import { useScExpiryList } from './get-sc-expiries';
import { ApproveReversalDialog, AskReversalDialog, RejectReversalDialog } from './reversal-dialogs';
import { reversalActions } from './reversal-actions';
import './sc-expiry.css';

type Action = { mode: 'ask' | 'approve' | 'reject'; expiry: TScExpiry };

function columnsFor(
  member: TStaffMember | undefined,
  act: (action: Action) => void,
): ServerColumns<TScExpiry> {
  return [
    {
      accessorKey: 'expiredAt',
      header: 'Expired',
      enableSorting: false,
      cell: ({ row }) => formatTime(row.original.expiredAt),
    },
    {
      accessorKey: 'userId',
      header: 'Player',
      enableSorting: false,
      cell: ({ row }) => (
        <Link to={`/players/${row.original.userId}`}>
          {row.original.username} (#{row.original.userId})
        </Link>
      ),
    },
    {
      accessorKey: 'scUnplayed',
      header: 'Unplayed SC',
      enableSorting: false,
      cell: ({ row }) => (
        <span className="sc-expiry-amount">{formatCoins(row.original.scUnplayed)}</span>
      ),
    },
    {
      accessorKey: 'scRedeemable',
      header: 'Redeemable SC',
      enableSorting: false,
      cell: ({ row }) => (
        <span className="sc-expiry-amount">{formatCoins(row.original.scRedeemable)}</span>
      ),
    },
    {
      accessorKey: 'lastActivityAt',
      header: 'Last play or sign-in',
      enableSorting: false,
      cell: ({ row }) => formatTime(row.original.lastActivityAt),
    },
    {
      accessorKey: 'warnedAt',
      header: 'Warned',
      enableSorting: false,
      cell: ({ row }) => formatTime(row.original.warnedAt),
    },
    {
      accessorKey: 'status',
      header: 'Status',
      enableSorting: false,
      cell: ({ row }) => (
        <span className={`sc-expiry-status-${row.original.status.toLowerCase()}`}>
          {SC_EXPIRY_STATUS_LABELS[row.original.status]}
        </span>
      ),
    },
    {
      id: 'reversal',
      header: 'Reversal asked / approved by',
      enableSorting: false,
      cell: ({ row }) => {
        const reversal = row.original.reversal;
        if (!reversal) return '—';
        return (
          <span className="sc-expiry-clip" title={`Reason: ${reversal.reason}`}>
            {reversal.requestedBy.email}
            {reversal.approvedBy ? ` / ${reversal.approvedBy.email}` : ''}
          </span>
        );
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => {
        const may = member ? reversalActions(member, row.original) : null;
        if (may?.ask)
          return (
            <button
              type="button"
              className="button-quiet"
              onClick={() => act({ mode: 'ask', expiry: row.original })}
            >
              Ask to reverse
            </button>
          );
        if (may?.decide)
          return (
            <span className="row-actions">
              <button
                type="button"
                className="button-primary"
                onClick={() => act({ mode: 'approve', expiry: row.original })}
              >
                Approve
              </button>
              <button
                type="button"
                className="button-quiet"
                onClick={() => act({ mode: 'reject', expiry: row.original })}
              >
                Reject
              </button>
            </span>
          );
        return null;
      },
    },
  ];
}

/**
 * /admin/sc-expiries (decision 054): the Sweeps Coins that expired after inactivity, newest
 * first. One member asks for a reversal with a reason; another approves or rejects it.
 */
export function ScExpiriesPage() {
  const session = useStaffSession();
  const listState = useListState({ id: 'expiredAt', desc: true });
  const { pagination, toFirstPage } = listState;
  const [status, setStatus] = useState<TScExpiryStatus | ''>('');
  const [player, setPlayer] = useState('');
  const [action, setAction] = useState<Action>();
  const playerId = /^\d{1,9}$/.test(player.trim()) ? Number(player.trim()) : undefined;
  const list = useScExpiryList({
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
    status: status || undefined,
    userId: playerId || undefined,
  });
  const columns = useMemo(() => columnsFor(session.data, setAction), [session.data]);
  const close = () => setAction(undefined);
  const rule = list.data;

  return (
    <div className="list-page sc-expiries-page">
      <div className="list-page-heading">
        <h1>SC expiries</h1>
      </div>
      <p className="field-hint">
        {rule
          ? `A player's Sweeps Coins expire after ${rule.inactiveDays} days without play or sign-in. They are emailed ${rule.noticeDays} days before, and always get at least that much notice.`
          : "A player's Sweeps Coins expire after a period without play or sign-in, always after an email warning."}{' '}
        A reversal gives back exactly what expired, once a second member approves it.
      </p>
      <div className="list-page-filters" role="search">
        <div className="field">
          <label htmlFor="sc-expiries-status">Status</label>
          <select
            id="sc-expiries-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as TScExpiryStatus | '');
              toFirstPage();
            }}
          >
            <option value="">All</option>
            {SC_EXPIRY_STATUSES.map((value) => (
              <option key={value} value={value}>
                {SC_EXPIRY_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="sc-expiries-player">Player id</label>
          <input
            id="sc-expiries-player"
            inputMode="numeric"
            value={player}
            onChange={(event) => {
              setPlayer(event.target.value);
              toFirstPage();
            }}
          />
        </div>
      </div>
      <ListTable
        caption="Sweeps Coins expired after inactivity"
        columns={columns}
        list={list}
        state={listState}
        emptyText="No expiry matches."
      />
      {action?.mode === 'ask' && <AskReversalDialog expiry={action.expiry} onClose={close} />}
      {action?.mode === 'approve' && (
        <ApproveReversalDialog expiry={action.expiry} onClose={close} />
      )}
      {action?.mode === 'reject' && <RejectReversalDialog expiry={action.expiry} onClose={close} />}
    </div>
  );
}
