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
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/database';
import { createStatsRollup } from '../../apps/server/src/modules/dashboard/stats-rollup.service';
import { HEAVY_PLAYER_EVERY, HEAVY_PLAYER_OFFSET, loadDataSet } from './backoffice-data';
import { addStaff, staffSignIn } from './backoffice-staff';
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

async function admin<T>(work: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: adminUrl });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Makes the database afresh (or keeps a loaded one with BENCH_REUSE=1); true when it needs data. */
async function prepareDatabase(): Promise<boolean> {
  return admin(async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [NAME]);
    if (REUSE && rowCount) return false;
    await client.query(`drop database if exists ${NAME} with (force)`);
    await client.query(`create database ${NAME}`);
    return true;
  });
}

/** Requests of the player search: an id, the start of a username or an email, a phone, lists. */
async function searchMix(url: string): Promise<MixedRequest[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows } = await client.query<{
      id: number;
      username: string;
      email: string;
      phone: string;
    }>(
      `select id, username, email, phone from users
       where id in (select (1 + floor(random() * (select max(id) from users)))::int
         from generate_series(1, 40))`,
    );
    return rows.flatMap((r, i): MixedRequest[] => {
      const q = (label: string, query: string) => ({
        label,
        path: `/api/v1/admin/players?${query}`,
      });
      const e = encodeURIComponent;
      return [
        q('id', `q=${r.id}`),
        // A name's first letters (many players) and most of a username (a few).
        q('usernamePrefix', `q=${e(r.username.slice(0, 3 + (i % 3)))}`),
        q('usernamePrefix', `q=${e(r.username.slice(0, -1))}`),
        q('emailPrefix', `q=${e(r.email.slice(0, r.email.indexOf('@') + 1))}`),
        q('emailPrefix', `q=${e(r.email.split('.')[0]!)}.`),
        q('phone', `q=${e(r.phone)}`),
        q('firstPage', i % 2 ? '' : 'sort=createdAt&order=desc'),
        q(
          'filtered',
          ['restricted=true', 'kycStatus=PENDING', 'status=suspended', 'vipLevel=3'][i % 4]!,
        ),
      ];
    });
  } finally {
    await client.end();
  }
}

/** Ledger pages: random players, heavy ones, and heavy ones' second pages (beforeId). */
async function ledgerMix(baseUrl: string, url: string, cookie: string): Promise<MixedRequest[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    const { rows: random } = await client.query<{ id: number }>(
      `select (1 + floor(random() * (select max(id) from users)))::int as id
       from generate_series(1, 60)`,
    );
    const { rows: heavy } = await client.query<{ id: number }>(
      `select id from users where id % $1 = $2 order by random() limit 20`,
      [HEAVY_PLAYER_EVERY, HEAVY_PLAYER_OFFSET],
    );
    const requests: MixedRequest[] = random.map((r) => ({
      label: 'player',
      path: `/api/v1/admin/players/${r.id}/ledger`,
    }));
    for (const { id } of heavy) {
      const path = `/api/v1/admin/players/${id}/ledger`;
      const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
      const page = (await res.json()) as { data: { nextBeforeId: number | null } };
      requests.push({ label: 'heavyPlayer', path });
      if (page.data.nextBeforeId !== null)
        requests.push({
          label: 'heavyNextPage',
          path: `${path}?beforeId=${page.data.nextBeforeId}`,
        });
    }
    return requests;
  } finally {
    await client.end();
  }
}

async function main() {
  const url = new URL(adminUrl);
  url.pathname = `/${NAME}`;
  const databaseUrl = url.toString();
  const key = randomBytes(32).toString('hex');
  // Errors only: the server's "slow request" warnings would land among the figures on stdout.
  const serverEnv = { DATABASE_URL: databaseUrl, DATA_ENCRYPTION_KEY: key, LOG_LEVEL: 'error' };

  const fresh = await prepareDatabase();
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
    // The roll-up job's own work, run once to catch up on the whole load before measuring.
    const database = await openDatabase({ url: databaseUrl, poolSize: 2 });
    const t1 = performance.now();
    rollupPasses = await createStatsRollup({ db: database.db }).foldAll();
    rollupSeconds = seconds(t1);
    await database.close();
    log(`roll-up folded everything in ${rollupSeconds} s (${rollupPasses} passes)`);
  }

  const staff = await addStaff(databaseUrl, key, SESSIONS);
  const server = await startServer(serverEnv);
  try {
    const cookies: string[] = [];
    for (const member of staff) cookies.push(await staffSignIn(server.baseUrl, member));
    const search = await searchMix(databaseUrl);
    const ledger = await ledgerMix(server.baseUrl, databaseUrl, cookies[0]!);
    const dashboard = (['today', '7d', '30d'] as const).map((range) => ({
      label: range,
      path: `/api/v1/admin/dashboard?range=${range}`,
    }));
    // Each session runs through the mix from its own starting point.
    const mixOf = (requests: MixedRequest[]) => (client: number) => {
      const at = Math.floor((client * requests.length) / SESSIONS);
      return [...requests.slice(at), ...requests.slice(0, at)].map((r) => ({
        ...r,
        init: { headers: { cookie: cookies[client % cookies.length]! } },
      }));
    };
    const measure = (requests: MixedRequest[]) =>
      runLoad({
        url: server.baseUrl,
        connections: SESSIONS,
        durationMs: DURATION_MS,
        warmupMs: WARMUP_MS,
        mix: mixOf(requests),
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
