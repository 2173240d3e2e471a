import { Link } from 'react-router';
import { useMemo, useState } from 'react';
import {
  ADJUSTMENT_REASON_LABELS,
  ADJUSTMENT_STATUSES,
  type TAdjustment,
  type TAdjustmentSortField,
  type TAdjustmentStatus,
} from '@app/contracts/adjustments';
import type { TStaffMember } from '@app/contracts/staff-auth';
import { ListTable, useListState, type ServerColumns } from '../../components/data-table';
import { useStaffSession } from '../../lib/staff-session';
import { accountLabel, signedAmount } from './adjustment-labels';
import { canDecide } from './can-decide';
import { ApproveDialog, RejectDialog } from './decision-dialog';
import { useAdjustmentList } from './get-adjustments';
import { ThresholdSetting } from './threshold-setting';
import './adjustments.css';

type Decision = { mode: 'approve' | 'reject'; adjustment: TAdjustment };

const STATUS_LABELS: Record<TAdjustmentStatus, string> = {
  PENDING: 'Pending',
  APPLIED: 'Applied',
  REJECTED: 'Rejected',
};

function columnsFor(
  member: TStaffMember | undefined,
  decide: (decision: Decision) => void,
): ServerColumns<TAdjustment> {
  return [
    {
      accessorKey: 'requestedAt',
      header: 'Asked',
      cell: ({ getValue }) =>
        new Date(String(getValue())).toLocaleString(undefined, {
          dateStyle: 'short',
          timeStyle: 'short',
        }),
    },
    {
      accessorKey: 'userId',
      header: 'Player',
      enableSorting: false,
      cell: ({ getValue }) => (
        <Link to={`/players/${String(getValue())}`}>#{String(getValue())}</Link>
      ),
    },
    {
      accessorKey: 'account',
      header: 'Account',
      enableSorting: false,
      cell: ({ row }) => accountLabel(row.original),
    },
    {
      accessorKey: 'amount',
      header: 'Amount',
      cell: ({ row }) => <span className="amount">{signedAmount(row.original)}</span>,
    },
    {
      accessorKey: 'reason',
      header: 'Reason',
      enableSorting: false,
      cell: ({ row }) => ADJUSTMENT_REASON_LABELS[row.original.reason],
    },
    {
      accessorKey: 'comment',
      header: 'Comment',
      enableSorting: false,
      cell: ({ row }) => (
        <span className="cell-clip" title={row.original.comment}>
          {row.original.comment}
        </span>
      ),
    },
    {
      accessorKey: 'status',
      header: 'Status',
      enableSorting: false,
      cell: ({ row }) => (
        <span className={`status status-${row.original.status.toLowerCase()}`}>
          {STATUS_LABELS[row.original.status]}
        </span>
      ),
    },
    {
      id: 'people',
      header: 'Asked / decided by',
      enableSorting: false,
      cell: ({ row }) => (
        <span
          className="cell-clip"
          title={[
            `Asked by ${row.original.requestedBy.email}`,
            row.original.decidedBy && `decided by ${row.original.decidedBy.email}`,
            row.original.decisionComment,
          ]
            .filter(Boolean)
            .join(' · ')}
        >
          {row.original.requestedBy.email}
          {row.original.decidedBy ? ` / ${row.original.decidedBy.email}` : ''}
        </span>
      ),
    },
    {
      id: 'actions',
      header: 'Actions',
      enableSorting: false,
      cell: ({ row }) =>
        member && canDecide(member, row.original) ? (
          <span className="row-actions">
            <button
              type="button"
              className="button-primary"
              onClick={() => decide({ mode: 'approve', adjustment: row.original })}
            >
              Approve
            </button>
            <button
              type="button"
              className="button-quiet"
              onClick={() => decide({ mode: 'reject', adjustment: row.original })}
            >
              Reject
            </button>
          </span>
        ) : null,
    },
  ];
}

/** /admin/adjustments: every adjustment, pending ones first; a second member approves or rejects. */
export function AdjustmentsPage() {
  const session = useStaffSession();
  const listState = useListState({ id: 'requestedAt', desc: true });
  const { sorting, pagination } = listState;
  const [status, setStatus] = useState<TAdjustmentStatus | ''>('');
  const [player, setPlayer] = useState('');
  const [decision, setDecision] = useState<Decision>();
  const sort = sorting[0];
  const playerId = /^\d{1,9}$/.test(player.trim()) ? Number(player.trim()) : undefined;
  const list = useAdjustmentList({
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
    sort: (sort?.id ?? 'requestedAt') as TAdjustmentSortField,
    order: sort?.desc === false ? 'asc' : 'desc',
    status: status || undefined,
    userId: playerId || undefined,
  });
  const columns = useMemo(() => columnsFor(session.data, setDecision), [session.data]);
  const { toFirstPage } = listState;
  const close = () => setDecision(undefined);

  return (
    <div className="adjustments-page">
      <div className="page-heading">
        <h1>Adjustments</h1>
        <ThresholdSetting />
      </div>
      <div className="list-filters" role="search">
        <div className="field">
          <label htmlFor="adjustments-status">Status</label>
          <select
            id="adjustments-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as TAdjustmentStatus | '');
              toFirstPage();
            }}
          >
            <option value="">All (pending first)</option>
            {ADJUSTMENT_STATUSES.map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="adjustments-player">Player id</label>
          <input
            id="adjustments-player"
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
        caption="Balance adjustments"
        columns={columns}
        list={list}
        state={listState}
        emptyText="No adjustment matches."
      />
      {decision?.mode === 'approve' && (
        <ApproveDialog adjustment={decision.adjustment} onClose={close} />
      )}
      {decision?.mode === 'reject' && (
        <RejectDialog adjustment={decision.adjustment} onClose={close} />
      )}
    </div>
  );
}
