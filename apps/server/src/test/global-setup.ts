import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { PUBLISHED_DEFAULTS } from '../config';
import { openDatabase, type Database } from '../db/database';
import { seedDatabase } from '../db/seed';
import { seedStepsFor } from '../seed-steps';
import { createFieldCipher } from '../platform/field-encryption';
import { createPostgresDatabase, type TestDatabaseSnapshots } from './test-database';

/** The seed every test app runs unless told otherwise (NODE_ENV test, the published key). */
const seedAsTests = (database: Database) =>
  seedDatabase(database.db, seedStepsFor('test'), {
    cipher: createFieldCipher(PUBLISHED_DEFAULTS.DATA_ENCRYPTION_KEY),
  });

/** Migrated, then seeded, PGlite data directories as tarballs in a folder of this run's. */
async function pgliteSnapshots(dir: string) {
  const database = await openDatabase({ dataDir: 'memory://' });
  try {
    const migrated = path.join(dir, 'migrated.tar');
    writeFileSync(migrated, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    await seedAsTests(database);
    const seeded = path.join(dir, 'seeded.tar');
    writeFileSync(seeded, Buffer.from(await (await database.dumpDataDir!()).arrayBuffer()));
    return { migrated, seeded };
  } finally {
    await database.close();
  }
}

/** A migrated and a seeded template database on the PostgreSQL of `baseUrl`; `drop` removes both. */
async function postgresTemplates(baseUrl: string) {
  const migrated = await createPostgresDatabase(baseUrl, { prefix: 'test_template_migrated' });
  const seeded = await createPostgresDatabase(baseUrl, { prefix: 'test_template_seeded' });
  for (const template of [migrated, seeded]) {
    // A template may have no connection open while a database is created from it.
    const database = await openDatabase({ url: template.url, poolSize: 2 });
    try {
      if (template === seeded) await seedAsTests(database);
    } finally {
      await database.close();
    }
  }
  return {
    names: { migrated: migrated.name, seeded: seeded.name },
    drop: () => Promise.all([migrated.drop(), seeded.drop()]),
  };
}

/**
 * Builds the server tests' databases once per run (vitest `globalSetup` of the server project):
 * each test file then starts from a copy instead of running initdb, every migration and the
 * seed again (decision 040). PGlite copies load a data-directory tarball; PostgreSQL copies are
 * `CREATE DATABASE … TEMPLATE`.
 */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(path.join(tmpdir(), 'gs-test-snapshots-'));
  const baseUrl = process.env.TEST_DATABASE_URL;
  const snapshots: TestDatabaseSnapshots = {};
  let dropTemplates: (() => Promise<unknown>) | undefined;
  if (baseUrl) {
    const templates = await postgresTemplates(baseUrl);
    snapshots.postgres = templates.names;
    dropTemplates = templates.drop;
  } else {
    snapshots.pglite = await pgliteSnapshots(dir);
  }
  project.provide('testDatabaseSnapshots', snapshots);
  return async () => {
    await dropTemplates?.();
    rmSync(dir, { recursive: true, force: true });
  };
}
