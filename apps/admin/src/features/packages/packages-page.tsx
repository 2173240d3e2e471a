import { useState } from 'react';
import {
  PACKAGE_OFFER_FILTERS,
  PACKAGE_STATES,
  type TAdminPackage,
  type TAdminPackageListQueryParsed,
  type TPackageSortField,
  type TPackageState,
} from '@app/contracts/packages-admin';
import { ListTable, useListState, type ServerColumns } from '../../components/data-table';
import '../../components/list-page.css';
import { PackageEditForm } from './package-edit-form';
import {
  usePackageAction,
  usePackageList,
  useSavePackage,
  type PackageAction,
} from './packages-api';

type Offer = NonNullable<TAdminPackageListQueryParsed['offer']>;

const STATE_LABELS: Record<TPackageState, string> = {
  onSale: 'On sale',
  ended: 'Ended',
  retired: 'Retired',
};
const OFFER_LABELS: Record<Offer, string> = {
  firstPurchase: 'First-purchase bonus',
  welcome: 'Welcome offer',
  oneTime: 'One-time offer',
  none: 'No offer',
};

const usd = (n: number) => n.toLocaleString('en-US', { style: 'currency', currency: 'USD' });
const coins = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });
const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

function OfferBadges({ pkg }: { pkg: TAdminPackage }) {
  return (
    <span className="badges">
      {pkg.firstPurchaseApplicable && <span className="badge">First purchase</span>}
      {pkg.welcomePurchaseBonusApplicable && (
        <span className="badge">Welcome {pkg.welcomePurchaseBonusApplicableMinutes} min</span>
      )}
      {pkg.oneTimePurchaseBonusApplicable && <span className="badge">One-time</span>}
      {pkg.validTill && <span className="badge">Until {when(pkg.validTill)}</span>}
    </span>
  );
}

