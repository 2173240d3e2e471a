import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it, onTestFinished } from 'vitest';
import { createPostgresDatabase } from './test/test-database';

const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

const freePort = () =>
  new Promise<number>((resolve) => {
    const s = createServer().listen(0, '127.0.0.1', () => {
      const address = s.address();
      s.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

function startMain(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: { ...process.env, LOG_LEVEL: 'info', NODE_ENV: 'test', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (d) => (output += String(d)));
  child.stderr.on('data', (d) => (output += String(d)));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  return { child, exited, output: () => output };
}

async function waitHealthy(baseUrl: string) {
  for (let i = 0; i < 1_400; i += 1) {
    try {
      if ((await fetch(`${baseUrl}/api/v1/health`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not become healthy');
}

/**
 * Where a started server keeps its data: a data directory of its own with the embedded database,
 * as `npm start` on a new machine; where TEST_DATABASE_URL names a PostgreSQL (CI's second pass of
 * the server tests), a new empty database there, which the server migrates and seeds itself as a
 * first production start does. Dropped when the test ends, passed or failed.
 */
async function freshStore(): Promise<Record<string, string>> {
  const env = { DATA_DIR: mkdtempSync(path.join(tmpdir(), 'gs-main-')) };
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return env;
  const database = await createPostgresDatabase(serverUrl, { prefix: 'main' });
  onTestFinished(database.drop);
  return { ...env, DATABASE_URL: database.url };
}

/**
 * A fresh process transpiles the server (tsx), creates its database and migrates and seeds
 * it: 20–40 s on a 2-core machine running other test files beside it, more under load. The two
 * tests that start servers get room for that (once, and twice), not Vitest's usual minute.
 */
const STARTS_A_SERVER_MS = 150_000;

describe('main', () => {
  it('stops start-up with a message naming a bad variable', async () => {
    const run = startMain({ PORT: 'eighty' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toContain('PORT');
  });

  it('refuses to start in production without its secrets, naming each variable', async () => {
    // Empty counts as unset: NODE_ENV unset is production.
    const run = startMain({ NODE_ENV: '', PAYMENT_WEBHOOK_SECRET: '', PUBLIC_URL: '' });
    expect(await run.exited).toBe(1);
    expect(run.output()).toMatch(/Refusing to start in production/);
    expect(run.output()).toMatch(/PAYMENT_WEBHOOK_SECRET/);
    expect(run.output()).toMatch(/PUBLIC_URL/);
  });

  it(
    'says at start-up that development mode has an open dev mailbox and sandbox providers',
    async () => {
      const port = await freePort();
      const store = await freshStore();
      const run = startMain({ NODE_ENV: 'development', ...store, PORT: String(port) });
      await waitHealthy(`http://127.0.0.1:${port}`);
      for (let i = 0; i < 50 && !run.output().includes('development mode'); i += 1)
        await new Promise((r) => setTimeout(r, 100));
      expect(run.output()).toMatch(/development mode: the dev mailbox .* sandbox providers/);
      run.child.kill('SIGTERM');
      expect(await run.exited).toBe(0);
    },
    STARTS_A_SERVER_MS,
  );

  it(
    'keeps its data across restarts, finishes in-flight requests on SIGTERM and exits cleanly',
    async () => {
      const store = await freshStore();
      const port = await freePort();
      const baseUrl = `http://127.0.0.1:${port}`;
      const first = startMain({ ...store, PORT: String(port) });
      await waitHealthy(baseUrl);
      const states = async () =>
        (
          (await (await fetch(`${baseUrl}/api/v1/details/state`)).json()) as {
            data: { states: unknown[] };
          }
        ).data.states.length;
      expect(await states()).toBe(51);
      // An in-flight login (an argon2 verification) still gets its answer after SIGTERM.
      const inFlight = fetch(`${baseUrl}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'demo@goldensweeps.test',
          password: Buffer.from('Player!Demo2026').toString('base64'),
          isTermsAccepted: true,
          stateRestrictionAccept: true,
        }),
      });
      await new Promise((r) => setTimeout(r, 5));
      first.child.kill('SIGTERM');
      expect((await inFlight).status).toBe(200);
      expect(await first.exited).toBe(0);
      expect(first.output()).toContain('shutting down');

      const second = startMain({ ...store, PORT: String(port) });
      await waitHealthy(baseUrl);
      expect(await states()).toBe(51);
      second.child.kill('SIGINT');
      expect(await second.exited).toBe(0);
    },
    STARTS_A_SERVER_MS,
  );
});
