import { useState } from 'react';
import type { TVipTier } from '@app/contracts/vip';
import { DataTable, type ServerColumns } from '../../components/data-table';
import '../../components/list-page.css';
import { useSaveVipTier, useVipTiers } from './vip-tiers-api';
import { VipTierForm } from './vip-tier-form';

const coins = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
const noSorting = () => undefined;

/** /admin/vip-tiers: the VIP ladder; content and admin staff edit a tier (audited, live at once). */
export function VipTiersPage() {
  const tiers = useVipTiers();
  const save = useSaveVipTier();
  const [editing, setEditing] = useState<TVipTier>();
  const [saved, setSaved] = useState('');
  const rows = tiers.data ?? [];

  const columns: ServerColumns<TVipTier> = [
    { accessorKey: 'level', header: 'Level', enableSorting: false },
    { accessorKey: 'name', header: 'Tier', enableSorting: false },
    {
      id: 'reach',
      header: 'Reached by',
      enableSorting: false,
      cell: ({ row }) => (
        <span className="number-cell">
          {coins(row.original.gcRequiredPurchase)} GC bought or {coins(row.original.scRequiredPlay)}{' '}
          SC played
        </span>
      ),
    },
    {
      id: 'reward',
      header: 'Reward',
      enableSorting: false,
      cell: ({ row }) => (
        <span className="number-cell">
          {coins(row.original.bonusGc)} GC + {coins(row.original.bonusSc)} SC
        </span>
      ),
    },
    {
      id: 'perks',
      header: 'Boost · rakeback · support',
      enableSorting: false,
      cell: ({ row }) =>
        `${row.original.boost}% · ${row.original.rakeback}% · ${row.original.liveSupport ? 'live' : 'standard'}`,
    },
    {
      id: 'edit',
      header: '',
      enableSorting: false,
      cell: ({ row }) => (
        <button
          type="button"
          className="button-quiet"
          aria-label={`Edit ${row.original.name}`}
          onClick={() => {
            save.reset();
            setEditing(row.original);
          }}
        >
          Edit
        </button>
      ),
    },
  ];

  return (
    <div className="list-page">
      <div className="list-page-heading">
        <h1>VIP tiers</h1>
        <p className="list-page-status" role="status">
          {saved}
        </p>
      </div>
      {editing && (
        <VipTierForm
          key={editing.vipTierId}
          tier={editing}
          saving={save.isPending}
          error={save.error?.message}
          onClose={() => setEditing(undefined)}
          onSave={(input) =>
            save.mutate(
              { vipTierId: editing.vipTierId, input },
              {
                onSuccess: (tier) => {
                  setEditing(undefined);
                  setSaved(`${tier.name} saved; players see it at once.`);
                },
              },
            )
          }
        />
      )}
      {tiers.isError && (
        <p className="form-error" role="alert">
          {tiers.error.message}
        </p>
      )}
      <DataTable
        caption="VIP tiers"
        columns={columns}
        rows={rows}
        rowCount={rows.length}
        sorting={[]}
        onSortingChange={noSorting}
        pagination={{ pageIndex: 0, pageSize: Math.max(rows.length, 1) }}
        onPaginationChange={noSorting}
        isFetching={tiers.isFetching}
        emptyText="No tiers."
      />
      <p className="muted">
        A player reaches a tier by GC bought or SC played, whichever comes first; each tier must ask
        at least as much as the one below it. Changes are audited.
      </p>
    </div>
  );
}