/** /admin/packages: the store's packages and offers, retired ones too. */
export function PackagesPage() {
  const listState = useListState({ id: 'sortOrder', desc: false });
  const { sorting, pagination } = listState;
  const [state, setState] = useState<TPackageState | ''>('');
  const [offer, setOffer] = useState<Offer | ''>('');
  /** The package being edited, 'new' for a new one. */
  const [editing, setEditing] = useState<TAdminPackage | 'new'>();
  const [status, setStatus] = useState('');
  const save = useSavePackage();
  const action = usePackageAction();
  const sort = sorting[0];
  const list = usePackageList({
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
    sort: (sort?.id ?? 'sortOrder') as TPackageSortField,
    order: sort?.desc ? 'desc' : 'asc',
    state: state || undefined,
    offer: offer || undefined,
  });
  const { toFirstPage } = listState;

  const open = (target: TAdminPackage | 'new') => {
    save.reset();
    setStatus('');
    setEditing(target);
  };
  const run = (pkg: TAdminPackage, kind: PackageAction) => {
    if (
      kind === 'delete' &&
      !window.confirm(`Delete package ${pkg.packageId} (${usd(pkg.amount)})? It was never bought.`)
    )
      return;
    setStatus('');
    action.mutate(
      { packageId: pkg.packageId, action: kind },
      {
        onSuccess: () =>
          setStatus(
            `Package ${pkg.packageId} ${{ retire: 'retired: it has left the store', reinstate: 'is back in the store', delete: 'deleted' }[kind]}.`,
          ),
      },
    );
  };

  const columns: ServerColumns<TAdminPackage> = [
    {
      accessorKey: 'sortOrder',
      header: 'Order',
      cell: ({ getValue }) => <span className="number-cell">{String(getValue())}</span>,
    },
    {
      accessorKey: 'packageId',
      header: 'ID',
      cell: ({ getValue }) => <span className="number-cell">{String(getValue())}</span>,
    },
    {
      accessorKey: 'amount',
      header: 'Price',
      cell: ({ getValue }) => <span className="number-cell">{usd(Number(getValue()))}</span>,
    },
    {
      accessorKey: 'gcCoin',
      header: 'GC',
      cell: ({ getValue }) => <span className="number-cell">{coins(Number(getValue()))}</span>,
    },
    {
      accessorKey: 'scCoin',
      header: 'SC',
      cell: ({ getValue }) => <span className="number-cell">{coins(Number(getValue()))}</span>,
    },
    {
      id: 'offers',
      header: 'Offers',
      enableSorting: false,
      cell: ({ row }) => <OfferBadges pkg={row.original} />,
    },
    {
      id: 'state',
      header: 'State',
      enableSorting: false,
      cell: ({ row }) => STATE_LABELS[row.original.state],
    },
    {
      accessorKey: 'soldCount',
      header: 'Sold',
      cell: ({ row }) => (
        <span
          className="number-cell"
          title={`${row.original.purchaseCount} purchases of any status`}
        >
          {row.original.soldCount}
        </span>
      ),
    },
    {
      id: 'actions',
      header: '',
      enableSorting: false,
      cell: ({ row }) => {
        const pkg = row.original;
        return (
          <span className="row-actions">
            <button
              type="button"
              className="button-quiet"
              aria-label={`Edit package ${pkg.packageId}`}
              onClick={() => open(pkg)}
            >
              Edit
            </button>
            {pkg.isActive ? (
              <button
                type="button"
                className="button-quiet"
                aria-label={`Retire package ${pkg.packageId}`}
                disabled={action.isPending}
                onClick={() => run(pkg, 'retire')}
              >
                Retire
              </button>
            ) : (
              <button
                type="button"
                className="button-quiet"
                aria-label={`Reinstate package ${pkg.packageId}`}
                disabled={action.isPending}
                onClick={() => run(pkg, 'reinstate')}
              >
                Reinstate
              </button>
            )}
            {pkg.purchaseCount === 0 && (
              <button
                type="button"
                className="button-quiet"
                aria-label={`Delete package ${pkg.packageId}`}
                disabled={action.isPending}
                onClick={() => run(pkg, 'delete')}
              >
                Delete
              </button>
            )}
          </span>
        );
      },
    },
  ];

  return (
    <div className="list-page">
      <div className="list-page-heading">
        <h1>Packages</h1>
        <p className="list-page-status" role="status">
          {status}
        </p>
        {!editing && (
          <button type="button" className="button-primary" onClick={() => open('new')}>
            New package
          </button>
        )}
      </div>
      {action.isError && (
        <p className="form-error" role="alert">
          {action.error.message}
        </p>
      )}
      {editing && (
        <PackageEditForm
          key={editing === 'new' ? 'new' : editing.packageId}
          pkg={editing === 'new' ? undefined : editing}
          saving={save.isPending}
          error={save.error?.message}
          onClose={() => setEditing(undefined)}
          onSave={(input) =>
            save.mutate(
              { packageId: editing === 'new' ? undefined : editing.packageId, input },
              {
                onSuccess: (saved) => {
                  setEditing(undefined);
                  setStatus(`Package ${saved.packageId} saved; the store shows it now.`);
                },
              },
            )
          }
        />
      )}
      <div className="list-page-filters" role="search">
        <div className="field">
          <label htmlFor="packages-state">State</label>
          <select
            id="packages-state"
            value={state}
            onChange={(event) => {
              setState(event.target.value as TPackageState | '');
              toFirstPage();
            }}
          >
            <option value="">Every state</option>
            {PACKAGE_STATES.map((value) => (
              <option key={value} value={value}>
                {STATE_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
        <div className="field">
          <label htmlFor="packages-offer">Offer</label>
          <select
            id="packages-offer"
            value={offer}
            onChange={(event) => {
              setOffer(event.target.value as Offer | '');
              toFirstPage();
            }}
          >
            <option value="">Any offer</option>
            {PACKAGE_OFFER_FILTERS.map((value) => (
              <option key={value} value={value}>
                {OFFER_LABELS[value]}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ListTable
        caption="Packages"
        columns={columns}
        list={list}
        state={listState}
        emptyText="No package matches."
      />
      <p className="muted">
        A package that was ever bought can only be retired: it leaves the store and stays in the
        purchase history. One never bought can also be deleted.
      </p>
    </div>
  );
}
