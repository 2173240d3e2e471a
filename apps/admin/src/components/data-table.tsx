import { useState } from 'react';
import {
  rowPaginationFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type OnChangeFn,
  type PaginationState,
  type RowData,
  type SortingState,
} from '@tanstack/react-table';
import './data-table.css';

/** Every list pages and sorts on the server; the table only draws what came back. */
export const serverTableFeatures = tableFeatures({ rowSortingFeature, rowPaginationFeature });
export type ServerColumns<TData extends RowData> = ColumnDef<typeof serverTableFeatures, TData>[];
export type { PaginationState, SortingState };

interface DataTableProps<TData extends RowData> {
  readonly caption: string;
  readonly columns: ServerColumns<TData>;
  readonly rows: TData[];
  readonly rowCount: number;
  readonly sorting: SortingState;
  readonly onSortingChange: OnChangeFn<SortingState>;
  readonly pagination: PaginationState;
  readonly onPaginationChange: OnChangeFn<PaginationState>;
  readonly isFetching?: boolean;
  readonly emptyText: string;
}

const ARIA_SORT = { asc: 'ascending', desc: 'descending' } as const;

export function DataTable<TData extends RowData>(props: DataTableProps<TData>) {
  const table = useTable({
    features: serverTableFeatures,
    columns: props.columns,
    data: props.rows,
    rowCount: props.rowCount,
    manualSorting: true,
    manualPagination: true,
    enableMultiSort: false,
    state: { sorting: props.sorting, pagination: props.pagination },
    onSortingChange: props.onSortingChange,
    onPaginationChange: props.onPaginationChange,
  });
  const pageCount = Math.max(1, table.getPageCount());
  const { pageIndex } = props.pagination;

  return (
    <div className="data-table" aria-busy={props.isFetching || undefined}>
      <table>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => {
                const sorted = header.column.getIsSorted();
                return (
                  <th
                    key={header.id}
                    scope="col"
                    aria-sort={sorted ? ARIA_SORT[sorted] : undefined}
                  >
                    {header.column.getCanSort() ? (
                      <button
                        type="button"
                        className="sort-button"
                        onClick={header.column.getToggleSortingHandler()}
                      >
                        <table.FlexRender header={header} />
                        <span aria-hidden="true">
                          {sorted === 'asc' ? ' ▲' : sorted === 'desc' ? ' ▼' : ''}
                        </span>
                      </button>
                    ) : (
                      <table.FlexRender header={header} />
                    )}
                  </th>
                );
              })}
            </tr>
          ))}
        </thead>
        <tbody>
          {table.getRowModel().rows.map((row) => (
            <tr key={row.id}>
              {row.getAllCells().map((cell) => (
                <td key={cell.id}>
                  <table.FlexRender cell={cell} />
                </td>
              ))}
            </tr>
          ))}
          {props.rows.length === 0 && (
            <tr>
              <td colSpan={props.columns.length} className="data-table-empty">
                {props.emptyText}
              </td>
            </tr>
          )}
        </tbody>
      </table>
      <div className="data-table-pager">
        <span className="muted">
          {props.rowCount} {props.rowCount === 1 ? 'row' : 'rows'} · page {pageIndex + 1} of{' '}
          {pageCount}
        </span>
        <button
          type="button"
          className="button-quiet"
          onClick={() => table.previousPage()}
          disabled={!table.getCanPreviousPage()}
        >
          Previous
        </button>
        <button
          type="button"
          className="button-quiet"
          onClick={() => table.nextPage()}
          disabled={!table.getCanNextPage()}
        >
          Next
        </button>
      </div>
    </div>
  );
}

/** Sorting and page of a server list; a filter change goes back to the first page. */
export function useListState(sort: { id: string; desc: boolean }, pageSize = 25) {
  const [sorting, setSorting] = useState<SortingState>([sort]);
  const [pagination, setPagination] = useState<PaginationState>({ pageIndex: 0, pageSize });
  const toFirstPage = () => setPagination((page) => ({ ...page, pageIndex: 0 }));
  return { sorting, setSorting, pagination, setPagination, toFirstPage };
}

/** What a list's query gives the table (a TanStack Query result of one page). */
interface ListQuery<TData> {
  readonly data?: { readonly rows: TData[]; readonly count: number };
  readonly isFetching: boolean;
  readonly isPending: boolean;
  readonly error: Error | null;
}

/** A server list with its error line: the table of one page of `list`, sorted and paged by `state`. */
export function ListTable<TData extends RowData>(props: {
  readonly caption: string;
  readonly columns: ServerColumns<TData>;
  readonly list: ListQuery<TData>;
  readonly state: Pick<
    ReturnType<typeof useListState>,
    'sorting' | 'setSorting' | 'pagination' | 'setPagination'
  >;
  readonly emptyText: string;
}) {
  const { list, state } = props;
  return (
    <>
      {list.error && (
        <p className="form-error" role="alert">
          {list.error.message}
        </p>
      )}
      <DataTable
        caption={props.caption}
        columns={props.columns}
        rows={list.data?.rows ?? []}
        rowCount={list.data?.count ?? 0}
        sorting={state.sorting}
        onSortingChange={state.setSorting}
        pagination={state.pagination}
        onPaginationChange={state.setPagination}
        isFetching={list.isFetching}
        emptyText={list.isPending ? 'Loading…' : props.emptyText}
      />
    </>
  );
}
