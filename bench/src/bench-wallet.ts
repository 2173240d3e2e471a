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

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 10_000);
const CLIENTS = 50;
const SQL_CLIENTS = 32;
const PLAYERS = 200;
const HOT_PLAYERS = 10;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

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
    const pool = new pg.Pool({ connectionString: url, max: SQL_CLIENTS });
    const accounts = (
      await pool.query<{ id: string; user_id: number; kind: string }>(
        `select id, user_id, kind from wallet_accounts where user_id is not null and kind = 'GC'`,
      )
    ).rows;
    const house = (
      await pool.query<{ id: string }>(
        `select id from wallet_accounts where user_id is null and kind = 'GAMES' and currency = 'GC'`,
      )
    ).rows[0]!.id;
    const sqlLatencies: number[] = [];
    let sqlSeq = 0;
    const sqlStarted = performance.now();
    const sqlDeadline = sqlStarted + DURATION_MS;
    await Promise.all(
      Array.from({ length: SQL_CLIENTS }, async () => {
        const client = await pool.connect();
        try {
          while (performance.now() < sqlDeadline) {
            const account =
              accounts[randomInt(2) === 0 ? randomInt(HOT_PLAYERS) : randomInt(accounts.length)]!;
            const bet = randomInt(100, 1_000);
            const t0 = performance.now();
            await client.query('BEGIN');
            const op = await client.query<{ id: string }>(
              `insert into wallet_operations (idempotency_key, user_id, kind, request_hash) values ($1, $2, 'game_round', 'h') on conflict do nothing returning id`,
              [`sql:${(sqlSeq += 1)}:${Date.now()}`, account.user_id],
            );
            await client.query(
              `select id, kind, balance from wallet_accounts where user_id = $1 and kind = any($2) order by id for update`,
              [account.user_id, ['GC', 'SC_UNPLAYED', 'SC_REDEEMABLE']],
            );
            const after = await client.query<{ balance: string }>(
              `update wallet_accounts set balance = balance + $1 where id = $2 and balance + $1 >= 0 returning balance`,
              [-bet, account.id],
            );
            await client.query(
              `insert into wallet_transfers (operation_id, kind, currency, from_account_id, to_account_id, amount, from_balance_after) values ($1, 'bet', 'GC', $2, $3, $4, $5)`,
              [op.rows[0]!.id, account.id, house, bet, after.rows[0]!.balance],
            );
            await client.query('COMMIT');
            sqlLatencies.push(performance.now() - t0);
          }
        } finally {
          client.release();
        }
      }),
    );
    const sqlSeconds = (performance.now() - sqlStarted) / 1000;
    sqlLatencies.sort((a, b) => a - b);
    await pool.end();

    const serviceRps = Math.round(latencies.length / seconds);
    const sqlRps = Math.round(sqlLatencies.length / sqlSeconds);
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
      bareSql: {
        clients: SQL_CLIENTS,
        rounds: sqlLatencies.length,
        roundsPerSecond: sqlRps,
        p50Ms: Number(percentile(sqlLatencies, 50).toFixed(2)),
        p99Ms: Number(percentile(sqlLatencies, 99).toFixed(2)),
      },
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
