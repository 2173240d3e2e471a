/**
 * Wallet benchmark (issue 4): bet-and-win rounds of random size through the wallet
 * service the games use, on PostgreSQL, from 50 concurrent clients; then the bare SQL
 * of one round with 32 clients. Prints one JSON line.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:wallet
 */
import { randomInt } from 'node:crypto';
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/database';
import { inTransaction } from '../../apps/server/src/db/unit-of-work';
import { createWalletEvents } from '../../apps/server/src/modules/wallet/wallet-events';
import { createWalletService } from '../../apps/server/src/modules/wallet/wallet.service';
import { AppError } from '../../apps/server/src/platform/app-error';
import { ledgerCheck } from '../../apps/server/src/modules/wallet/wallet-test-kit';
import { insertUser } from '../../apps/server/src/modules/users/users.repository';
import { measureBareLedgerRounds, percentile } from './bare-ledger';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const CLIENTS = 50;
const SQL_CLIENTS = 32;
const PLAYERS = 200;
const HOT_PLAYERS = 10;

async function withDatabase<T>(work: (url: string) => Promise<T>) {
  const name = `bench_wallet_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  try {
    return await work(url.toString());
  } finally {
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  }
}

const pickPlayer = (players: number[]) =>
  // Half of all rounds hit the 10 hot players, the rest spread over everyone.
  randomInt(2) === 0 ? players[randomInt(HOT_PLAYERS)]! : players[randomInt(players.length)]!;

async function main() {
  const result = await withDatabase(async (url) => {
    const database = await openDatabase({ url, poolSize: CLIENTS });
    const db = database.db;
    const wallet = createWalletService({ db, events: createWalletEvents() });
    await wallet.init();
    const players: number[] = [];
    for (let i = 0; i < PLAYERS; i += 1) {
      const user = await insertUser(db, {
        email: `bench${i}@example.com`,
        username: `bench${i}`,
        passwordHash: 'x',
        referralCode: `B${i}`,
      });
      players.push(user.id);
      await inTransaction(db, (uow) =>
        wallet.apply(uow, {
          idempotencyKey: `fund:${user.id}`,
          userId: user.id,
          kind: 'purchase',
          movements: [
            {
              direction: 'credit',
              currency: 'GC',
              amount: 50_000_000,
              house: 'PURCHASES',
              kind: 'purchase',
            },
            {
              direction: 'credit',
              currency: 'SC',
              amount: 500_000,
              house: 'PURCHASES',
              kind: 'purchase',
              scAccount: 'SC_UNPLAYED',
            },
          ],
        }),
      );
    }

    // Through the service.
    const latencies: number[] = [];
    let insufficient = 0;
    let otherErrors = 0;
    let seq = 0;
    const started = performance.now();
    const deadline = started + DURATION_MS;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (performance.now() < deadline) {
          const userId = pickPlayer(players);
          const currency = randomInt(2) === 0 ? ('GC' as const) : ('SC' as const);
          const bet = currency === 'GC' ? randomInt(100, 100_000) : randomInt(1, 1_000);
          const win = randomInt(3) === 0 ? bet * randomInt(0, 4) : 0;
          const t0 = performance.now();
          try {
            await inTransaction(db, (uow) =>
              wallet.apply(uow, {
                idempotencyKey: `round:${(seq += 1)}`,
                userId,
                kind: 'game_round',
                movements: [
                  { direction: 'debit', currency, amount: bet, house: 'GAMES', kind: 'bet' },
                  {
                    direction: 'credit',
                    currency,
                    amount: win,
                    house: 'GAMES',
                    kind: 'win',
                    scAccount: 'SC_REDEEMABLE',
                  },
                ],
              }),
            );
          } catch (error) {
            if (error instanceof AppError && error.errorName === 'InsufficientBalance')
              insufficient += 1;
            else otherErrors += 1;
          }
          latencies.push(performance.now() - t0);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    latencies.sort((a, b) => a - b);
    const ledger = await ledgerCheck(db);
    await database.close();

    // The bare SQL of one round: the same statements straight to PostgreSQL.
    const bare = await measureBareLedgerRounds(url, {
      clients: SQL_CLIENTS,
      durationMs: DURATION_MS,
      hotPlayers: HOT_PLAYERS,
    });

    const serviceRps = Math.round(latencies.length / seconds);
    const sqlRps = bare.roundsPerSecond;
    return {
      bench: 'wallet',
      durationMs: DURATION_MS,
      service: {
        clients: CLIENTS,
        rounds: latencies.length,
        roundsPerSecond: serviceRps,
        p50Ms: Number(percentile(latencies, 50).toFixed(2)),
        p99Ms: Number(percentile(latencies, 99).toFixed(2)),
        insufficientBalance: insufficient,
        otherErrors,
      },
      bareSql: bare,
      serviceToSqlRatio: Number((serviceRps / sqlRps).toFixed(2)),
      overdrafts: ledger.reduce((n, row) => n + row.negative, 0),
      ledger: ledger.map((row) => ({
        currency: row.currency,
        sum: row.total,
        mismatchedAccounts: row.mismatched,
      })),
    };
  });
  console.log(JSON.stringify(result));
}

await main();
