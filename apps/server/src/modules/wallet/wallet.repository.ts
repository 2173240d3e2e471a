import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/database';
import { rawRows, type CallPart } from '../../db/raw-sql';
import type { AccountDelta } from './wallet-plan';
import {
  HOUSE_ACCOUNT_KINDS,
  PLAYER_ACCOUNT_KINDS,
  walletAccounts,
  walletOperations,
  walletTransfers,
  type Currency,
  type PlayerAccountKind,
} from './wallet.tables';

export const PLAYER_ACCOUNT_CURRENCY: Record<PlayerAccountKind, Currency> = {
  GC: 'GC',
  SC_UNPLAYED: 'SC',
  SC_REDEEMABLE: 'SC',
};

export async function createPlayerAccounts(db: DbOrTx, userId: number) {
  await db
    .insert(walletAccounts)
    .values(
      PLAYER_ACCOUNT_KINDS.map((kind) => ({
        userId,
        kind,
        currency: PLAYER_ACCOUNT_CURRENCY[kind],
      })),
    )
    .onConflictDoNothing();
}

export async function createHouseAccounts(db: DbOrTx) {
  await db
    .insert(walletAccounts)
    .values(
      HOUSE_ACCOUNT_KINDS.flatMap((kind) =>
        (['GC', 'SC'] as const).map((currency) => ({ kind, currency })),
      ),
    )
    .onConflictDoNothing();
}

export async function listHouseAccounts(db: DbOrTx) {
  return db
    .select({ id: walletAccounts.id, kind: walletAccounts.kind, currency: walletAccounts.currency })
    .from(walletAccounts)
    .where(isNull(walletAccounts.userId));
}

export async function playerAccounts(db: DbOrTx, userId: number) {
  return db
    .select({
      id: walletAccounts.id,
      kind: walletAccounts.kind,
      balance: walletAccounts.balance,
      playthrough: walletAccounts.playthroughRemaining,
    })
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId))
    .orderBy(asc(walletAccounts.id));
}

/**
 * Adds `delta` (negative to take) only if the balance stays covered, and moves what is left to
 * wager by `playthroughDelta`: one conditional statement, not a read-then-write. Answers the new
 * balance, or undefined when refused.
 */
export async function changeBalance(
  db: DbOrTx,
  accountId: number,
  delta: number,
  playthroughDelta = 0,
) {
  const [row] = await db
    .update(walletAccounts)
    .set({
      balance: sql`${walletAccounts.balance} + ${delta}`,
      ...(playthroughDelta === 0
        ? {}
        : {
            playthroughRemaining: sql`${walletAccounts.playthroughRemaining} + ${playthroughDelta}`,
          }),
    })
    .where(and(eq(walletAccounts.id, accountId), sql`${walletAccounts.balance} + ${delta} >= 0`))
    .returning({ balance: walletAccounts.balance });
  return row?.balance;
}

/** Claims an idempotency key; answers the new operation id, or undefined when the key exists. */
export async function claimOperation(
  db: DbOrTx,
  values: {
    idempotencyKey: string;
    userId: number | null;
    kind: string;
    reference: string | null;
    requestHash: string;
  },
) {
  const [row] = await db
    .insert(walletOperations)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: walletOperations.id });
  return row?.id;
}

export async function findOperation(db: DbOrTx, idempotencyKey: string) {
  const [row] = await db
    .select()
    .from(walletOperations)
    .where(eq(walletOperations.idempotencyKey, idempotencyKey));
  return row;
}

export type NewTransfer = typeof walletTransfers.$inferInsert;

export async function insertTransfers(db: DbOrTx, rows: NewTransfer[]) {
  if (rows.length === 0) return;
  await db.insert(walletTransfers).values(rows);
}

