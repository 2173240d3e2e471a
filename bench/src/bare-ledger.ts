import { randomInt } from 'node:crypto';
import pg from 'pg';

export const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;

/**
 * The bare SQL of one ledger round (claim the key, lock the accounts, move the bet, write the
 * transfer, one transaction each) sent straight to PostgreSQL from `clients` connections for
 * `durationMs` (after `warmupMs` unmeasured): the floor the wallet and games benchmarks compare themselves with. Needs player
 * GC accounts with balance and the GAMES house account; half the rounds hit the first `hotPlayers`.
 */
export async function measureBareLedgerRounds(
  url: string,
  options: { clients: number; durationMs: number; hotPlayers: number; warmupMs?: number },
) {
  const pool = new pg.Pool({ connectionString: url, max: options.clients });
  // An idle client ended by the server (the benchmark's DROP DATABASE … FORCE) must not crash it.
  pool.on('error', () => undefined);
  const accounts = (
    await pool.query<{ id: string; user_id: number }>(
      `select id, user_id from wallet_accounts where user_id is not null and kind = 'GC' and balance > 0 order by id`,
    )
  ).rows;
  const house = (
    await pool.query<{ id: string }>(
      `select id from wallet_accounts where user_id is null and kind = 'GAMES' and currency = 'GC'`,
    )
  ).rows[0]!.id;
  const hot = Math.min(options.hotPlayers, accounts.length);
  const latencies: number[] = [];
  let seq = 0;
  const warmupMs = options.warmupMs ?? 0;
  const started = performance.now() + warmupMs;
  const deadline = started + options.durationMs;
  await Promise.all(
    Array.from({ length: options.clients }, async () => {
      const client = await pool.connect();
      try {
        while (performance.now() < deadline) {
          const account =
            accounts[randomInt(2) === 0 ? randomInt(hot) : randomInt(accounts.length)]!;
          const bet = randomInt(100, 1_000);
          const t0 = performance.now();
          await client.query('BEGIN');
          const op = await client.query<{ id: string }>(
            `insert into wallet_operations (idempotency_key, user_id, kind, request_hash) values ($1, $2, 'game_round', 'h') on conflict do nothing returning id`,
            [`sql:${(seq += 1)}:${Date.now()}`, account.user_id],
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
          if (t0 >= started) latencies.push(performance.now() - t0);
        }
      } finally {
        client.release();
      }
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  await pool.end();
  return {
    clients: options.clients,
    warmupMs,
    rounds: latencies.length,
    roundsPerSecond: Math.round(latencies.length / seconds),
    p50Ms: Number(percentile(latencies, 50).toFixed(2)),
    p99Ms: Number(percentile(latencies, 99).toFixed(2)),
  };
}
