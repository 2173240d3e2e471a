import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { createWriteStream, existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { createJourneyDatabase } from './journey-database';
import { ARTIFACTS_DIR, REPO_ROOT, SERVER_ENTRY, WEB_DIST_INDEX } from './paths';

const HEALTH_PATH = '/api/v1/health';
/** How long the sandbox's pending test card stays pending on the journeys' server. */
export const E2E_CARD_SETTLE_SECONDS = 15;
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

export interface RunningServer {
  readonly baseUrl: string;
  stop(): Promise<void>;
}

/** A port nobody listens on right now. */
export async function freePort(): Promise<number> {
  const probe = createServer();
  probe.listen(0, '127.0.0.1');
  await once(probe, 'listening');
  const address = probe.address();
  probe.close();
  await once(probe, 'close');
  if (address === null || typeof address === 'string') throw new Error('no port assigned');
  return address.port;
}

async function waitForHealth(baseUrl: string, child: ChildProcess, logFile: string): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(
        `The server exited (${child.exitCode ?? child.signalCode}) before it was healthy; see ${logFile}`,
      );
    }
    try {
      const response = await fetch(`${baseUrl}${HEALTH_PATH}`, {
        signal: AbortSignal.timeout(2_000),
      });
      if (response.status === 200) return;
    } catch {
      // not listening yet
    }
    await delay(250);
  }
  throw new Error(
    `The server did not answer ${HEALTH_PATH} with 200 within ${START_TIMEOUT_MS / 1000} s; see ${logFile}`,
  );
}

async function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = once(child, 'exit');
  child.kill('SIGTERM');
  const timedOut = await Promise.race([
    exited.then(() => false),
    delay(STOP_TIMEOUT_MS).then(() => true),
  ]);
  if (timedOut) {
    child.kill('SIGKILL');
    await exited;
  }
}

/**
 * Starts the real server (`apps/server/src/main.ts`) on a free port with a
 * fresh data directory, as production would run it, and waits until its
 * health check answers 200. It serves the built web app (`apps/web/dist`).
 * Its database is an embedded PGlite, or a new database of its own on the PostgreSQL of
 * E2E_DATABASE_URL when that is set (journey-database.ts).
 */
export async function startServer({
  logName = 'server',
  env = {},
}: {
  logName?: string;
  /** Settings of this server only (e.g. WEB_DIST_DIR for a copy of the build). */
  env?: Record<string, string>;
} = {}): Promise<RunningServer> {
  if (!existsSync(WEB_DIST_INDEX)) {
    throw new Error(
      `${WEB_DIST_INDEX} is missing: run \`npm run build\` first (npm run test:e2e does).`,
    );
  }
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-data-'));
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  const logFile = path.join(ARTIFACTS_DIR, `${logName}.log`);
  const log = createWriteStream(logFile);
  const serverUrl = process.env.E2E_DATABASE_URL;
  const database = serverUrl ? await createJourneyDatabase(serverUrl) : undefined;

  const child = spawn(process.execPath, ['--import', 'tsx', SERVER_ENTRY], {
    cwd: REPO_ROOT,
    env: {
      // A pending sandbox card settles while a journey watches (the default is 20 s).
      SANDBOX_CARD_SETTLE_SECONDS: String(E2E_CARD_SETTLE_SECONDS),
      // A journey's new player redeems minutes after buying (3077 is a server test's).
      PURCHASE_PROCESSING_MINUTES: '0',
      SANDBOX_PAYOUT_SETTLE_SECONDS: '3',
      SANDBOX_IDENTITY_VERDICT_SECONDS: '2',
      // Journeys' browser contexts say who they are with X-Forwarded-For (referrals tell two
      // players apart by address, decision 034); without the header the address is the socket's.
      TRUST_PROXY: 'true',
      // A reality check of '15 minutes' comes after 6 s of play (decision 038; not in production).
      REALITY_CHECK_SECONDS_PER_MINUTE: '0.4',
      ...process.env,
      ...(database ? { DATABASE_URL: database.url } : {}),
      ...env,
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(log);
  child.stderr?.pipe(log);

  const baseUrl = `http://127.0.0.1:${port}`;
  const stop = async () => {
    await stopProcess(child);
    log.end();
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  };

  try {
    await waitForHealth(baseUrl, child, logFile);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseUrl, stop };
}

/**
 * The app under test: the server started by `run.ts` for the whole suite
 * (E2E_BASE_URL), or one started for this file when it runs alone.
 */
export async function useServer(): Promise<RunningServer> {
  const shared = process.env.E2E_BASE_URL;
  if (shared) return { baseUrl: shared.replace(/\/$/, ''), stop: async () => {} };
  return startServer();
}
