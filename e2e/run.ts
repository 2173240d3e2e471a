/**
 * Runs the journeys in journeys/ in parallel workers (decision 040). Each worker has a server of
 * its own (its own database), so workers share no state; a worker takes the next journey file
 * when its last one ends, longest first by the order in journey-order.ts. Inside a worker the
 * files run one at a time, as before. Each file's output is printed when it ends, whole.
 * Node 20's test runner does not expand globs, so the files are listed here.
 *
 *   npm test -w @app/e2e                 starts E2E_WORKERS servers (default 2; needs apps/web/dist)
 *   E2E_BASE_URL=http://… npm test …     one worker against an app that is already running
 *   npm test -w @app/e2e -- lobby        only journeys whose file name contains "lobby"
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { BROWSER_ENDPOINT_ENV, launchBrowserServer } from './support/browser';
import { exitUnlessChromium } from './support/chromium';
import { journeysLongestFirst } from './support/journey-order';
import { E2E_DIR } from './support/paths';
import { startServer, type RunningServer } from './support/server';
import type { BrowserServer } from 'playwright-core';

exitUnlessChromium();

const journeysDir = path.join(E2E_DIR, 'journeys');
const filters = process.argv.slice(2);
const names = readdirSync(journeysDir)
  .filter((name) => name.endsWith('.test.ts'))
  .filter((name) => filters.length === 0 || filters.some((filter) => name.includes(filter)));

if (names.length === 0) {
  console.error(`No journeys match ${filters.join(', ')}`);
  process.exit(1);
}

const queue = journeysLongestFirst(names);
const given = process.env.E2E_BASE_URL;
const workers = given
  ? 1
  : Math.max(1, Math.min(Number(process.env.E2E_WORKERS ?? 2), queue.length));

interface FileResult {
  name: string;
  worker: number;
  seconds: number;
  code: number | null;
}

/** The server and Chromium one worker's files share. */
interface Worker {
  readonly number: number;
  readonly baseUrl: string;
  readonly browserEndpoint: string;
}

/** Runs one journey file on its worker's server and Chromium; its output is printed once it ends. */
function runFile(
  name: string,
  { number: worker, baseUrl, browserEndpoint }: Worker,
): Promise<FileResult> {
  const started = performance.now();
  return new Promise((resolve) => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', '--test', '--test-concurrency=1', path.join(journeysDir, name)],
      {
        stdio: ['ignore', 'pipe', 'pipe'],
        env: {
          ...process.env,
          E2E_BASE_URL: baseUrl,
          E2E_WORKER: String(worker),
          [BROWSER_ENDPOINT_ENV]: browserEndpoint,
        },
      },
    );
    running.add(child);
    const output: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => output.push(chunk));
    child.on('exit', (code) => {
      running.delete(child);
      const seconds = (performance.now() - started) / 1000;
      process.stdout.write(
        `\n── ${name} (worker ${worker}, ${seconds.toFixed(1)} s, ${code === 0 ? 'passed' : 'FAILED'})\n`,
      );
      process.stdout.write(Buffer.concat(output));
      resolve({ name, worker, seconds, code });
    });
  });
}

const running = new Set<ReturnType<typeof spawn>>();
const servers: RunningServer[] = [];
const browsers: BrowserServer[] = [];
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    for (const child of running) child.kill(signal);
  });
}

// Each screen is checked by axe once in the run, by the first file that shows it (accessibility.ts).
const a11yClaims = mkdtempSync(path.join(tmpdir(), 'e2e-a11y-'));
process.env.E2E_A11Y_CLAIMS = a11yClaims;

const results: FileResult[] = [];
const startedAll = performance.now();
try {
  const baseUrls = given
    ? [given]
    : await Promise.all(
        Array.from({ length: workers }, async (_, i) => {
          const server = await startServer({ logName: `server-${i + 1}` });
          servers.push(server);
          return server.baseUrl;
        }),
      );
  // One Chromium per worker, which its files connect to one after the other (browser.ts).
  const pool: Worker[] = await Promise.all(
    baseUrls.map(async (baseUrl, i) => {
      const browser = await launchBrowserServer();
      browsers.push(browser);
      return { number: i + 1, baseUrl, browserEndpoint: browser.wsEndpoint() };
    }),
  );
  console.log(`e2e: ${queue.length} journey files in ${workers} worker(s): ${baseUrls.join(', ')}`);
  await Promise.all(
    pool.map(async (worker) => {
      for (let name = queue.shift(); name !== undefined; name = queue.shift())
        results.push(await runFile(name, worker));
    }),
  );
} finally {
  await Promise.all(browsers.map((browser) => browser.close()));
  await Promise.all(servers.map((server) => server.stop()));
  rmSync(a11yClaims, { recursive: true, force: true });
}

const failed = results.filter((r) => r.code !== 0);
console.log(
  `\ne2e: ${results.length} journey files in ${((performance.now() - startedAll) / 1000).toFixed(0)} s, ${failed.length} failed`,
);
for (const r of [...results].sort((a, b) => b.seconds - a.seconds))
  console.log(
    `  ${r.seconds.toFixed(1).padStart(6)} s  ${r.name}${r.code === 0 ? '' : '  FAILED'}`,
  );
process.exit(failed.length === 0 ? 0 : 1);
