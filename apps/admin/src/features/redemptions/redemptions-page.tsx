import { useState } from 'react';
import { Link } from 'react-router';
import type { TRedemptionStatus } from '@app/contracts/redemptions';
import {
  REDEMPTION_QUEUE_SORTS,
  type TAdminRedemption,
  type TRedemptionQueueSort,
} from '@app/contracts/redemptions-admin';
import { CursorTable, useCursorPages, type CursorColumns } from '../../components/cursor-table';
import { StatusTabs } from '../../components/status-tabs';
import { formatTime, formatUsd } from '../../lib/format';
import { RedemptionActions } from './redemption-actions';
import {
  approvedByLabel,
  bankLabel,
  QUEUE_SORT_LABELS,
  REDEMPTION_TABS,
  redemptionQuery,
} from './redemption-labels';
import { RiskBadge } from './risk-badge';
import { RedemptionStatus } from './redemption-status';
import { RedemptionThresholdSetting } from './redemption-threshold-setting';
import { useRedemptions } from './redemptions-api';
import '../../components/review-facts.css';
import './redemptions.css';

const PANEL_ID = 'redemptions-panel';

/** Decision buttons come before the long columns, so a tablet shows them without scrolling. */
export const redemptionColumns: CursorColumns<TAdminRedemption> = [
  {
    accessorKey: 'redeemRequestId',
    header: 'Request',
    cell: ({ row }) => (
      <Link
        to={`/redemptions/${row.original.redeemRequestId}`}
        aria-label={`Review redemption #${row.original.redeemRequestId}`}
      >
        #{row.original.redeemRequestId}
      </Link>
    ),
  },
  {
    accessorKey: 'username',
    header: 'Player',
    cell: ({ row }) => (
      <Link to={`/players/${row.original.userId}`} title={row.original.email}>
        {row.original.username}
      </Link>
    ),
  },
  {
    accessorKey: 'amount',
    header: 'Amount',
    cell: ({ row }) => <span className="amount">{formatUsd(row.original.amount)}</span>,
  },
  { id: 'risk', header: 'Risk', cell: ({ row }) => <RiskBadge redemption={row.original} /> },
  { id: 'bank', header: 'Bank', cell: ({ row }) => bankLabel(row.original) },
  {
    accessorKey: 'status',
    header: 'Status',
    cell: ({ row }) => <RedemptionStatus redemption={row.original} />,
  },
  {
    id: 'actions',
    header: 'Actions',
    cell: ({ row }) => <RedemptionActions redemption={row.original} />,
  },
  {
    accessorKey: 'createdAt',
    header: 'Requested',
    cell: ({ getValue }) => formatTime(String(getValue())),
  },
  {
    id: 'approvedBy',
    header: 'Approved by',
    cell: ({ row }) => approvedByLabel(row.original),
  },
];

/**
 * /admin/redemptions (finance): requests by status, the riskiest first (then the longest
 * waiting) or the longest waiting first; each opens its review.
 */
export function RedemptionsPage() {
  const [status, setStatus] = useState<TRedemptionStatus>('PENDING');
  const [sort, setSort] = useState<TRedemptionQueueSort>('risk');
  const pages = useCursorPages<string>();
  const list = useRedemptions(redemptionQuery(status, pages.beforeId, sort));
  return (
    <div className="redemptions-page">
      <div className="page-heading">
        <h1>Redemptions</h1>
        <RedemptionThresholdSetting />
      </div>
      <div className="queue-sort" role="group" aria-label="Order of the queue">
        {REDEMPTION_QUEUE_SORTS.map((option) => (
          <button
            key={option}
            type="button"
            className={option === sort ? 'button-primary' : 'button-quiet'}
            aria-pressed={option === sort}
            onClick={() => {
              setSort(option);
              pages.reset();
            }}
          >
            {QUEUE_SORT_LABELS[option]}
          </button>
        ))}
      </div>
      <StatusTabs
        label="Redemption status"
        tabs={REDEMPTION_TABS}
        current={status}
        panelId={PANEL_ID}
        onChange={(next) => {
          setStatus(next);
          pages.reset();
        }}
      />
      <div role="tabpanel" id={PANEL_ID} aria-labelledby={`${PANEL_ID}-tab-${status}`}>
        {list.isError && (
          <p className="form-error" role="alert">
            {list.error.message}
          </p>
        )}
        <CursorTable
          caption="Redemption requests"
          columns={redemptionColumns}
          rows={list.data?.rows ?? []}
          nextBeforeId={list.data?.nextCursor}
          pages={pages}
          isFetching={list.isFetching}
          emptyText={list.isPending ? 'Loading…' : 'No redemption in this state.'}
        />
      </div>
    </div>
  );
}
