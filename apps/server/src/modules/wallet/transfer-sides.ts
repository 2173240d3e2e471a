import { sql, type SQL } from 'drizzle-orm';

export type TransferSide = 'from' | 'to';

/**
 * Kinds the kind indexes leave out (most rows: every round writes them). A filter on another kind
 * repeats the indexes' predicate, so that even a plan made for any kind (a prepared statement's
 * generic plan) may use them (decision 066).
 */
export const KINDS_OFF_KIND_INDEX = ['bet', 'win'] as const;

/** `kind not in ('bet', 'win')`: the kind indexes' predicate. */
export const offKindIndex = (kind: SQL) =>
  sql`${kind} not in (${sql.raw(KINDS_OFF_KIND_INDEX.map((k) => `'${k}'`).join(', '))})`;

const onKindIndex = (kind: string) => !(KINDS_OFF_KIND_INDEX as readonly string[]).includes(kind);

/**
 * A player's transfers as one index range per side of each account: `(from|to)_account_id =
 * account`, newest first, joined by `union all` (the player's ledger, decision 064; the
 * transactions list, decision 066). Each range is its own ordered subquery, so the planner merges
 * them in id order (Merge Append over backward index scans) and a `limit` above stops reading
 * early: a page costs a few short index walks whatever the player's history holds. An account's
 * `id` is a number or an expression (a scalar subquery). `select` gives
 * each range's columns (`id` alone lets PostgreSQL answer from the index only); `bound` cuts the
 * ids (e.g. `id < beforeId`), `kind` keeps one kind, `limit` cuts each range.
 */
export function transferSides<A extends { id: number | SQL }>(
  accounts: readonly A[],
  select: (side: TransferSide, account: A) => SQL,
  where: { bound?: SQL; kind?: string; limit?: number } = {},
): SQL {
  const sides = accounts.flatMap((account) =>
    (['from', 'to'] as const).map(
      (side) => sql`(select ${select(side, account)}
        from wallet_transfers
        where ${sql.identifier(`${side}_account_id`)} = ${account.id}
          ${where.bound ? sql`and ${where.bound}` : sql``}
          ${where.kind ? sql`and kind = ${where.kind}` : sql``}
          ${where.kind && onKindIndex(where.kind) ? sql`and ${offKindIndex(sql`kind`)}` : sql``}
        order by id desc${where.limit === undefined ? sql`` : sql` limit ${where.limit}`})`,
    ),
  );
  return sql.join(sides, sql` union all `);
}
