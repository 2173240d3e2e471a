import { PAGE_SIZE } from '@app/contracts/constants';

/** One page of a paged list answer (SPEC §9): its rows and the count over all pages. */
export interface Page<T> {
  readonly rows: readonly T[];
  readonly count: number;
}

/** Paged lists are asked for 16 at a time (PAGE_SIZE, SPEC §9) and start at page 1. */
export const FIRST_PAGE = 1;

/**
 * The page to ask for after `pages`, or undefined when every row of the
 * list has arrived (or the last page came back short, e.g. a list that
 * shrank while scrolling).
 */
export function nextPageAfter(
  pages: readonly Page<unknown>[],
  pageSize: number = PAGE_SIZE,
): number | undefined {
  const last = pages.at(-1);
  if (!last) return FIRST_PAGE;
  const loaded = pages.reduce((sum, page) => sum + page.rows.length, 0);
  if (last.rows.length < pageSize || loaded >= last.count) return undefined;
  return pages.length + 1;
}

/** Every row of the loaded pages, once each (a row can move between pages while scrolling). */
export function rowsOfPages<T>(pages: readonly Page<T>[], idOf: (row: T) => number): T[] {
  const seen = new Set<number>();
  const rows: T[] = [];
  for (const page of pages) {
    for (const row of page.rows) {
      const id = idOf(row);
      if (seen.has(id)) continue;
      seen.add(id);
      rows.push(row);
    }
  }
  return rows;
}
