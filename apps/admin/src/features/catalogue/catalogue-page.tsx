import { useState } from 'react';
import {
  type TAdminGame,
  type TAdminGameListQueryParsed,
  type TGameSortField,
} from '@app/contracts/catalogue-admin';
import { GAME_TYPES, type GameType } from '@app/contracts/games';
import { ListTable, useListState, type ServerColumns } from '../../components/data-table';
import '../../components/list-page.css';
import { useGameCategories, useGameList, useUpdateGame } from './catalogue-api';
import { GameEditForm } from './game-edit-form';

const coins = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
type Status = TAdminGameListQueryParsed['status'];

/** /admin/catalogue: every game, inactive ones too; editors change visibility, order, lists, limits. */
export function CataloguePage() {
  const listState = useListState({ id: 'sortOrder', desc: false });
  const { sorting, pagination } = listState;
  const [search, setSearch] = useState('');
  const [gameType, setGameType] = useState<GameType | ''>('');
  const [categoryId, setCategoryId] = useState('');
  const [status, setStatus] = useState<Status>('all');
  const [editing, setEditing] = useState<TAdminGame>();
  const [saved, setSaved] = useState('');
  const categories = useGameCategories();
  const update = useUpdateGame();
  const sort = sorting[0];
  const list = useGameList({
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
    sort: (sort?.id ?? 'sortOrder') as TGameSortField,
    order: sort?.desc ? 'desc' : 'asc',
    q: search.trim() || undefined,
    gameType: gameType || undefined,
    categoryId: categoryId ? Number(categoryId) : undefined,
    status,
  });
  const { toFirstPage } = listState;
  const categoryName = new Map(categories.data?.map((c) => [c.categoryId, c.name]));

  const columns: ServerColumns<TAdminGame> = [
    {
      accessorKey: 'sortOrder',
      header: 'Order',
      cell: ({ getValue }) => <span className="number-cell">{String(getValue())}</span>,
    },
    { accessorKey: 'name', header: 'Name' },
    { accessorKey: 'gameType', header: 'Type' },
    {
      id: 'categories',
      header: 'Categories',
      enableSorting: false,
      cell: ({ row }) =>
        row.original.categoryIds.map((id) => categoryName.get(id) ?? id).join(', '),
    },
    {
      id: 'flags',
      header: 'Status',
      enableSorting: false,
      cell: ({ row }) => (
        <span className="badges">
          <span className="badge">{row.original.isActive ? 'Active' : 'Inactive'}</span>
          {row.original.isFeatured && <span className="badge">Featured</span>}
        </span>
      ),
    },
    {
      id: 'gc',
      header: 'GC bet',
      enableSorting: false,
      cell: ({ row }) => (
        <span className="number-cell">
          {coins(row.original.minBetGc)}–{coins(row.original.maxBetGc)}
        </span>
      ),
    },
    {
      id: 'sc',
      header: 'SC bet',
      enableSorting: false,
      cell: ({ row }) => (
        <span className="number-cell">
          {coins(row.original.minBetSc)}–{coins(row.original.maxBetSc)}
        </span>
      ),
    },
    {
      id: 'rtp',
      header: 'RTP',
      cell: ({ row }) => {
        const rtp = row.original.theoreticalRtp;
        return rtp ? (
          <span className="number-cell" title={`${rtp.method}: ${rtp.basis}`}>
            {rtp.rtp}
            {rtp.method === 'simulated' ? '*' : ''}
          </span>
        ) : (
          '—'
        );
      },
    },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) => (
        <span className="row-actions">
          <button
            type="button"
            className="button-quiet"
            aria-label={`Edit ${row.original.name}`}
            onClick={() => {
              update.reset();
              setSaved('');
              setEditing(row.original);
            }}
          >
            Edit
          </button>
        </span>
      ),
    },
  ];

  return (
    <div className="list-page">
      <div className="list-page-heading">
        <h1>Catalogue</h1>
        <p className="list-page-status" role="status">
          {saved}
        </p>
      </div>
      {editing && (
        <GameEditForm
          key={editing.gameId}
          game={editing}
          categories={categories.data ?? []}
          saving={update.isPending}
          error={update.error?.message}
          onClose={() => setEditing(undefined)}
          onSave={(settings) =>
            update.mutate(
              { gameId: editing.gameId, change: settings },
              {
                onSuccess: (game) => {
                  setEditing(undefined);
                  setSaved(`${game.name} saved; the lobby shows it now.`);
                },
              },
            )
          }
        />
      )}
      <div className="list-page-filters" role="search">
        <div className="field">
          <label htmlFor="games-search">Search</label>
          <input
            id="games-search"
            type="search"
            placeholder="Name or slug"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              toFirstPage();
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="games-type">Type</label>
          <select
            id="games-type"
            value={gameType}
            onChange={(event) => {
              setGameType(event.target.value as GameType | '');
              toFirstPage();
            }}
          >
            <option value="">All types</option>
            {GAME_TYPES.map((type) => (
              <option key={type} value={type}>
                {type}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="games-category">Category</label>
          <select
            id="games-category"
            value={categoryId}
            onChange={(event) => {
              setCategoryId(event.target.value);
              toFirstPage();
            }}
          >
            <option value="">All categories</option>
            {categories.data?.map((category) => (
              <option key={category.categoryId} value={category.categoryId}>
                {category.name}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="games-status">Status</label>
          <select
            id="games-status"
            value={status}
            onChange={(event) => {
              setStatus(event.target.value as Status);
              toFirstPage();
            }}
          >
            <option value="all">Active and inactive</option>
            <option value="active">Active</option>
            <option value="inactive">Inactive</option>
          </select>
        </div>
      </div>
      <ListTable
        caption="Games"
        columns={columns}
        list={list}
        state={listState}
        emptyText="No game matches."
      />
      <p className="muted">
        RTP is computed from each engine&rsquo;s tables; * marks a simulated figure (blackjack basic
        strategy). Hover a figure for what it covers.
      </p>
    </div>
  );
}
