/**
 * Back-office benchmark (issue 14): at 10 concurrent staff sessions, p50/p99 latency and
 * throughput of the player search, a player's ledger page and the dashboard, through the real
 * server on PostgreSQL with 1,000,000 players and 10,000,000 wallet transfers. Prints one JSON line.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:backoffice
 *
 * The database `bench_backoffice` is dropped and made again each run (the server migrates and
 * seeds it, then the data set is bulk-loaded and the dashboard's roll-up folds it all once);
 * BENCH_REUSE=1 keeps a database a previous run loaded. BENCH_PLAYERS and BENCH_TRANSFERS set
 * the data set's size.
 */
import { randomBytes } from 'node:crypto';
import { loadDataSet } from './backoffice-data';
import { dashboardMix, ledgerMix, searchMix, sessionsMix } from './backoffice-mixes';
import { addStaff, staffSignIn } from './backoffice-staff';
import { databaseUrlFor, foldStatsRollups, prepareDatabase } from './bench-database';
import { runLoad, type MixedRequest } from './load';
import { startServer } from './server-process';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8_000);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 3_000);
const SESSIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const PLAYERS = Number(process.env.BENCH_PLAYERS ?? 1_000_000);
const TRANSFERS = Number(process.env.BENCH_TRANSFERS ?? 10_000_000);
const REUSE = process.env.BENCH_REUSE === '1';
const NAME = 'bench_backoffice';

const log = (line: string) => process.stderr.write(`[bench:backoffice] ${line}\n`);
const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));

async function main() {
  const databaseUrl = databaseUrlFor(adminUrl, NAME);
  const key = randomBytes(32).toString('hex');
  // Errors only: the server's "slow request" warnings would land among the figures on stdout.
  const serverEnv = { DATABASE_URL: databaseUrl, DATA_ENCRYPTION_KEY: key, LOG_LEVEL: 'error' };

  const fresh = await prepareDatabase(adminUrl, NAME, REUSE);
  let dataSet: Awaited<ReturnType<typeof loadDataSet>> | undefined;
  let rollupSeconds: number | undefined;
  let rollupPasses: number | undefined;
  if (fresh) {
    // The server migrates and seeds the empty database (house accounts, states, packages).
    const t0 = performance.now();
    await (await startServer(serverEnv)).stop();
    log(`migrated and seeded in ${seconds(t0)} s`);
    dataSet = await loadDataSet(databaseUrl, { players: PLAYERS, transfers: TRANSFERS, log });
    log(`data set loaded in ${dataSet.seconds} s`);
    ({ seconds: rollupSeconds, passes: rollupPasses } = await foldStatsRollups(databaseUrl));
    log(`roll-up folded everything in ${rollupSeconds} s (${rollupPasses} passes)`);
  }

  const staff = await addStaff(databaseUrl, key, SESSIONS);
  const server = await startServer(serverEnv);
  try {
    const cookies: string[] = [];
    for (const member of staff) cookies.push(await staffSignIn(server.baseUrl, member));
    const search = await searchMix(databaseUrl);
    const ledger = await ledgerMix(server.baseUrl, databaseUrl, cookies[0]!);
    const dashboard = dashboardMix();
    const measure = (requests: MixedRequest[]) =>
      runLoad({
        url: server.baseUrl,
        connections: SESSIONS,
        durationMs: DURATION_MS,
        warmupMs: WARMUP_MS,
        mix: sessionsMix(requests, cookies, SESSIONS),
      });
    const playerSearch = await measure(search);
    const playerLedger = await measure(ledger);
    const dashboardRead = await measure(dashboard);
    console.log(
      JSON.stringify({
        bench: 'backoffice',
        durationMs: DURATION_MS,
        warmupMs: WARMUP_MS,
        sessions: SESSIONS,
        dataSet: dataSet ?? 'reused',
        rollupSeconds,
        rollupPasses,
        playerSearch,
        playerLedger,
        dashboard: dashboardRead,
      }),
    );
  } finally {
    await server.stop();
  }
}

await main();
