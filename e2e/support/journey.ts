import { after, before } from 'node:test';
import type { Browser } from 'playwright-core';
import assert from 'node:assert/strict';
import { launchBrowser, takeCspViolations } from './browser';
import { useServer, type RunningServer } from './server';

/**
 * The real product and a browser for one journey file: started before its
 * tests, stopped after them. Read `server` and `browser` inside a test.
 */
export function useJourneyEnvironment(): {
  readonly server: RunningServer;
  readonly browser: Browser;
} {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(
    async () => {
      server = await useServer();
      browser = await launchBrowser();
    },
    { timeout: 90_000 },
  );
  after(async () => {
    await browser?.close();
    await server?.stop();
    // Every journey runs under the app's Content-Security-Policy: a violation is a failure.
    assert.deepEqual(takeCspViolations(), [], 'Content-Security-Policy violations');
  });
  return {
    get server() {
      if (!server) throw new Error('The journey server did not start');
      return server;
    },
    get browser() {
      if (!browser) throw new Error('The journey browser did not start');
      return browser;
    },
  };
}
