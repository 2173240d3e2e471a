import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { createByteStream } from '@app/games/provably-fair';
import { nodeHmacSha256 } from '@app/games/node-hmac';
import { queryRows, type Database } from '../../db/database';
import { callTogether } from '../../db/raw-sql';
import { AppError } from '../../platform/app-error';
import { openTestDatabase } from '../../test/test-database';
import { seedDatabase } from '../../db/seed';
import { gamesSeed } from './games.seed';
import { createPlayer, credit, ledgerCheck, move, walletFor } from '../wallet/wallet-test-kit';
import type { WalletService } from '../wallet/wallet.service';
import type { SingleStepEngine } from './engines/engine';
import { createFairnessService, type FairnessService } from './fairness.service';
import { createRoundBatcher, type RoundBatcher, type RoundRequest } from './round-batcher';
import * as rounds from './rounds.repository';

/**
 * A tiny real game for the batch tests: one byte of the round's stream decides it; a byte of
 * 128 or more pays twice the bet. Bets of 13 hundredths are refused as a game rule.
 */
const coinFlip: SingleStepEngine<Record<string, never>> = {
  kind: 'single',
  version: 'coin-flip-test',
  parseParams: () => ({}),
  play(ctx) {
    if (ctx.bet === 13) throw new Error('unlucky bet');
    const byte = ctx.stream.nextByte();
    return { payout: byte >= 128 ? ctx.bet * 2 : 0, outcome: { byte } };
  },
  // Half the bytes pay twice the bet: exactly 100%.
  theoreticalRtp: () => ({ rtpBps: 10_000, rtp: '100.00%', method: 'exact', basis: 'Coin flip' }),
};

let database: Database;
let wallet: WalletService;
let fairness: FairnessService;
let batcher: RoundBatcher;
let gameId: number;
const settledNames: string[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
  ({ wallet } = await walletFor(database.db));
  await seedDatabase(database.db, [gamesSeed]);
  fairness = createFairnessService({ db: database.db });
  batcher = createRoundBatcher({
    db: database.db,
    wallet,
    fairness,
    onSettled: (_round, name) => settledNames.push(name),
    maxInFlight: 1,
  });
  const [game] = await queryRows<{ id: number }>(
    database.db,
    sql`select master_casino_game_id as id from games order by master_casino_game_id limit 1`,
  );
  gameId = game!.id;
});
afterAll(async () => {
  await database.close();
});

const request = (userId: number, bet: number): RoundRequest => ({
  userId,
  gameId,
  game: { gameType: 'coin-flip', themeKey: 'test', name: 'Coin Flip' },
  engine: coinFlip,
  coinType: 'GC',
  bet,
  stake: bet,
  params: {},
});

async function roundsOf(userId: number) {
  return queryRows<{ nonce: number; bet: number; payout: number; balance_after: number }>(
    database.db,
    sql`select nonce, bet, payout, balance_after from game_rounds where user_id = ${userId} order by nonce`,
  );
}

