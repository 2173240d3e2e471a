import { randomBytes } from 'node:crypto';
import pg from 'pg';

/**
 * A journey server's own database on the PostgreSQL of E2E_DATABASE_URL (CI sets it, decision
 * 040): the server migrates and seeds it as on PGlite, and it is dropped when the server stops.
 * Native PostgreSQL serves the journeys' queries for a fraction of the CPU the embedded
 * WebAssembly database needs, and CI's two cores are what the browser tests wait on.
 */
export interface JourneyDatabase {
  readonly url: string;
  drop(): Promise<void>;
}

async function adminQuery(serverUrl: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

export async function createJourneyDatabase(serverUrl: string): Promise<JourneyDatabase> {
  const name = `e2e_${Date.now()}_${randomBytes(4).toString('hex')}`;
  await adminQuery(serverUrl, `CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => adminQuery(serverUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
