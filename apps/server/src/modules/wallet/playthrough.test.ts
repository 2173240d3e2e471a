import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { eq } from 'drizzle-orm';
import type { Database } from '../../db/database';
import { openTestDatabase } from '../../test/test-database';
import { createPlayer, credit, debit, ledgerCheck, move } from './wallet-test-kit';
import { createWalletEvents } from './wallet-events';
import { createWalletService, type Movement, type WalletService } from './wallet.service';
import { walletAccounts, walletTransfers } from './wallet.tables';

/** Purchase SC at 3x, the rest 1x (decision 053). */
const MULTIPLES: Record<string, number> = { purchase: 300 };

let database: Database;
let wallet: WalletService;

beforeAll(async () => {
  database = await openTestDatabase();
  wallet = createWalletService({
    db: database.db,
    events: createWalletEvents(),
    multipleOf: (source) => MULTIPLES[source] ?? 100,
  });
  await wallet.init();
});
afterAll(async () => {
  await database.close();
});

/** The player's SC accounts: balances and what is left to wager. */
async function sc(userId: number) {
  const rows = await database.db
    .select()
    .from(walletAccounts)
    .where(eq(walletAccounts.userId, userId));
  const of = (kind: string) => rows.find((r) => r.kind === kind);
  return {
    unplayed: of('SC_UNPLAYED')?.balance ?? 0,
    left: of('SC_UNPLAYED')?.playthroughRemaining ?? 0,
    redeemable: of('SC_REDEEMABLE')?.balance ?? 0,
  };
}

const round = (bet: number, win: number): Movement[] => [
  debit('SC', bet),
  ...(win > 0 ? [credit('SC', win, 'GAMES', 'SC_REDEEMABLE')] : []),
];

async function expectExactLedger() {
  for (const row of await ledgerCheck(database.db))
    expect(row).toMatchObject({ total: 0, mismatched: 0, negative: 0 });
}

describe('SC play-through', () => {
  it('at 1x a bet of unplayed SC turns redeemable exactly as it is played: its win is redeemable, nothing is held back', async () => {
    const db = database.db;
    const userId = await createPlayer(db);
    await move(wallet, db, userId, 'welcome_bonus', [credit('SC', 300, 'BONUSES')]);
    expect(await sc(userId)).toEqual({ unplayed: 300, left: 300, redeemable: 0 });
    await move(wallet, db, userId, 'round', round(100, 250));
    expect(await sc(userId)).toEqual({ unplayed: 200, left: 200, redeemable: 250 });
    await expectExactLedger();
  });

  it('at 3x keeps the unplayed SC locked up to what is left to wager, releases the rest, and clears the wager when the unplayed SC is gone', async () => {
    const db = database.db;
    const userId = await createPlayer(db);
    await move(wallet, db, userId, 'purchase', [credit('SC', 1_000)]);
    expect(await sc(userId)).toEqual({ unplayed: 1_000, left: 3_000, redeemable: 0 });

    await move(wallet, db, userId, 'round', round(100, 0));
    expect(await sc(userId)).toEqual({ unplayed: 900, left: 2_900, redeemable: 0 });

    // A small win stays unplayed: 2,800 is still to be wagered and only 800 + 150 is unplayed.
    await move(wallet, db, userId, 'round', round(100, 150));
    expect(await sc(userId)).toEqual({ unplayed: 950, left: 2_800, redeemable: 0 });

    // A big win fills the unplayed SC up to what is left to wager; the rest is redeemable.
    const big = await move(wallet, db, userId, 'round', round(100, 5_000));
    expect(await sc(userId)).toEqual({ unplayed: 2_700, left: 2_700, redeemable: 3_150 });
    const released = await db
      .select()
      .from(walletTransfers)
      .where(eq(walletTransfers.operationId, big.operationId));
    expect(released.filter((r) => r.kind === 'playthrough').map((r) => r.amount)).toEqual([3_150]);

    // Losing the last unplayed SC (the bet takes redeemable SC after it) leaves nothing to wager.
    await move(wallet, db, userId, 'round', round(3_000, 0));
    expect(await sc(userId)).toEqual({ unplayed: 0, left: 0, redeemable: 2_850 });
    await expectExactLedger();
  });

  it('counts SC taken from the unplayed account by anything but a bet (a refund) against what is left to wager', async () => {
    const db = database.db;
    const userId = await createPlayer(db);
    await move(wallet, db, userId, 'welcome_bonus', [credit('SC', 500, 'BONUSES')]);
    await move(wallet, db, userId, 'purchase_refund', [
      { ...debit('SC', 200, 'PURCHASES', 'SC_UNPLAYED'), kind: 'purchase_refund' },
    ]);
    expect(await sc(userId)).toEqual({ unplayed: 300, left: 300, redeemable: 0 });
  });

  it('keeps its rules over random sequences of credits, rounds and refunds: never more unplayed than left to wager, nothing to wager without unplayed SC, an exact ledger', async () => {
    const db = database.db;
    const step = fc.oneof(
      fc.record({
        type: fc.constant('credit' as const),
        source: fc.constantFrom('purchase', 'welcome_bonus'),
        sc: fc.integer({ min: 1, max: 5_000 }),
      }),
      fc.record({
        type: fc.constant('round' as const),
        bet: fc.integer({ min: 1, max: 3_000 }),
        win: fc.integer({ min: 0, max: 9_000 }),
      }),
      fc.record({ type: fc.constant('refund' as const), sc: fc.integer({ min: 1, max: 2_000 }) }),
    );
    await fc.assert(
      fc.asyncProperty(fc.array(step, { minLength: 1, maxLength: 12 }), async (steps) => {
        const userId = await createPlayer(db);
        for (const s of steps) {
          const before = await sc(userId);
          try {
            if (s.type === 'credit') {
              await move(wallet, db, userId, s.source, [credit('SC', s.sc, 'BONUSES')]);
            } else if (s.type === 'round') {
              await move(wallet, db, userId, 'round', round(s.bet, s.win));
            } else {
              await move(wallet, db, userId, 'purchase_refund', [
                { ...debit('SC', s.sc, 'PURCHASES', 'SC_UNPLAYED'), kind: 'purchase_refund' },
              ]);
            }
          } catch {
            // An uncovered debit is refused and moves nothing.
            expect(await sc(userId)).toEqual(before);
            continue;
          }
          const after = await sc(userId);
          expect(after.unplayed).toBeLessThanOrEqual(after.left);
          if (after.unplayed === 0) expect(after.left).toBe(0);
          // SC only ever leaves the redeemable account by a bet, and a credit never lowers it.
          if (s.type !== 'round')
            expect(after.redeemable).toBeGreaterThanOrEqual(before.redeemable);
        }
      }),
      { numRuns: 15 },
    );
    await expectExactLedger();
  });
});