/** Per currency: Σ player balances, Σ transfers in minus out for every account (the ledger check). */
export async function ledgerTotals(db: DbOrTx) {
  const result = (await db.execute(sql`
    with flows as (
      select to_account_id as account_id, amount from wallet_transfers
      union all
      select from_account_id, -amount from wallet_transfers
    ), sums as (
      select a.id, a.user_id, a.currency, a.balance, coalesce(sum(f.amount), 0)::bigint as derived
      from wallet_accounts a left join flows f on f.account_id = a.id
      group by a.id
    )
    select currency,
      coalesce(sum(derived), 0)::bigint as total_derived,
      coalesce(sum(balance) filter (where user_id is not null), 0)::bigint as player_balances,
      coalesce(sum(derived) filter (where user_id is null), 0)::bigint as house_balances,
      count(*) filter (where user_id is not null and balance <> derived)::int as mismatched_accounts,
      count(*) filter (where user_id is not null and balance < 0)::int as negative_accounts
    from sums group by currency order by currency
  `)) as unknown as {
    rows: {
      currency: Currency;
      total_derived: number;
      player_balances: number;
      house_balances: number;
      mismatched_accounts: number;
      negative_accounts: number;
    }[];
  };
  return result.rows;
}

/**
 * Every account's balance derived from the transfers made before `at`, summed per currency and
 * account kind, players' accounts together and each house account apart (the trial balance of a
 * day, decision 056). The stored player balances are today's; this is the ledger as it stood.
 */
export async function balancesAt(db: DbOrTx, at: Date) {
  const before = at.toISOString();
  const result = (await db.execute(sql`
    with flows as (
      select to_account_id as account_id, amount from wallet_transfers where created_at < ${before}
      union all
      select from_account_id, -amount from wallet_transfers where created_at < ${before}
    )
    select a.currency, case when a.user_id is null then a.kind end as house,
      coalesce(sum(f.amount), 0)::bigint as balance
    from flows f join wallet_accounts a on a.id = f.account_id
    group by a.currency, a.user_id is null, case when a.user_id is null then a.kind end
    order by a.currency, house nulls first
  `)) as unknown as { rows: { currency: Currency; house: string | null; balance: number }[] };
  return result.rows.map((r) => ({ ...r, balance: Number(r.balance) }));
}

export type AccountRow = {
  id: number;
  userId: number;
  kind: PlayerAccountKind;
  balance: number;
  playthrough: number;
};

const ACCOUNTS_OF = `select id, user_id as "userId", kind, balance,
  playthrough_remaining as playthrough from wallet_accounts
  where user_id = any($1::int[]) order by id`;

/**
 * Every account of these players (prepared; the batch path of game rounds): locked in id order,
 * or read without a lock for a batch that is written with guards.
 */
export async function accountsOfUsers(db: DbOrTx, userIds: number[], { lock }: { lock: boolean }) {
  return rawRows<AccountRow>(
    db,
    lock
      ? { name: 'wallet_lock_accounts_of_users', text: `${ACCOUNTS_OF} for update` }
      : { name: 'wallet_read_accounts_of_users', text: ACCOUNTS_OF },
    [userIds],
  );
}

export interface BatchWrite {
  operations: {
    key: string;
    userId: number;
    kind: string;
    reference: string | null;
    hash: string;
  }[];
  deltas: AccountDelta[];
  transfers: (Omit<NewTransfer, 'operationId'> & { key: string })[];
}

/**
 * A batch of fresh operations as its part of one statement (the SQL function wallet_write_batch,
 * migration 0010): the operations, each account's net change while it still holds the balance
 * the batch was planned on (`before`), and the transfers. A key used before or a balance that
 * moved makes the function raise, so the statement writes nothing. Answers ids by key.
 */
export function writeBatchPart(batch: BatchWrite): CallPart<Map<string, number>> {
  return {
    fn: 'wallet_write_batch',
    arg: batch,
    read: (ids) => new Map(Object.entries(ids as Record<string, number>)),
  };
}

/**
 * SC credited to a player from each house source, lifetime (decision 057). Read from the player's
 * accounts: a house account holds every player's transfers, and the planner, starting from it,
 * read all of them (0.46–0.60 s a request on 2,000,000 transfers; 17 s at 50 connections).
 * `offset 0` keeps the lateral subquery from being merged into the join, so the scan starts at
 * the player's accounts (2 ms; 31 ms for a player with 40,000 transfers).
 */
