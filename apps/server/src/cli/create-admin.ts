import { parseArgs } from 'node:util';
import { loadConfig } from '../config';
import { openDatabase } from '../db/database';
import { createAdminFromCli } from './first-admin';

/**
 * npm run staff:create-admin -- --email ops@example.com --name "Ops Lead" [--force]
 * Uses the server's own configuration (DATABASE_URL or the PGlite DATA_DIR; stop a PGlite
 * server first, it holds the data directory).
 */
async function main() {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string' },
      force: { type: 'boolean', default: false },
    },
  });
  if (!values.email || !values.name) {
    console.error('Usage: npm run staff:create-admin -- --email <email> --name "<name>" [--force]');
    process.exit(2);
  }
  const config = loadConfig();
  const database = await openDatabase({ url: config.DATABASE_URL, dataDir: config.DATA_DIR });
  try {
    const { staff, temporaryPassword } = await createAdminFromCli(database.db, {
      email: values.email,
      name: values.name,
      force: values.force,
    });
    console.log(`Admin ${staff.email} created (id ${staff.id}).`);
    console.log(`Temporary password, shown once: ${temporaryPassword}`);
    console.log('Sign in at /admin with it and enrol an authenticator app.');
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await database.close();
  }
}

void main();
