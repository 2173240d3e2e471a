import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { mkdirSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { SQL } from 'drizzle-orm';
import pg from 'pg';
import { createStatementNamer, namingClient } from './statement-names';

/** The one database type every repository takes: PGlite and node-postgres alike. */
export type Db = PgDatabase<PgQueryResultHKT>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

/** Connections of the pool at this moment (node-postgres' totalCount, idleCount, waitingCount). */
export interface PoolStats {
  total: number;
  idle: number;
  /** Queries waiting for a connection. */
  waiting: number;
}

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  poolStats(): PoolStats;
  close(): Promise<void>;
  /** PGlite only: the whole data directory as a tarball, to start other databases from (tests). */
  dumpDataDir?(): Promise<Blob>;
}

/** PGlite is one in-process connection; whether it is busy is not measured. */
const PGLITE_POOL: PoolStats = { total: 1, idle: 0, waiting: 0 };

const migrationsFolder = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../drizzle',
);

export interface DatabaseOptions {
  /** postgres:// URL; when absent the embedded PGlite is used. */
  url?: string;
  /** PGlite data directory; `memory://` (or undefined) keeps it in memory. */
  dataDir?: string;
  poolSize?: number;
  /** A PGlite data directory to start from (a `dumpDataDir` tarball): no initdb, and the migrations it holds are not run again. */
  loadDataDir?: Blob;
  /** Runs after the migrations, still holding the start-up lock (the seed). */
  prepare?: (db: Db) => Promise<void>;
}

/** The advisory lock instances starting on one PostgreSQL database take in turn (any constant). */
const STARTUP_LOCK_KEY = 7_240_117_001;

/**
 * Runs `work` while holding the database's start-up lock, on a connection of its own (not the
 * pool's, which `work` uses): instances started together migrate and seed one after the other,
 * and each after the first finds the work done. The lock goes with the connection if the
 * process dies.
 */
async function underStartupLock(url: string, work: () => Promise<void>) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    await work();
  } finally {
    await client.end();
  }
}

/** Opens the database and applies every pending migration. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.url) {
    // BIGINT (int8) comes back as a JS number on both drivers: amounts are hundredths
    // and stay far below 2^53. Drizzle's node-postgres session falls back to pg's global parsers.
    pg.types.setTypeParser(20, (v: string) => Number(v));
    // Hot statements are prepared once per connection (db/statement-names.ts, decision 071).
    const pool = new pg.Pool({
      connectionString: options.url,
      max: options.poolSize ?? 20,
      Client: namingClient(createStatementNamer()),
    });
    // An idle client killed by the server (restart, failover, DROP DATABASE … FORCE) emits 'error' on the
    // pool; unhandled, that would crash the process. The pool drops the client and opens a new one later.
    pool.on('error', () => undefined);
    const db = drizzlePg({ client: pool });
    const url = options.url;
    await underStartupLock(url, async () => {
      await migratePg(db, { migrationsFolder });
      await options.prepare?.(db as unknown as Db);
    });
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
      }),
      close: () => pool.end(),
    };
  }
  const dataDir = options.dataDir && options.dataDir !== 'memory://' ? options.dataDir : undefined;
  if (dataDir) mkdirSync(dataDir, { recursive: true });
  const clientOptions = {
    parsers: { 20: (v: string) => Number(v) },
    loadDataDir: options.loadDataDir,
  };
  // PGlite reads its options from the first argument when it is not a path (an undefined path
  // followed by options drops `loadDataDir`).
  const client = dataDir
    ? new PGlite(path.join(dataDir, 'pg'), clientOptions)
    : new PGlite(clientOptions);
  const db = drizzlePglite({ client });
  await migratePglite(db, { migrationsFolder });
  await options.prepare?.(db as unknown as Db);
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    poolStats: () => PGLITE_POOL,
    close: () => client.close(),
    dumpDataDir: () => client.dumpDataDir('none'),
  };
}

/** Rows of a raw SQL query, on either driver. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}
