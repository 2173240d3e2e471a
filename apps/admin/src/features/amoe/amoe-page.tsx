import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { AMOE_REFUSAL_LABELS, type TAmoeCard, type TAmoeCardStatus } from '@app/contracts/amoe';
import { formatDate } from '@app/contracts/dates';
import '../../components/list-page.css';
import { ListTable, useListState, type ServerColumns } from '../../components/data-table';
import { formatCoins, formatTime } from '../../lib/format';
import { useAmoeCards } from './amoe-api';
import { EnterCardDialog } from './enter-card-dialog';
import './amoe.css';

const STATUS_LABELS: Record<TAmoeCardStatus, string> = {
  CREDITED: 'Credited',
  REFUSED: 'Refused',
};

const COLUMNS: ServerColumns<TAmoeCard> = [
  {
    accessorKey: 'enteredAt',
    header: 'Entered',
    enableSorting: false,
    cell: ({ row }) => (
      <span title={`by ${row.original.enteredBy.email}`}>{formatTime(row.original.enteredAt)}</span>
    ),
  },
  {
    accessorKey: 'code',
    header: 'Code',
    enableSorting: false,
    cell: ({ row }) => <span className="amoe-code">{row.original.code}</span>,
  },
  {
    accessorKey: 'username',
    header: 'Player',
    enableSorting: false,
    cell: ({ row }) => (
      <Link to={`/players/${row.original.userId}`}>
        {row.original.username || `#${row.original.userId}`}
      </Link>
    ),
  },
  {
    accessorKey: 'receivedOn',
    header: 'Received',
    enableSorting: false,
    cell: ({ row }) => formatDate(row.original.receivedOn),
  },
  {
    accessorKey: 'postmarkState',
    header: 'Postmark',
    enableSorting: false,
    cell: ({ row }) => row.original.postmarkState ?? '—',
  },
  {
    accessorKey: 'status',
    header: 'Result',
    enableSorting: false,
    cell: ({ row }) => {
      const card = row.original;
      return card.status === 'CREDITED' ? (
        <span className="status-credited">Credited {formatCoins(card.amount ?? 0)} SC</span>
      ) : (
        <span className="amoe-refusal">
          <span className="status-refused">
            Refused: {card.reason ? AMOE_REFUSAL_LABELS[card.reason] : ''}
          </span>
          {card.reasonText && <span className="amoe-refusal-text">{card.reasonText}</span>}
        </span>
      );
    },
  },
  {
    accessorKey: 'enteredBy',
    header: 'Entered by',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="amoe-entered-by">
        {row.original.enteredBy.email}
        {row.original.note && row.original.reason !== 'OTHER' && (
          <span className="amoe-note">Note: {row.original.note}</span>
        )}
      </span>
    ),
  },
];

/**
 * /admin/amoe: the free-entry (AMOE) queue (decision 052). Compliance enters each card received
 * by mail; every card is listed, credited or refused with the reason.
 */
export function AmoePage() {
  const listState = useListState({ id: 'enteredAt', desc: true });
  const { pagination, toFirstPage } = listState;
  const [status, setStatus] = useState<TAmoeCardStatus | ''>('');
  const [code, setCode] = useState('');
  const [entering, setEntering] = useState(false);
  const list = useAmoeCards({
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
    status: status || undefined,
    code: code.trim() || undefined,
  });
  const settings = list.data?.settings;
  const columns = useMemo(() => COLUMNS, []);

  return (
    <div className="list-page amoe-page">
      <div className="list-page-heading">
        <h1>Free entry by mail</h1>
        <button type="button" className="button-primary" onClick={() => setEntering(true)}>
          Enter card
        </button>
      </div>
      <p className="field-hint">
        Each valid card credits{' '}
        {settings ? `${formatCoins(settings.scAmount)} SC` : 'the set Sweeps Coins'} once, as
        unplayed SC that is played through like a purchase’s SC.
        {settings &&
          ` A code is good for one card received within ${settings.codeValidDays} days of its day; at most ${settings.monthlyCardLimit} cards a player are credited per calendar month.`}{' '}
        Refused cards are recorded with the reason, and the player is emailed.
      </p>
      <div className="list-page-filters" role="search">
        <div className="field">
          <label htmlFor="amoe-status">Result</label>
          <select
            id="amoe-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as TAmoeCardStatus | '');
              toFirstPage();
            }}
          >
            <option value="">All</option>
            {(Object.keys(STATUS_LABELS) as TAmoeCardStatus[]).map((value) => (
              <option key={value} value={value}>
                {STATUS_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="amoe-code">Code</label>
          <input
            id="amoe-code"
            type="search"
            autoComplete="off"
            value={code}
            onChange={(event) => {
              setCode(event.target.value);
              toFirstPage();
            }}
          />
        </div>
      </div>
      <ListTable
        caption="Free-entry cards"
        columns={columns}
        list={list}
        state={listState}
        emptyText={status || code.trim() ? 'No card matches.' : 'No card entered yet.'}
      />
      {entering && <EnterCardDialog onClose={() => setEntering(false)} />}
    </div>
  );
}
