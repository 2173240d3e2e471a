import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { TRANSACTIONS_COUNT_CAP, transactionsCountCapped } from '@app/contracts/wallet';
import { queryRows, type Database } from '../../db/database';
import { openTestDatabase } from '../../test/test-database';
import { createPlayer, credit, debit, move, walletFor } from './wallet-test-kit';
import type { Movement, WalletService } from './wallet.service';
import type { TransactionsFilter } from './transactions.service';

let database: Database;
let wallet: WalletService;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ wallet } = await walletFor(database.db));
});
afterAll(async () => {
  await database.close();
});

const bonus = (currency: 'GC' | 'SC', amount: number): Movement => ({
  ...credit(currency, amount, 'BONUSES'),
  kind: 'bonus',
});

/** A player with every kind of row: GC and SC rounds, wins kept unplayed (released by playthrough), bonuses, purchases. */
async function busyPlayer() {
  const db = database.db;
  const userId = await createPlayer(db);
  await move(wallet, db, userId, 'purchase', [credit('GC', 100_000), credit('SC', 5_000)]);
  for (let i = 0; i < 40; i += 1) {
    const step = i % 5;
    if (step === 0)
      await move(wallet, db, userId, 'round', [debit('GC', 100), credit('GC', 150, 'GAMES')]);
    if (step === 1) await move(wallet, db, userId, 'round', [debit('SC', 20)]);
    // A win credited as unplayed asks no wager: the excess is released to redeemable (a transfer between two of the player's accounts).
    if (step === 2)
      await move(wallet, db, userId, 'round', [credit('SC', 30, 'GAMES', 'SC_UNPLAYED')]);
    if (step === 3)
      await move(wallet, db, userId, 'daily_bonus', [bonus('GC', 500), bonus('SC', 10)]);
    if (step === 4) await move(wallet, db, userId, 'purchase', [credit('GC', 1_000)]);
  }
  return userId;
}

/** The expected list, straight from the table: each transfer touching the player once, newest first. */
async function expectedIds(userId: number, filter: Omit<TransactionsFilter, 'page' | 'limit'>) {
  const rows = await queryRows<{ id: number; kind: string; currency: string }>(
    database.db,
    sql`select t.id, t.kind, t.currency from wallet_transfers t
      where exists (select 1 from wallet_accounts a where a.user_id = ${userId}
        and a.id in (t.from_account_id, t.to_account_id))
      order by t.id desc`,
  );
  return rows
    .filter(
      (r) =>
        (!filter.currency || r.currency === filter.currency) &&
        (!filter.kind || r.kind === filter.kind),
    )
    .map((r) => Number(r.id));
}

type Filter = Omit<TransactionsFilter, 'page' | 'limit' | 'beforeId'>;

/** Every page by number (page alone, as without a cursor), up to the first empty one. */
async function byPage(userId: number, filter: Filter, limit: number) {
  const pages = [];
  for (let page = 1; ; page += 1) {
    const answer = await wallet.transactions(userId, { ...filter, page, limit });
    pages.push(answer);
    if (answer.rows.length === 0) return pages;
  }
}

/** Every page by cursor: page 1, then each next page from the last row of the one before. */
async function byCursor(userId: number, filter: Filter, limit: number) {
  const pages = [];
  let beforeId: number | undefined;
  for (let page = 1; ; page += 1) {
    const answer = await wallet.transactions(userId, { ...filter, page, limit, beforeId });
    pages.push(answer);
    if (answer.rows.length === 0) return pages;
    beforeId = answer.rows.at(-1)!.transactionId;
  }
}

