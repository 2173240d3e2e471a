import { useState } from 'react';
import { tableFeatures, useTable, type ColumnDef, type RowData } from '@tanstack/react-table';
import './data-table.css';

const cursorFeatures = tableFeatures({});
export type CursorColumns<TData extends RowData> = ColumnDef<typeof cursorFeatures, TData>[];

/** A page cursor: a row id (ledger, rounds, purchases, audit) or the server's opaque text. */
type Cursor = number | string;

export interface CursorPages<TCursor extends Cursor = number> {
  /** Where the current page starts (undefined = the newest page). */
  readonly beforeId: TCursor | undefined;
  readonly page: number;
  readonly older: (next: TCursor) => void;
  readonly newer: () => void;
  readonly reset: () => void;
}

/** Cursor paging: the cursors that start each page seen so far (undefined = the newest page). */
export function useCursorPages<TCursor extends Cursor = number>(): CursorPages<TCursor> {
  const [stack, setStack] = useState<(TCursor | undefined)[]>([undefined]);
  return {
    beforeId: stack[stack.length - 1],
    page: stack.length,
    older: (next: TCursor) => setStack((s) => [...s, next]),
    newer: () => setStack((s) => (s.length > 1 ? s.slice(0, -1) : s)),
    reset: () => setStack([undefined]),
  };
}

interface CursorTableProps<TData extends RowData, TCursor extends Cursor> {
  readonly caption: string;
  readonly columns: CursorColumns<TData>;
  readonly rows: TData[];
  readonly nextBeforeId: TCursor | null | undefined;
  readonly pages: CursorPages<TCursor>;
  readonly isFetching?: boolean;
  readonly emptyText: string;
}

/** A newest-first list that pages with the server's cursor (ledger, rounds, purchases). */
export function CursorTable<TData extends RowData, TCursor extends Cursor = number>(
  props: CursorTableProps<TData, TCursor>,
) {
  const table = useTable({ features: cursorFeatures, columns: props.columns, data: props.rows });
  const { pages } = props;
  return (
    <div className="data-table" aria-busy={props.isFetching || undefined}>
      <table>
        <caption className="visually-hidden">{props.caption}</caption>
        <thead>
          {table.getHeaderGroups().map((group) => (
            <tr key={group.id}>
              {group.headers.map((header) => (
                <th key={header.id} scope="col">
                  <table.FlexRender header={header} />
                </th>
              ))}
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
        <span className="muted">Page {pages.page}</span>
        <button
          type="button"
          className="button-quiet"
          onClick={pages.newer}
          disabled={pages.page === 1}
        >
          Newer
        </button>
        <button
          type="button"
          className="button-quiet"
          onClick={() => {
            if (props.nextBeforeId) pages.older(props.nextBeforeId);
          }}
          disabled={!props.nextBeforeId}
        >
          Older
        </button>
      </div>
    </div>
  );
}
