import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { openTestDatabase } from '../../test/test-database';
import { AppError } from '../../platform/app-error';
import { inTransaction, type UnitOfWork } from '../../db/unit-of-work';
import { createPlayer, credit, debit, key, ledgerCheck, move, walletFor } from './wallet-test-kit';
import type { WalletService } from './wallet.service';

let database: Database;
let wallet: WalletService;

beforeAll(async () => {
  database = await openTestDatabase();
  ({ wallet } = await walletFor(database.db));
});
afterAll(async () => {
  await database.close();
});

/** SC balances of the house accounts of redemptions, derived from the transfers. */
async function redemptionHouses(db: Database['db']) {
  const rows = await queryRows<{ kind: string; total: number }>(
    db,
    sql`select a.kind, coalesce(sum(case when t.to_account_id = a.id then t.amount else -t.amount end), 0)::bigint as total
      from wallet_accounts a left join wallet_transfers t on a.id in (t.from_account_id, t.to_account_id)
      where a.user_id is null and a.currency = 'SC' and a.kind in ('REDEMPTION_HOLDS', 'REDEMPTIONS')
      group by a.kind`,
  );
  const of = (kind: string) => Number(rows.find((r) => r.kind === kind)?.total ?? 0);
  return { holds: of('REDEMPTION_HOLDS'), paid: of('REDEMPTIONS') };
}

const errorName = (e: unknown) => (e instanceof AppError ? e.errorName : String(e));