describe('GET /payment/transactions pages (decision 066)', () => {
  it('answers the same pages by cursor as by page number, for every filter, each transfer once', async () => {
    const userId = await busyPlayer();
    const filters: Filter[] = [
      {},
      { currency: 'GC' },
      { currency: 'SC' },
      { kind: 'bet' },
      { kind: 'win' },
      { kind: 'purchase' },
      { kind: 'playthrough' },
      { currency: 'SC', kind: 'bonus' },
      { currency: 'GC', kind: 'win' },
      { currency: 'GC', kind: 'playthrough' },
    ];
    for (const filter of filters) {
      const expected = await expectedIds(userId, filter);
      for (const limit of [1, 7, 16]) {
        const numbered = await byPage(userId, filter, limit);
        const keyset = await byCursor(userId, filter, limit);
        expect(
          keyset.map((p) => p.rows),
          JSON.stringify({ filter, limit }),
        ).toEqual(numbered.map((p) => p.rows));
        expect(numbered.flatMap((p) => p.rows.map((r) => r.transactionId))).toEqual(expected);
        // Below the cap every count is exact, on every page of both ways (and on the empty one).
        expect(new Set([...numbered, ...keyset].map((p) => p.count))).toEqual(
          new Set([expected.length]),
        );
      }
    }
    const releases = await byPage(userId, { kind: 'playthrough' }, 16);
    expect(releases[0]!.rows.length).toBeGreaterThan(0);
    // The release moves SC between the player's own accounts: it reads once, as the credit.
    expect(releases[0]!.rows.every((r) => r.amount > 0 && r.wallet === 'redeemable')).toBe(true);
  });

  it(`counts at most ${TRANSACTIONS_COUNT_CAP} rows past the page's first, and exactly near the end`, async () => {
    const db = database.db;
    const userId = await createPlayer(db);
    await move(wallet, db, userId, 'purchase', [credit('GC', 1_000)]);
    const total = TRANSACTIONS_COUNT_CAP + 50;
    // Bulk rows (a whale's year): GC wins of 0.01 each, in id order.
    await db.execute(sql`
      with op as (
        insert into wallet_operations (idempotency_key, user_id, kind, request_hash)
        values (${`bulk:${userId}`}, ${userId}, 'round', 'bulk') returning id
      ), accounts as (
        select (select id from wallet_accounts where user_id = ${userId} and kind = 'GC') as player,
          (select id from wallet_accounts where user_id is null and kind = 'GAMES' and currency = 'GC') as house
      )
      insert into wallet_transfers (operation_id, kind, currency, from_account_id, to_account_id, amount, to_balance_after)
      select op.id, 'win', 'GC', accounts.house, accounts.player, 1, 1000 + g
      from op, accounts, generate_series(1, ${total - 1}) g`);
    const limit = 16;
    const first = await wallet.transactions(userId, { page: 1, limit });
    expect(first.count).toBe(TRANSACTIONS_COUNT_CAP + 1);
    expect(transactionsCountCapped({ ...first, page: 1, limit })).toBe(true);

    const second = await wallet.transactions(userId, {
      page: 2,
      limit,
      beforeId: first.rows.at(-1)!.transactionId,
    });
    expect(second.count).toBe(limit + TRANSACTIONS_COUNT_CAP + 1);
    expect(second.rows).toEqual((await wallet.transactions(userId, { page: 2, limit })).rows);

    // Near the end the rest is under the cap: the count is exact, by page and by cursor.
    const lastPage = Math.ceil(total / limit);
    const deep = await wallet.transactions(userId, { page: lastPage - 1, limit });
    expect(deep.count).toBe(total);
    expect(transactionsCountCapped({ ...deep, page: lastPage - 1, limit })).toBe(false);
    const last = await wallet.transactions(userId, {
      page: lastPage,
      limit,
      beforeId: deep.rows.at(-1)!.transactionId,
    });
    expect(last.count).toBe(total);
    expect(last.rows).toEqual((await wallet.transactions(userId, { page: lastPage, limit })).rows);
    expect(last.rows.at(-1)).toMatchObject({ type: 'purchase', amount: 10 });
    // A page past the end answers no rows and the whole count.
    expect(await wallet.transactions(userId, { page: lastPage + 3, limit })).toEqual({
      rows: [],
      count: total,
    });
  });
});
