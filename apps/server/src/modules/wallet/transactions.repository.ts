import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { preparedStatement, rawRows } from '../../db/raw-sql';
import { transferSides } from './transfer-sides';
import type { Currency, PlayerAccountKind } from './wallet.tables';

/** Which of a player's movements, and where a page starts (decision 066). */
export interface TransactionsWindow {
  userId: number;
  /** The player's accounts the list reads (those of the asked coin). */
  accounts: readonly PlayerAccountKind[];
  kind?: string;
  /** Keyset: only transfers below this id (the last row of the previous page). */
  beforeId?: number;
  /** Rows skipped from the start (`page` without a cursor); 0 with a cursor. */
  offset: number;
  limit: number;
  /** Count at most this many rows from the page's first: `counted` is then `countCap + 1`. */
  countCap: number;
}

export interface TransferRow {
  id: number;
  kind: string;
  currency: Currency;
  amount: number;
  /** The player's account on each side (null: not theirs, a house account). */
  fromAccount: PlayerAccountKind | null;
  toAccount: PlayerAccountKind | null;
  fromBalanceAfter: number | null;
  toBalanceAfter: number | null;
  createdAt: Date;
  reference: string | null;
}

/**
 * The ids of the player's transfers, newest first, each once: a transfer between two of their
 * own accounts (a playthrough release) is on two ranges. `distinct on` is always a Unique over
 * the merged, ordered ranges (a plain `distinct` would hash every row); with `id` alone the walk
 * reads only the indexes. Each account's id comes from `acc`, the statement's read of the
 * player's accounts (`wallet_accounts_player_kind_key`).
 */
const transferIds = (of: Pick<TransactionsWindow, 'accounts' | 'kind'>, bound?: SQL) =>
  sql`select distinct on (id) id
    from (${transferSides(
      of.accounts.map((kind) => ({ id: sql`(select id from acc where kind = ${kind})` })),
      () => sql`id`,
      { bound, kind: of.kind },
    )}) sides
    order by id desc`;

const playerAccounts = (userId: number) =>
  sql`acc as materialized (select id, kind from wallet_accounts where user_id = ${userId})`;

/**
 * The statement prepared once per connection (`preparedStatement`): its text depends only on which
 * accounts are read and whether a kind and a cursor are given, so a handful of texts serve every
 * player, and twelve index ranges are planned once, not on every page (planning cost more than
 * running). The plan made for any parameters walks the same indexes (decision 066).
 */
const prepared = (query: SQL) => preparedStatement('wallet_transactions', query);

/**
 * One page of the player's transfers and how many there are from its first row on, at most
 * `countCap + 1`, in one statement. The page's ids come from an index walk (from the cursor, or
 * skipping `offset` ids); its rows are then read by primary key. The count walks on from the
 * page's first id, so a whale's count reads `countCap + 1` index entries, not every row. An empty
 * page counts 0.
 */
export async function transactionsPage(db: DbOrTx, window: TransactionsWindow) {
  if (window.accounts.length === 0) return { rows: [], counted: 0 };
  const cursor = window.beforeId === undefined ? undefined : sql`id < ${window.beforeId}`;
  const { statement, params } = prepared(
    sql`with ${playerAccounts(window.userId)},
      page as (${transferIds(window, cursor)} offset ${window.offset} limit ${window.limit})
      select c.counted, r.*
      from (
        select count(*)::int as counted
        from (${transferIds(window, sql`id <= (select max(id) from page)`)}
          limit ${window.countCap + 1}) counted_ids
      ) c
      left join lateral (
        select t.id, t.kind, t.currency, t.amount,
          fa.kind as "fromAccount", ta.kind as "toAccount",
          t.from_balance_after as "fromBalanceAfter", t.to_balance_after as "toBalanceAfter",
          t.created_at as "createdAt", o.reference
        from page
        join wallet_transfers t on t.id = page.id
        join wallet_operations o on o.id = t.operation_id
        left join acc fa on fa.id = t.from_account_id
        left join acc ta on ta.id = t.to_account_id
      ) r on true
      order by r.id desc`,
  );
  const result = await rawRows<
    { counted: number } & Omit<
      TransferRow,
      'id' | 'amount' | 'fromBalanceAfter' | 'toBalanceAfter' | 'createdAt'
    > & {
        id: string | number | null;
        amount: string | number;
        fromBalanceAfter: string | number | null;
        toBalanceAfter: string | number | null;
        createdAt: Date | string;
      }
  >(db, statement, params);
  const orNull = (v: string | number | null) => (v === null ? null : Number(v));
  return {
    counted: Number(result[0]?.counted ?? 0),
    rows: result
      .filter((r) => r.id !== null)
      .map((r): TransferRow => ({
        id: Number(r.id),
        kind: r.kind,
        currency: r.currency,
        amount: Number(r.amount),
        fromAccount: r.fromAccount,
        toAccount: r.toAccount,
        fromBalanceAfter: orNull(r.fromBalanceAfter),
        toBalanceAfter: orNull(r.toBalanceAfter),
        createdAt: new Date(r.createdAt),
        reference: r.reference,
      })),
  };
}

/** How many transfers the player has, at most `cap` (a page past the end: decision 066). */
export async function countTransfers(
  db: DbOrTx,
  of: Pick<TransactionsWindow, 'userId' | 'accounts' | 'kind'>,
  cap: number,
) {
  if (of.accounts.length === 0) return 0;
  const { statement, params } = prepared(
    sql`with ${playerAccounts(of.userId)}
      select count(*)::int as n from (${transferIds(of)} limit ${cap}) ids`,
  );
  const [row] = await rawRows<{ n: number }>(db, statement, params);
  return Number(row?.n ?? 0);
}
