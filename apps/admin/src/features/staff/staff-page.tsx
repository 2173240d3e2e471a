import { useState } from 'react';
import type { TStaffListItem, TStaffSortField } from '@app/contracts/staff-admin';
import { STAFF_ROLES, type StaffRole } from '@app/contracts/staff-permissions';
import { ListTable, useListState, type ServerColumns } from '../../components/data-table';
import { CreateStaffForm } from './create-staff-form';
import { useStaffList } from './get-staff';
import './staff.css';

const columns: ServerColumns<TStaffListItem> = [
  { accessorKey: 'name', header: 'Name' },
  { accessorKey: 'email', header: 'Email' },
  { accessorKey: 'role', header: 'Role' },
  {
    accessorKey: 'totpEnrolled',
    header: 'Authenticator',
    enableSorting: false,
    cell: ({ getValue }) => (getValue() ? 'Set up' : 'Not yet'),
  },
  {
    accessorKey: 'createdAt',
    header: 'Created',
    cell: ({ getValue }) => new Date(String(getValue())).toLocaleDateString(),
  },
];

/** /admin/staff: every member, paged, sorted and filtered by the server; admins add members. */
export function StaffPage() {
  const listState = useListState({ id: 'name', desc: false });
  const { sorting, pagination } = listState;
  const [search, setSearch] = useState('');
  const [role, setRole] = useState<StaffRole | ''>('');
  const [creating, setCreating] = useState(false);
  const sort = sorting[0];
  const list = useStaffList({
    page: pagination.pageIndex + 1,
    pageSize: pagination.pageSize,
    sort: (sort?.id ?? 'name') as TStaffSortField,
    order: sort?.desc ? 'desc' : 'asc',
    q: search.trim() || undefined,
    role: role || undefined,
  });
  const { toFirstPage } = listState;

  return (
    <div className="staff-page">
      <div className="page-heading">
        <h1>Staff</h1>
        {!creating && (
          <button type="button" className="button-primary" onClick={() => setCreating(true)}>
            New member
          </button>
        )}
      </div>
      {creating && <CreateStaffForm onClose={() => setCreating(false)} />}
      <div className="list-filters" role="search">
        <div className="field">
          <label htmlFor="staff-search">Search</label>
          <input
            id="staff-search"
            type="search"
            placeholder="Name or email"
            value={search}
            onChange={(event) => {
              setSearch(event.target.value);
              toFirstPage();
            }}
          />
        </div>
        <div className="field">
          <label htmlFor="staff-role">Role</label>
          <select
            id="staff-role"
            value={role}
            onChange={(event) => {
              setRole(event.target.value as StaffRole | '');
              toFirstPage();
            }}
          >
            <option value="">All roles</option>
            {STAFF_ROLES.map((value) => (
              <option key={value} value={value}>
                {value}
              </option>
            ))}
          </select>
        </div>
      </div>
      <ListTable
        caption="Staff members"
        columns={columns}
        list={list}
        state={listState}
        emptyText="No staff member matches."
      />
    </div>
  );
}