describe('wallet ledger', () => {
  it('lets exactly 50 of 200 concurrent 1-coin SC bets through a 50 SC balance, ending at 0.00 with an exact ledger', async () => {
    const db = database.db;
    const userId = await createPlayer(db);
    await move(wallet, db, userId, 'purchase', [credit('SC', 5_000)]);
    const results = await Promise.allSettled(
      Array.from({ length: 200 }, () => move(wallet, db, userId, 'bet', [debit('SC', 100)])),
    );
    const ok = results.filter((r) => r.status === 'fulfilled');
    const refused = results.filter((r) => r.status === 'rejected');
    expect(ok).toHaveLength(50);
    expect(refused.map((r) => errorName((r as PromiseRejectedResult).reason))).toEqual(
      Array(150).fill('InsufficientBalance'),
    );
    expect(await wallet.balances(userId)).toEqual({ gc: 0, scUnplayed: 0, scRedeemable: 0 });
    for (const row of await ledgerCheck(db))
      expect(row).toMatchObject({ total: 0, mismatched: 0, negative: 0 });
  });

  it('takes unplayed SC first, then redeemable, and credits SC wins as redeemable', async () => {
    const db = database.db;
    const userId = await createPlayer(db);
    await move(wallet, db, userId, 'purchase', [credit('SC', 300)]);
    await move(wallet, db, userId, 'round', [
      debit('SC', 100),
      credit('SC', 250, 'GAMES', 'SC_REDEEMABLE'),
    ]);
    expect(await wallet.balances(userId)).toEqual({ gc: 0, scUnplayed: 200, scRedeemable: 250 });
    await move(wallet, db, userId, 'round', [debit('SC', 300)]);
    expect(await wallet.balances(userId)).toEqual({ gc: 0, scUnplayed: 0, scRedeemable: 150 });
  });

  it('refuses a bet larger than the balance and moves nothing', async () => {
    const db = database.db;
    const userId = await createPlayer(db);
    await move(wallet, db, userId, 'purchase', [credit('GC', 1_000)]);
    const opsBefore = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from wallet_operations`,
    );
    await expect(move(wallet, db, userId, 'bet', [debit('GC', 1_001)])).rejects.toMatchObject({
      errorName: 'InsufficientBalance',
    });
    const opsAfter = await queryRows<{ n: number }>(
      db,
      sql`select count(*)::int as n from wallet_operations`,
    );
    expect(opsAfter[0]?.n).toBe(opsBefore[0]?.n);
    expect((await wallet.balances(userId)).gc).toBe(1_000);
  });

  it('answers a replayed idempotency key with the first result and moves nothing twice', async () => {
    const db = database.db;
    const userId = await createPlayer(db);
    const k = key('purchase');
    const [first, ...replays] = await Promise.all(
      Array.from({ length: 5 }, () => move(wallet, db, userId, 'purchase', [credit('GC', 700)], k)),
    );
    expect((await wallet.balances(userId)).gc).toBe(700);
    const all = [first, ...replays];
    expect(all.filter((r) => !r?.replayed)).toHaveLength(1);
    expect(new Set(all.map((r) => r?.operationId)).size).toBe(1);
  });

  it('refuses the same idempotency key with different parameters', async () => {
    const db = database.db;
    const userId = await createPlayer(db);
    const k = key('purchase');
    await move(wallet, db, userId, 'purchase', [credit('GC', 700)], k);
    await expect(
      move(wallet, db, userId, 'purchase', [credit('GC', 900)], k),
    ).rejects.toMatchObject({ errorName: 'IdempotencyConflict' });
    expect((await wallet.balances(userId)).gc).toBe(700);
  });

  it('never lets a transfer be changed or deleted', async () => {
    const db = database.db;
    const userId = await createPlayer(db);
    await move(wallet, db, userId, 'purchase', [credit('GC', 100)]);
    await expect(db.execute(sql`update wallet_transfers set amount = 1`)).rejects.toThrow();
    await expect(db.execute(sql`delete from wallet_transfers`)).rejects.toThrow();
  });

  it('keeps every invariant over random sequences of purchases, bets, wins, bonuses and redemption holds, releases, payouts and returns', async () => {
    const db = database.db;
    const step = fc.oneof(
      fc.record({
        op: fc.constant('purchase' as const),
        gc: fc.integer({ min: 1, max: 50_000 }),
        sc: fc.integer({ min: 1, max: 5_000 }),
      }),
      fc.record({
        op: fc.constant('bonus' as const),
        gc: fc.integer({ min: 0, max: 10_000 }),
        sc: fc.integer({ min: 0, max: 1_000 }),
      }),
      fc.record({
        op: fc.constant('round' as const),
        coin: fc.constantFrom('GC' as const, 'SC' as const),
        bet: fc.integer({ min: 1, max: 3_000 }),
        win: fc.integer({ min: 0, max: 6_000 }),
      }),
      fc.record({ op: fc.constant('hold' as const), sc: fc.integer({ min: 1, max: 2_000 }) }),
      fc.record({ op: fc.constant('release' as const), sc: fc.integer({ min: 1, max: 2_000 }) }),
      fc.record({ op: fc.constant('payout' as const), sc: fc.integer({ min: 1, max: 2_000 }) }),
      fc.record({ op: fc.constant('return' as const), sc: fc.integer({ min: 1, max: 2_000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const userId = await createPlayer(db);
        const housesBefore = await redemptionHouses(db);
        let held = 0;
        let paid = 0;
        for (const s of steps) {
          try {
            if (s.op === 'purchase')
              await move(wallet, db, userId, 'purchase', [credit('GC', s.gc), credit('SC', s.sc)]);
            if (s.op === 'bonus')
              await move(wallet, db, userId, 'bonus', [
                credit('GC', s.gc, 'BONUSES'),
                credit('SC', s.sc, 'BONUSES'),
              ]);
            if (s.op === 'round') {
              await move(wallet, db, userId, 'round', [
                debit(s.coin, s.bet),
                credit(s.coin, s.win, 'GAMES', 'SC_REDEEMABLE'),
              ]);
            }
            if (s.op === 'hold') {
              await move(wallet, db, userId, 'redemption_hold', [
                debit('SC', s.sc, 'REDEMPTION_HOLDS', 'SC_REDEEMABLE'),
              ]);
              held += s.sc;
            }
            if (s.op === 'release' && held >= s.sc) {
              await move(wallet, db, userId, 'redemption_release', [
                credit('SC', s.sc, 'REDEMPTION_HOLDS', 'SC_REDEEMABLE'),
              ]);
              held -= s.sc;
            }
            if (s.op === 'payout' && held >= s.sc) {
              const k = key('redemption_paid');
              const settle = (uow: UnitOfWork) =>
                wallet.transferBetweenHouses(uow, {
                  idempotencyKey: k,
                  kind: 'redemption_paid',
                  currency: 'SC',
                  from: 'REDEMPTION_HOLDS',
                  to: 'REDEMPTIONS',
                  amount: s.sc,
                });
              expect((await inTransaction(db, settle)).replayed).toBe(false);
              // The same key again moves nothing.
              expect((await inTransaction(db, settle)).replayed).toBe(true);
              held -= s.sc;
              paid += s.sc;
            }
            if (s.op === 'return' && paid >= s.sc) {
              await move(wallet, db, userId, 'redemption_return', [
                credit('SC', s.sc, 'REDEMPTIONS', 'SC_REDEEMABLE'),
              ]);
              paid -= s.sc;
            }
          } catch (error) {
            expect(errorName(error)).toBe('InsufficientBalance');
          }
          const b = await wallet.balances(userId);
          expect(Math.min(b.gc, b.scUnplayed, b.scRedeemable)).toBeGreaterThanOrEqual(0);
          for (const row of await ledgerCheck(db))
            expect(row).toMatchObject({ total: 0, mismatched: 0, negative: 0 });
        }
        // The house holds exactly what is held, and REDEMPTIONS what was paid and not returned.
        const housesAfter = await redemptionHouses(db);
        expect(housesAfter.holds - housesBefore.holds).toBe(held);
        expect(housesAfter.paid - housesBefore.paid).toBe(paid);
      }),
      { numRuns: 15 },
    );
  });
});
