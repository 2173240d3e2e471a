import { Link } from 'react-router';
import { useMemo, useState } from 'react';
import {
  DISPUTE_DEBT_STATUSES,
  DISPUTE_DEBT_STATUS_LABELS,
  DISPUTE_STATUSES,
  DISPUTE_STATUS_LABELS,
  type TDispute,
  type TDisputeDebtStatus,
  type TDisputeStatus,
} from '@app/contracts/disputes';
import type { TStaffMember } from '@app/contracts/staff-auth';
import { ListTable, useListState, type ServerColumns } from '../../components/data-table';
import '../../components/data-table.css';
import '../../components/list-page.css';
import { formatCoins, formatTime, formatUsd } from '../../lib/format';
import { useStaffSession } from '../../lib/staff-session';
import { debtActions } from './debt-actions';
import { DebtActionDialog } from './dispute-dialogs';
import { useDisputeList } from './get-disputes';
import './disputes.css';

type Action = { mode: 'collect' | 'waive'; dispute: TDispute };

const coinsText = (gc: number, sc: number) => `${formatCoins(gc)} GC / ${formatCoins(sc)} SC`;

function columnsFor(
  member: TStaffMember | undefined,
  act: (action: Action) => void,
): ServerColumns<TDispute> {
  return [
    {
      accessorKey: 'openedAt',
      header: 'Opened',
      enableSorting: false,
      cell: ({ row }) => formatTime(row.original.openedAt),
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
      accessorKey: 'referenceId',
      header: 'Purchase',
      enableSorting: false,
      cell: ({ row }) => (
        <span title={row.original.reason ?? undefined}>
          {row.original.referenceId} ({row.original.provider}),{' '}
          {formatUsd(row.original.amountCents)}
        </span>
      ),
    },
    {
      id: 'reversed',
      header: 'Reversed',
      enableSorting: false,
      cell: ({ row }) => {
        const { gc, scUnplayed, scRedeemable } = row.original.reversed;
        return (
          <span
            className="dispute-amount"
            title={`Unplayed SC ${formatCoins(scUnplayed)}, redeemable SC ${formatCoins(scRedeemable)}`}
          >
            {coinsText(gc, scUnplayed + scRedeemable)}
          </span>
        );
      },
    },
    {
      id: 'debt',
      header: 'Debt (owed now)',
      enableSorting: false,
      cell: ({ row }) => {
        const { debt } = row.original;
        if (debt.status === 'NONE') return '—';
        return (
          <span className="dispute-amount">
            {coinsText(debt.gc, debt.sc)}
            {debt.status === 'OPEN' ? ` (${coinsText(debt.owedGc, debt.owedSc)})` : ''}
          </span>
        );
      },
    },
    {
      accessorKey: 'status',
      header: 'Dispute',
      enableSorting: false,
      cell: ({ row }) => (
        <span className={`dispute-status-${row.original.status.toLowerCase()}`}>
          {DISPUTE_STATUS_LABELS[row.original.status]}
        </span>
      ),
    },
    {
      id: 'debtStatus',
      header: 'Debt status',
      enableSorting: false,
      cell: ({ row }) => {
        const { debt } = row.original;
        return (
          <span
            className={`dispute-debt-${debt.status.toLowerCase()}`}
            title={debt.closedBy ? `${debt.closedBy.email}: ${debt.closeReason ?? ''}` : undefined}
          >
            {DISPUTE_DEBT_STATUS_LABELS[debt.status]}
          </span>
        );
      },
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) => {
        const may = member ? debtActions(member, row.original) : null;
        if (!may?.collect && !may?.waive) return null;
        return (
          <span className="row-actions">
            {may.collect && (
              <button
                type="button"
                className="button-primary"
                onClick={() => act({ mode: 'collect', dispute: row.original })}
              >
                Collect
              </button>
            )}
            {may.waive && (
              <button
                type="button"
                className="button-quiet"
                onClick={() => act({ mode: 'waive', dispute: row.original })}
              >
                Waive
              </button>
            )}
          </span>
        );
      },
    },
  ];
}

/**
 * /admin/disputes (decision 055): the finance queue of chargebacks, newest first. Each case shows
 * the purchase, what the chargeback reversed and what the player still owes; finance collects the
 * debt from the player's balances or waives it, with a reason. The account stays restricted until
 * compliance lifts it on the player's page.
 */
export function DisputesPage() {
  const session = useStaffSession();
  const listState = useListState({ id: 'openedAt', desc: true });
  const { pagination, toFirstPage } = listState;
  const [status, setStatus] = useState<TDisputeStatus | ''>('');
  const [debtStatus, setDebtStatus] = useState<TDisputeDebtStatus | ''>('');
  const [player, setPlayer] = useState('');
  const [action, setAction] = useState<Action>();
  const playerId = /^\d{1,9}$/.test(player.trim()) ? Number(player.trim()) : undefined;
  const list = useDisputeList({
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
    status: status || undefined,
    debtStatus: debtStatus || undefined,
    userId: playerId || undefined,
  });
  const columns = useMemo(() => columnsFor(session.data, setAction), [session.data]);

  return (
    <div className="list-page disputes-page">
      <div className="list-page-heading">
        <h1>Disputes</h1>
      </div>
      <p className="field-hint">
        A chargeback takes the purchase’s coins back: GC, then unplayed SC before redeemable SC.
        What was already played is owed, and the player cannot redeem until it is collected, waived
        or the dispute is won. The account is restricted pending review.
      </p>
      <div className="list-page-filters" role="search">
        <div className="field">
          <label htmlFor="disputes-status">Dispute</label>
          <select
            id="disputes-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as TDisputeStatus | '');
              toFirstPage();
            }}
          >
            <option value="">All</option>
            {DISPUTE_STATUSES.map((value) => (
              <option key={value} value={value}>
                {DISPUTE_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="disputes-debt-status">Debt</label>
          <select
            id="disputes-debt-status"
            value={debtStatus}
            onChange={(event) => {
              setDebtStatus(event.target.value as TDisputeDebtStatus | '');
              toFirstPage();
            }}
          >
            <option value="">All</option>
            {DISPUTE_DEBT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {DISPUTE_DEBT_STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="disputes-player">Player id</label>
          <input
            id="disputes-player"
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
        caption="Chargebacks and disputes"
        columns={columns}
        list={list}
        state={listState}
        emptyText="No dispute matches."
      />
      {action && (
        <DebtActionDialog
          dispute={action.dispute}
          mode={action.mode}
          onClose={() => setAction(undefined)}
        />
      )}
    </div>
  );
}
