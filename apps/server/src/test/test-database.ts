import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import pg from 'pg';
import { inject } from 'vitest';
import { openDatabase, type Database } from '../db/database';

/**
 * What the server project's global setup prepared once per run (test/global-setup.ts): the
 * migrated database, and the migrated and seeded one, as PGlite data-directory tarballs or as
 * PostgreSQL template databases. Absent (a file run without the setup), every database is built
 * from nothing.
 */
export interface TestDatabaseSnapshots {
  pglite?: { migrated: string; seeded: string };
  postgres?: { migrated: string; seeded: string };
}

declare module 'vitest' {
  export interface ProvidedContext {
    testDatabaseSnapshots: TestDatabaseSnapshots;
  }
}

function snapshots(): TestDatabaseSnapshots {
  try {
    return inject('testDatabaseSnapshots') ?? {};
  } catch {
    return {};
  }
}

/** A database name nobody uses yet. */
const uniqueName = (prefix: string) => `${prefix}_${Date.now()}_${randomBytes(4).toString('hex')}`;

async function adminQuery(baseUrl: string, text: string): Promise<void> {
  const admin = new pg.Client({ connectionString: baseUrl });
  await admin.connect();
  try {
    await admin.query(text);
  } finally {
    await admin.end();
  }
}

const urlOfDatabase = (baseUrl: string, name: string) => {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
};

/** A new database on the server of `baseUrl`, empty or a copy of `template`. */
export async function createPostgresDatabase(
  baseUrl: string,
  { template, prefix = 'test' }: { template?: string; prefix?: string } = {},
) {
  const name = uniqueName(prefix);
  await adminQuery(baseUrl, `CREATE DATABASE ${name}${template ? ` TEMPLATE ${template}` : ''}`);
  return {
    name,
    url: urlOfDatabase(baseUrl, name),
    drop: () => adminQuery(baseUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}

/** Creates a database (from a template when given) and opens it migrated; dropped on close. */
export async function openPostgresDatabase(
  baseUrl: string,
  options: { template?: string; prefix?: string } = {},
): Promise<Database> {
  const created = await createPostgresDatabase(baseUrl, options);
  const database = await openDatabase({ url: created.url, poolSize: 20 });
  return {
    ...database,
    async close() {
      await database.close();
      await created.drop();
    },
  };
}

/**
 * A fresh, migrated database for one test file: an in-memory PGlite by default, or a new
 * database on the PostgreSQL of TEST_DATABASE_URL (dropped on close). `seeded` starts it with
 * the test environment's seed already applied (the caller checks that its seed is that one).
 * Both start from the run's snapshot when there is one: a copy, not a rebuild.
 */
export async function openTestDatabase({ seeded = false } = {}): Promise<Database> {
  const which = seeded ? 'seeded' : 'migrated';
  const ready = snapshots();
  const baseUrl = process.env.TEST_DATABASE_URL;
  if (baseUrl) return openPostgresDatabase(baseUrl, { template: ready.postgres?.[which] });
  const tarball = ready.pglite?.[which];
  return openDatabase({
    dataDir: 'memory://',
    loadDataDir: tarball ? new Blob([readFileSync(tarball)]) : undefined,
  });
}