describe('round batcher', () => {
  it('plays concurrent rounds of many players in shared batches with exact nonces and ledger', async () => {
    const players = await Promise.all(Array.from({ length: 5 }, () => createPlayer(database.db)));
    for (const p of players) await move(wallet, database.db, p, 'purchase', [credit('GC', 10_000)]);
    const results = await Promise.all(
      players.flatMap((p) => Array.from({ length: 12 }, () => batcher.play(request(p, 100)))),
    );
    expect(results).toHaveLength(60);
    for (const p of players) {
      const rows = await roundsOf(p);
      // Twelve rounds, nonces 0..11 with no gap, each outcome the byte its own nonce gives.
      expect(rows.map((r) => r.nonce)).toEqual(Array.from({ length: 12 }, (_, i) => i));
      const seed = (await fairness.lockSeeds(database.db, [p])).get(p)!;
      for (const r of rows) {
        const byte = createByteStream(
          nodeHmacSha256,
          seed.serverSeed,
          seed.clientSeed,
          r.nonce,
        ).nextByte();
        expect(r.payout).toBe(byte >= 128 ? 200 : 0);
      }
      const won = rows.reduce((sum, r) => sum + r.payout - r.bet, 0);
      expect((await wallet.balances(p)).gc).toBe(10_000 + won);
      expect(Math.max(...rows.map((r) => r.balance_after))).toBeLessThanOrEqual(10_000 + 1_200);
    }
    expect(settledNames.filter((n) => n === 'Coin Flip').length).toBeGreaterThanOrEqual(60);
    for (const row of await ledgerCheck(database.db)) {
      expect(row).toMatchObject({ total: 0, mismatched: 0, negative: 0 });
    }
  });

  it('refuses only the rounds the balance cannot cover, keeping no nonce for them', async () => {
    const p = await createPlayer(database.db);
    await move(wallet, database.db, p, 'purchase', [credit('GC', 300)]);
    const results = await Promise.allSettled(
      Array.from({ length: 20 }, () => batcher.play(request(p, 100))),
    );
    const refused = results.filter((r) => r.status === 'rejected');
    for (const r of refused) {
      expect((r as PromiseRejectedResult).reason).toBeInstanceOf(AppError);
      expect(((r as PromiseRejectedResult).reason as AppError).errorName).toBe(
        'InsufficientBalance',
      );
    }
    const rows = await roundsOf(p);
    expect(rows).toHaveLength(20 - refused.length);
    expect(rows.map((r) => r.nonce)).toEqual(rows.map((_, i) => i));
    const balance = (await wallet.balances(p)).gc;
    expect(balance).toBe(300 + rows.reduce((sum, r) => sum + r.payout - r.bet, 0));
    expect(balance).toBeGreaterThanOrEqual(0);
    if (refused.length > 0) expect(balance).toBeLessThan(100);
  });

  it('a round that fails its game rule fails alone; the rest of its batch is played', async () => {
    const p = await createPlayer(database.db);
    await move(wallet, database.db, p, 'purchase', [credit('GC', 10_000)]);
    const results = await Promise.allSettled([
      batcher.play(request(p, 100)),
      batcher.play(request(p, 13)),
      batcher.play(request(p, 100)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['fulfilled', 'rejected', 'fulfilled']);
    expect((await roundsOf(p)).map((r) => r.nonce)).toEqual([0, 1]);
  });

  it('when a whole batch cannot be written, plays its rounds one by one so only the spoiled one fails', async () => {
    const [a, b] = [await createPlayer(database.db), await createPlayer(database.db)];
    for (const p of [a, b]) await move(wallet, database.db, p, 'purchase', [credit('GC', 10_000)]);
    // Someone already used the idempotency key a's next round will take: the batch write sees it.
    const seedOfA = (await fairness.lockSeeds(database.db, [a])).get(a)!;
    await move(wallet, database.db, a, 'purchase', [credit('GC', 1)], `round:seed:${seedOfA.id}:0`);
    const results = await Promise.allSettled([
      batcher.play(request(a, 100)),
      batcher.play(request(b, 100)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'fulfilled']);
    expect(await roundsOf(a)).toHaveLength(0);
    expect((await wallet.balances(a)).gc).toBe(10_001);
    expect(await roundsOf(b)).toHaveLength(1);
    for (const row of await ledgerCheck(database.db)) {
      expect(row).toMatchObject({ total: 0, mismatched: 0, negative: 0 });
    }
  });

  /**
   * A batcher whose unlocked reads of the ledger go through `reads` (readAccounts, batchOn);
   * `locked` lists the players of every batch that took the locked path.
   */
  function batcherReading(
    reads: Partial<Pick<WalletService, 'readAccounts' | 'batchOn'>>,
    maxInFlight?: number,
  ) {
    const locked: number[][] = [];
    const racing = createRoundBatcher({
      db: database.db,
      wallet: {
        ...wallet,
        ...reads,
        lockBatch: async (tx, userIds) => {
          locked.push(userIds);
          return wallet.lockBatch(tx, userIds);
        },
      },
      fairness,
      onSettled: () => undefined,
      maxInFlight,
    });
    return { racing, locked };
  }

  /** A batcher whose reads are followed by `meanwhile` (another writer landing between read and write). */
  const batcherWithRace = (meanwhile: (userIds: number[]) => Promise<void>) =>
    batcherReading(
      {
        readAccounts: async (userIds) => {
          const accounts = await wallet.readAccounts(userIds);
          await meanwhile(userIds);
          return accounts;
        },
      },
      1,
    );

  it('writes the rounds of players it has seen before without taking any lock', async () => {
    const p = await createPlayer(database.db);
    await move(wallet, database.db, p, 'purchase', [credit('GC', 10_000)]);
    await batcher.play(request(p, 100)); // the first round makes the seed
    const { racing, locked } = batcherWithRace(async () => undefined);
    for (let i = 0; i < 5; i += 1) await racing.play(request(p, 100));
    expect(locked).toEqual([]);
    expect((await roundsOf(p)).map((r) => r.nonce)).toEqual([0, 1, 2, 3, 4, 5]);
  });

  /** A batcher that counts the players whose accounts it reads (ahead or at the batch). */
  function countingBatcher() {
    const read: number[] = [];
    const counted = batcherReading({
      readAccounts: async (userIds) => {
        read.push(...userIds);
        return wallet.readAccounts(userIds);
      },
    });
    return { ...counted, read };
  }

  it('plans a round on the state read ahead of it, without reading again or taking a lock', async () => {
    const p = await createPlayer(database.db);
    await move(wallet, database.db, p, 'purchase', [credit('GC', 10_000)]);
    await batcher.play(request(p, 100)); // the first round makes the seed
    const { racing, locked, read } = countingBatcher();
    for (let i = 0; i < 3; i += 1) {
      const ahead = racing.readAhead(p);
      await ahead.state;
      const round = await racing.play({ ...request(p, 100), ahead });
      expect(round.balanceBefore).toBe(round.balanceAfter + 100 - round.payout);
    }
    expect(read).toEqual([p, p, p]);
    expect(locked).toEqual([]);
    expect((await roundsOf(p)).map((r) => r.nonce)).toEqual([0, 1, 2, 3]);
  });

  it("a read ahead taken before the player's last round finished is read again, not planned on", async () => {
    const p = await createPlayer(database.db);
    await move(wallet, database.db, p, 'purchase', [credit('GC', 10_000)]);
    await batcher.play(request(p, 100));
    const { racing, locked, read } = countingBatcher();
    const stale = racing.readAhead(p);
    await stale.state;
    const between = await racing.play(request(p, 100));
    const round = await racing.play({ ...request(p, 100), ahead: stale });
    // Planned on the balance and nonce the round between left, not on the ones read ahead.
    expect(round.balanceBefore).toBe(between.balanceAfter);
    expect(round.nonce).toBe(between.nonce + 1);
    expect(read).toEqual([p, p, p]);
    expect(locked).toEqual([]);
    expect((await wallet.balances(p)).gc).toBe(round.balanceAfter);
  });

  it('a balance that moves after a read ahead sends its batch to the locked path, played once', async () => {
    const p = await createPlayer(database.db);
    await move(wallet, database.db, p, 'purchase', [credit('GC', 10_000)]);
    await batcher.play(request(p, 100));
    const { racing, locked } = countingBatcher();
    const ahead = racing.readAhead(p);
    await ahead.state;
    await move(wallet, database.db, p, 'purchase', [credit('GC', 500)]);
    const before = (await wallet.balances(p)).gc;
    const round = await racing.play({ ...request(p, 100), ahead });
    expect(locked).toEqual([[p]]);
    expect(round.balanceBefore).toBe(before);
    expect((await wallet.balances(p)).gc).toBe(round.balanceAfter);
    expect((await roundsOf(p)).map((r) => r.nonce)).toEqual([0, 1]);
    for (const row of await ledgerCheck(database.db)) {
      expect(row).toMatchObject({ total: 0, mismatched: 0, negative: 0 });
    }
  });

  it('a balance that moves between the read and the write sends the batch to the locked path', async () => {
    const p = await createPlayer(database.db);
    await move(wallet, database.db, p, 'purchase', [credit('GC', 10_000)]);
    await batcher.play(request(p, 100));
    let purchases = 0;
    const { racing, locked } = batcherWithRace(async () => {
      if (purchases > 0) return;
      purchases += 1;
      await move(wallet, database.db, p, 'purchase', [credit('GC', 500)]);
    });
    const before = (await wallet.balances(p)).gc;
    const round = await racing.play(request(p, 100));
    expect(locked).toEqual([[p]]);
    // Played once, on the balance after the purchase.
    expect(round.balanceBefore).toBe(before + 500);
    expect(round.balanceAfter).toBe(before + 500 - 100 + round.payout);
    expect((await wallet.balances(p)).gc).toBe(round.balanceAfter);
    expect((await roundsOf(p)).map((r) => r.nonce)).toEqual([0, 1]);
    for (const row of await ledgerCheck(database.db)) {
      expect(row).toMatchObject({ total: 0, mismatched: 0, negative: 0 });
    }
  });

  it('a seed rotated between the read and the write: the round is played on the new seed', async () => {
    const p = await createPlayer(database.db);
    await move(wallet, database.db, p, 'purchase', [credit('GC', 10_000)]);
    await batcher.play(request(p, 100));
    let rotated = false;
    const { racing, locked } = batcherWithRace(async () => {
      if (rotated) return;
      rotated = true;
      await fairness.rotate(p);
    });
    const round = await racing.play(request(p, 100));
    expect(locked).toEqual([[p]]);
    const seed = (await fairness.lockSeeds(database.db, [p])).get(p)!;
    expect(round).toMatchObject({ seedId: seed.id, nonce: 0, serverSeedHash: seed.serverSeedHash });
    const byte = createByteStream(nodeHmacSha256, seed.serverSeed, seed.clientSeed, 0).nextByte();
    expect(round.payout).toBe(byte >= 128 ? 200 : 0);
  });

  it('rounds and purchases racing on one balance: every coin accounted for, none below zero', async () => {
    const p = await createPlayer(database.db);
    await move(wallet, database.db, p, 'purchase', [credit('GC', 1_000)]);
    const plays = Array.from({ length: 40 }, () => batcher.play(request(p, 100)));
    const buys = Array.from({ length: 10 }, () =>
      move(wallet, database.db, p, 'purchase', [credit('GC', 50)]),
    );
    const [played] = await Promise.all([Promise.allSettled(plays), Promise.all(buys)]);
    const rows = await roundsOf(p);
    expect(rows).toHaveLength(played.filter((r) => r.status === 'fulfilled').length);
    expect(rows.map((r) => r.nonce)).toEqual(rows.map((_, i) => i));
    const won = rows.reduce((sum, r) => sum + r.payout - r.bet, 0);
    expect((await wallet.balances(p)).gc).toBe(1_000 + 500 + won);
    for (const row of await ledgerCheck(database.db)) {
      expect(row).toMatchObject({ total: 0, mismatched: 0, negative: 0 });
    }
  });

  it("one statement writes both modules' rows or neither: a stale balance undoes the rounds written before it", async () => {
    const p = await createPlayer(database.db);
    await move(wallet, database.db, p, 'purchase', [credit('GC', 1_000)]);
    await batcher.play(request(p, 100));
    const seed = (await fairness.readSeeds([p]))!.get(p)!;
    const ledger = (await wallet.readBatch([p]))!;
    const key = `stale-nonce-test:${p}`;
    const after = ledger.add({
      idempotencyKey: key,
      userId: p,
      kind: 'game_round',
      movements: [{ direction: 'debit', currency: 'GC', amount: 100, house: 'GAMES', kind: 'bet' }],
    });
    const round = {
      userId: p,
      gameId,
      gameType: 'coin-flip',
      gameVersion: 'coin-flip-test',
      coinType: 'GC' as const,
      bet: 100,
      payout: 0,
      balanceBefore: after.gc + 100,
      balanceAfter: after.gc,
      params: {},
      outcome: {},
      seedId: seed.id,
      serverSeedHash: seed.serverSeedHash,
      clientSeed: seed.clientSeed,
      nonce: seed.nextNonce,
    };
    // A purchase lands after the read: the ledger part's guard fails after the rounds part wrote.
    await move(wallet, database.db, p, 'purchase', [credit('GC', 7)]);
    const balance = (await wallet.balances(p)).gc;
    await expect(
      callTogether(
        database.db,
        rounds.recordRoundsPart([{ id: seed.id, from: seed.nextNonce, n: 1 }], [round]),
        ledger.writePart(),
      ),
    ).rejects.toMatchObject({ code: '40001' });
    expect((await wallet.balances(p)).gc).toBe(balance);
    const operations = await queryRows(
      database.db,
      sql`select id from wallet_operations where idempotency_key = ${key}`,
    );
    expect(operations).toEqual([]);
    expect(await roundsOf(p)).toHaveLength(1);
    expect((await fairness.readSeeds([p]))!.get(p)!.nextNonce).toBe(seed.nextNonce);
  });

  it('a batch whose statement got no answer from the database is not played again', async () => {
    const [a, b] = [await createPlayer(database.db), await createPlayer(database.db)];
    for (const p of [a, b]) {
      await move(wallet, database.db, p, 'purchase', [credit('GC', 1_000)]);
      await batcher.play(request(p, 100));
    }
    const { racing: lost, locked } = batcherReading({
      batchOn: (accounts) => ({
        ...wallet.batchOn(accounts),
        writePart: () => {
          throw new Error('Connection terminated unexpectedly');
        },
      }),
    });
    const results = await Promise.allSettled([
      lost.play(request(a, 100)),
      lost.play(request(b, 100)),
    ]);
    expect(results.map((r) => r.status)).toEqual(['rejected', 'rejected']);
    expect(locked).toEqual([]);
    expect(await roundsOf(a)).toHaveLength(1);
    expect(await roundsOf(b)).toHaveLength(1);
  });
});