export async function scCreditsBySource(db: DbOrTx, userId: number) {
  const rows = await queryRows<{ house: string; total: string }>(
    db,
    sql`select h.kind as house, coalesce(sum(t.amount), 0)::bigint as total
      from wallet_accounts p
      cross join lateral (select x.from_account_id, x.amount from wallet_transfers x
        where x.to_account_id = p.id and x.currency = 'SC' offset 0) t
      join wallet_accounts h on h.id = t.from_account_id and h.user_id is null
      where p.user_id = ${userId} and p.currency = 'SC'
        and h.kind in ('GAMES', 'BONUSES', 'ADJUSTMENTS', 'AMOE')
      group by h.kind`,
  );
  const of = (kind: string) => Number(rows.find((r) => r.house === kind)?.total ?? 0);
  return {
    wonInPlay: of('GAMES'),
    bonuses: of('BONUSES'),
    adjustments: of('ADJUSTMENTS'),
    freeEntry: of('AMOE'),
  };
}

/** SC a player bet since `since`: transfers from their SC accounts to the games house (read from the player's side, as above). */
export async function scWageredSince(db: DbOrTx, userId: number, since: Date): Promise<number> {
  const [row] = await queryRows<{ total: string }>(
    db,
    sql`select coalesce(sum(t.amount), 0)::bigint as total
      from wallet_accounts p
      cross join lateral (select x.to_account_id, x.amount from wallet_transfers x
        where x.from_account_id = p.id and x.currency = 'SC'
          and x.created_at >= ${since.toISOString()} offset 0) t
      join wallet_accounts h on h.id = t.to_account_id and h.user_id is null and h.kind = 'GAMES'
      where p.user_id = ${userId} and p.currency = 'SC'`,
  );
  return Number(row?.total ?? 0);
}

/** A player holding SC, with when their coins last moved (ms since the epoch; null if never). */
export interface ScHolder {
  userId: number;
  scUnplayed: number;
  scRedeemable: number;
  lastOperationMs: number | null;
}

const kindList = (kinds: readonly string[]) =>
  sql.join(
    kinds.map((kind) => sql`${kind}`),
    sql`, `,
  );

/**
 * Up to `limit` players with unplayed or redeemable SC, by id after `afterUserId`, with their
 * latest operation other than those of `ignoringKinds`. A scan by the accounts' (user, kind)
 * index: no index on balance, which every bet changes.
 */
export async function scHoldersAfter(
  db: DbOrTx,
  afterUserId: number,
  limit: number,
  ignoringKinds: readonly string[],
): Promise<ScHolder[]> {
  return queryRows<ScHolder>(
    db,
    sql`select a.user_id as "userId",
        coalesce(sum(a.balance) filter (where a.kind = 'SC_UNPLAYED'), 0)::bigint as "scUnplayed",
        coalesce(sum(a.balance) filter (where a.kind = 'SC_REDEEMABLE'), 0)::bigint as "scRedeemable",
        (select floor(extract(epoch from o.created_at) * 1000)::bigint from wallet_operations o
          where o.user_id = a.user_id and o.kind not in (${kindList(ignoringKinds)})
          order by o.id desc limit 1) as "lastOperationMs"
      from wallet_accounts a
      where a.user_id > ${afterUserId} and a.kind in ('SC_UNPLAYED', 'SC_REDEEMABLE')
        and a.balance > 0
      group by a.user_id order by a.user_id limit ${limit}`,
  );
}

/** When the player's coins last moved, other than by `ignoringKinds` (ms; null if never). */
export async function lastOperationMs(
  tx: DbOrTx,
  userId: number,
  ignoringKinds: readonly string[],
): Promise<number | null> {
  const [row] = await queryRows<{ ms: number }>(
    tx,
    sql`select floor(extract(epoch from created_at) * 1000)::bigint as ms
      from wallet_operations
      where user_id = ${userId} and kind not in (${kindList(ignoringKinds)})
      order by id desc limit 1`,
  );
  return row ? Number(row.ms) : null;
}
