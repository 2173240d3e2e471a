import { after, afterEach, before } from 'node:test';
import type { Browser } from 'playwright-core';
import assert from 'node:assert/strict';
import {
  accessibilityTotals,
  settleAccessibilityChecks,
  takeAccessibilityViolations,
} from './accessibility';
import { openBrowser, takeCspViolations } from './browser';
import { describeOpenPages } from './failure-report';
import { startServer, useServer, type RunningServer } from './server';

/**
 * The real product and a browser for one journey file: started before its
 * tests, stopped after them. Read `server` and `browser` inside a test.
 * `ownServer`: a journey that changes what every player meets from then on (a material change of
 * the terms every later player must accept) gets a server and database of its own, so the
 * journeys after it on the worker's shared server meet the site as seeded.
 */
export function useJourneyEnvironment({ ownServer = false }: { ownServer?: boolean } = {}): {
  readonly server: RunningServer;
  readonly browser: Browser;
} {
  let server: RunningServer | undefined;
  let browser: Browser | undefined;
  before(
    async () => {
      server = ownServer
        ? await startServer({ logName: `server-own-${process.env.E2E_WORKER ?? '0'}` })
        : await useServer();
      browser = await openBrowser();
    },
    { timeout: 90_000 },
  );
  // Each test fails on a serious or critical axe violation of a screen it showed (decision 049).
  afterEach(async (t) => {
    // Node 20's test context says whether the test passed (its types do not yet).
    const failed = (t as { passed?: boolean }).passed === false;
    if (failed && browser)
      console.log(`${t.name} failed; open pages:\n${await describeOpenPages(browser)}`);
    await settleAccessibilityChecks();
    const violations = takeAccessibilityViolations();
    if (violations.length > 0)
      assert.fail(`axe found WCAG 2.2 AA violations:\n${violations.join('\n')}`);
  });
  after(async () => {
    await settleAccessibilityChecks();
    const axeViolations = takeAccessibilityViolations();
    const { screens, ms } = accessibilityTotals();
    console.log(`axe: ${screens} screens checked in ${(ms / 1000).toFixed(1)} s`);
    await browser?.close();
    await server?.stop();
    // Every journey runs under the app's Content-Security-Policy: a violation is a failure.
    assert.deepEqual(takeCspViolations(), [], 'Content-Security-Policy violations');
    assert.deepEqual(axeViolations, [], 'axe violations after the last test');
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
