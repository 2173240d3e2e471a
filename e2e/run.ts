/**
 * Runs every journey in journeys/ one file at a time against one real server.
 * Node 20's test runner does not expand globs and only finds .js files in a
 * folder, so the files are listed here.
 *
 *   npm test -w @app/e2e                 starts apps/server (needs apps/web/dist)
 *   E2E_BASE_URL=http://… npm test …     uses an app that is already running
 *   npm test -w @app/e2e -- lobby        only journeys whose file name contains "lobby"
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { exitUnlessChromium } from './support/chromium';
import { E2E_DIR } from './support/paths';
import { startServer, type RunningServer } from './support/server';

exitUnlessChromium();

const journeysDir = path.join(E2E_DIR, 'journeys');
const filters = process.argv.slice(2);
const files = readdirSync(journeysDir)
  .filter((name) => name.endsWith('.test.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)))
  .sort()
  .map((name) => path.join(journeysDir, name));

if (files.length === 0) {
  console.error(`No journeys match ${filters.join(', ')}`);
  process.exit(1);
}

let server: RunningServer | undefined;
let baseUrl = process.env.E2E_BASE_URL;
if (!baseUrl) {
  server = await startServer();
  baseUrl = server.baseUrl;
  console.log(`e2e: server ready at ${baseUrl}`);
}

const child = spawn(
  process.execPath,
  ['--import', 'tsx', '--test', '--test-concurrency=1', ...files],
  { stdio: 'inherit', env: { ...process.env, E2E_BASE_URL: baseUrl } },
);

const stopAll = async () => {
  await server?.stop();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    child.kill(signal);
  });
}

const [code] = (await once(child, 'exit')) as [number | null];
await stopAll();
process.exit(code ?? 1);
