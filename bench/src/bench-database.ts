import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/database';
import { createStatsRollup } from '../../apps/server/src/modules/dashboard/stats-rollup.service';

/**
 * The databases of the benchmarks that load a data set (bench:backoffice, bench:scale): one
 * named database on the server of `adminUrl`, made afresh each run or kept with BENCH_REUSE=1.
 */
export function databaseUrlFor(adminUrl: string, name: string): string {
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

/** Runs `work` on a client of its own, closed after. */
export async function withClient<T>(
  url: string,
  work: (client: pg.Client) => Promise<T>,
): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Drops and makes the database again, or keeps it when `reuse` and it exists; true when it needs data. */
export function prepareDatabase(adminUrl: string, name: string, reuse: boolean): Promise<boolean> {
  return withClient(adminUrl, async (client) => {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (reuse && rowCount) return false;
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
    return true;
  });
}

/** The dashboard roll-up job's own work, run once to catch up on a whole load before measuring. */
export async function foldStatsRollups(url: string): Promise<{ seconds: number; passes: number }> {
  const database = await openDatabase({ url, poolSize: 2 });
  try {
    const t0 = performance.now();
    const passes = await createStatsRollup({ db: database.db }).foldAll();
    return { seconds: Number(((performance.now() - t0) / 1000).toFixed(1)), passes };
  } finally {
    await database.close();
  }
}

/** pg_database_size of the database. */
export function databaseBytes(url: string): Promise<number> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ n: string }>(
      'select pg_database_size(current_database()) as n',
    );
    return Number(rows[0]?.n ?? 0);
  });
}

/**
 * Waits until the database has run no statement (but this one's) for a second, what a load's
 * abandoned requests left running there having finished, so that it does not weigh on the next
 * load; after `waitMs`, cancels what still runs. Answers the seconds waited and the statements
 * cancelled.
 */
export function settleDatabase(
  url: string,
  waitMs = 120_000,
): Promise<{ seconds: number; cancelled: number }> {
  return withClient(url, async (client) => {
    const running = `from pg_stat_activity where datname = current_database()
      and pid <> pg_backend_pid() and state = 'active' and backend_type = 'client backend'`;
    const t0 = Date.now();
    const idleFor = async (ms: number, until: number) => {
      let idleSince = Date.now();
      while (Date.now() < until) {
        const { rows } = await client.query<{ n: string }>(`select count(*) as n ${running}`);
        if (Number(rows[0]?.n) > 0) idleSince = Date.now();
        else if (Date.now() - idleSince >= ms) return true;
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      return false;
    };
    let cancelled = 0;
    if (!(await idleFor(1_000, t0 + waitMs))) {
      cancelled = (await client.query(`select pg_cancel_backend(pid) ${running}`)).rowCount ?? 0;
      await idleFor(1_000, Date.now() + 10_000);
    }
    return { seconds: Math.round((Date.now() - t0) / 1000), cancelled };
  });
}
