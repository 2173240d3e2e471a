import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { useQuery } from '@tanstack/react-query';
import type { TState } from '@app/contracts/content';
import {
  KYC_FILTER_STATUSES,
  PLAYER_STATUSES,
  type TPlayerListItem,
  type TPlayerSearchParams,
} from '@app/contracts/players-admin';
import { ListTable, useListState, type ServerColumns } from '../../components/data-table';
import { apiRequest } from '../../lib/api-client';
import { formatTime } from '../../lib/format';
import { playersCsvUrl, usePlayerSearch } from './players-api';
import './players.css';

const columns: ServerColumns<TPlayerListItem> = [
  { accessorKey: 'id', header: 'ID' },
  {
    accessorKey: 'username',
    header: 'Username',
    cell: ({ row }) => <Link to={`/players/${row.original.id}`}>{row.original.username}</Link>,
  },
  { accessorKey: 'email', header: 'Email' },
  { accessorKey: 'state', header: 'State', enableSorting: false },
  { accessorKey: 'kycStatus', header: 'KYC', enableSorting: false },
  { accessorKey: 'vipLevel', header: 'VIP', enableSorting: false },
  {
    accessorKey: 'status',
    header: 'Status',
    enableSorting: false,
    cell: ({ row }) => (
      <span className="badges">
        <span className={`badge badge-${row.original.status}`}>{row.original.status}</span>
        {row.original.isRestrict && <span className="badge badge-warn">restricted</span>}
        {row.original.isInternalUser && <span className="badge">internal</span>}
      </span>
    ),
  },
  {
    accessorKey: 'createdAt',
    header: 'Signed up',
    cell: ({ getValue }) => formatTime(String(getValue())),
  },
];

function useStates() {
  return useQuery({
    queryKey: ['states'],
    queryFn: () => apiRequest<{ states: TState[] }>('/details/state'),
    staleTime: Infinity,
  });
}

/** Waits for typing to pause before searching. */
function useDebounced<T>(value: T, ms = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return settled;
}

type Filters = Omit<TPlayerSearchParams, 'page' | 'pageSize' | 'sort' | 'order' | 'q'>;

/** /admin/players: find a player by id, phone, username or email, with filters; CSV export. */
export function PlayersPage() {
  const listState = useListState({ id: 'id', desc: true });
  const { sorting, pagination } = listState;
  const [text, setText] = useState('');
  const [filters, setFilters] = useState<Filters>({});
  const q = useDebounced(text.trim());
  const states = useStates();
  const sort = sorting[0];
  const query: TPlayerSearchParams = {
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
    sort: sort?.id ?? 'id',
    order: sort?.desc === false ? 'asc' : 'desc',
    ...(q ? { q } : {}),
    ...filters,
  };
  const list = usePlayerSearch(query);
  const setFilter = (name: keyof Filters, value: string) => {
    setFilters((current) => {
      const next = { ...current };
      if (value === '') delete next[name];
      else next[name] = value;
      return next;
    });
    listState.toFirstPage();
  };
  const select = (
    name: keyof Filters,
    label: string,
    options: readonly (readonly [string, string])[],
  ) => (
    <div className="field">
      <label htmlFor={`filter-${name}`}>{label}</label>
      <select
        id={`filter-${name}`}
        value={String(filters[name] ?? '')}
        onChange={(event) => setFilter(name, event.target.value)}
      >
        <option value="">Any</option>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );

  return (
    <div className="players-page">
      <div className="page-heading">
        <h1>Players</h1>
        <a className="button-quiet" href={playersCsvUrl(query)} download>
          Export CSV
        </a>
      </div>
      <div className="list-filters players-filters" role="search">
        <div className="field">
          <label htmlFor="player-search">Search</label>
          <input
            id="player-search"
            type="search"
            autoFocus
            placeholder="ID, phone, username or email"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
              listState.toFirstPage();
            }}
          />
        </div>
        {select(
          'stateId',
          'State',
          (states.data?.states ?? []).map((s) => [String(s.state_id), s.code] as const),
        )}
        {select(
          'kycStatus',
          'KYC',
          KYC_FILTER_STATUSES.map((s) => [s, s] as const),
        )}
        {select('restricted', 'Restricted', [
          ['true', 'Restricted'],
          ['false', 'Not restricted'],
        ])}
        {select(
          'status',
          'Status',
          PLAYER_STATUSES.map((s) => [s, s] as const),
        )}
        <div className="field">
          <label htmlFor="filter-vip">VIP level</label>
          <input
            id="filter-vip"
            type="number"
            min={0}
            className="narrow"
            value={String(filters.vipLevel ?? '')}
            onChange={(event) => setFilter('vipLevel', event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="filter-from">Signed up from</label>
          <input
            id="filter-from"
            type="date"
            value={String(filters.signedUpFrom ?? '')}
            onChange={(event) => setFilter('signedUpFrom', event.target.value)}
          />
        </div>
        <div className="field">
          <label htmlFor="filter-to">to</label>
          <input
            id="filter-to"
            type="date"
            value={String(filters.signedUpTo ?? '')}
            onChange={(event) => setFilter('signedUpTo', event.target.value)}
          />
        </div>
      </div>
      {list.data?.countEstimated && (
        <p className="muted">About {list.data.count.toLocaleString('en-US')} players.</p>
      )}
      <ListTable
        caption="Players"
        columns={columns}
        list={list}
        state={listState}
        emptyText="No player matches."
      />
    </div>
  );
}
