import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, it } from 'node:test';
import type { Page } from 'playwright-core';
import { VIEWPORTS, openPage, screenshot } from '../support/browser';
import { useJourneyEnvironment } from '../support/journey';
import { REPO_ROOT } from '../support/paths';
import { startServer } from '../support/server';
import { signInAsDemoPlayer } from '../support/session';

/** The installable app: manifest, service worker, offline page (decision 043). */
const WEB_DIST = path.join(REPO_ROOT, 'apps', 'web', 'dist');
const OFFLINE_HEADING = "You're offline";

/** Paths whose answers the worker must never keep. */
const NEVER_CACHED = /\/(api|socket\.io|sandbox|admin|uploads|dev)(\/|$|\?)/;

interface Manifest {
  name?: string;
  short_name?: string;
  start_url?: string;
  scope?: string;
  display?: string;
  theme_color?: string;
  background_color?: string;
  icons?: { src: string; sizes: string; type: string; purpose?: string }[];
}

/** Width and height from a PNG's header (IHDR). */
function pngSize(png: Buffer): string {
  assert.equal(png.subarray(1, 4).toString('latin1'), 'PNG', 'a PNG file');
  return `${png.readUInt32BE(16)}x${png.readUInt32BE(20)}`;
}

/** Waits until the service worker is activated and controls the page; returns its state. */
function waitForWorker(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const registration = await navigator.serviceWorker.ready;
    const worker = registration.active;
    if (worker && worker.state !== 'activated')
      await new Promise((resolve) => worker.addEventListener('statechange', resolve));
    if (!navigator.serviceWorker.controller)
      await new Promise((resolve) =>
        navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
      );
    return registration.active?.state ?? 'none';
  });
}

/** Every URL in the page's Cache Storage, by cache. */
function cachedUrls(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const urls: string[] = [];
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys()) urls.push(new URL(request.url).pathname);
    }
    return urls;
  });
}

describe('installable app journey', () => {
  const journey = useJourneyEnvironment();
  const env = () => ({ baseUrl: journey.server.baseUrl, browser: journey.browser });

  it(
    'the lobby installs the worker and links a valid manifest; no answer of the API comes from the worker',
    { timeout: 90_000 },
    async () => {
      const { baseUrl, browser } = env();
      const { context, page } = await openPage(browser, baseUrl, { serviceWorkers: 'allow' });
      try {
        await signInAsDemoPlayer(context, baseUrl);
        await page.goto('/');
        await page.getByRole('searchbox', { name: 'Search games' }).waitFor();
        assert.equal(await waitForWorker(page), 'activated');

        // The manifest: linked, and what an install needs.
        const href = await page.locator('link[rel="manifest"]').getAttribute('href');
        assert.equal(href, '/manifest.webmanifest');
        const answer = await context.request.get(`${baseUrl}${href}`);
        assert.equal(answer.status(), 200);
        assert.match(answer.headers()['content-type'] ?? '', /^application\/manifest\+json/);
        assert.equal(answer.headers()['cache-control'], 'no-cache');
        const manifest = (await answer.json()) as Manifest;
        assert.equal(manifest.name, 'Golden Sweeps');
        assert.equal(manifest.short_name, 'Golden Sweeps');
        assert.equal(manifest.start_url, '/');
        assert.equal(manifest.scope, '/');
        assert.equal(manifest.display, 'standalone');
        assert.equal(manifest.theme_color, '#120e24');
        assert.equal(manifest.background_color, '#120e24');
        const icons = manifest.icons ?? [];
        assert.deepEqual(
          icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`),
          ['192x192 any', '512x512 any', '512x512 maskable'],
        );
        for (const icon of icons) {
          const image = await context.request.get(new URL(icon.src, baseUrl).href);
          assert.equal(image.status(), 200, icon.src);
          assert.equal(image.headers()['content-type'], 'image/png', icon.src);
          assert.equal(pngSize(await image.body()), icon.sizes, icon.src);
        }
        // Chromium's own reading of it: no parse errors, nothing that stops an install.
        const cdp = await context.newCDPSession(page);
        const { errors } = await cdp.send('Page.getAppManifest');
        assert.deepEqual(errors, [], 'the manifest parses without errors');
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        assert.deepEqual(
          installabilityErrors.map((error) => error.errorId).filter((id) => id !== 'in-incognito'),
          [],
          'installable (a test browser context counts as incognito)',
        );

        // The worker's cache: the offline page and the app's files, no page, nothing personal.
        const cached = await cachedUrls(page);
        assert.ok(cached.includes('/offline.html'), 'the offline page is kept');
        assert.ok(
          cached.some((url) => /^\/assets\/index-.*\.js$/.test(url)),
          'the app entry',
        );
        assert.deepEqual(
          cached.filter((url) => NEVER_CACHED.test(url) || url === '/' || url === '/index.html'),
          [],
        );

        // Controlled by the worker now: the signed-in lobby's API answers all come from the server.
        const apiAnswers: { url: string; fromWorker: boolean }[] = [];
        page.on('response', (response) => {
          if (new URL(response.url()).pathname.startsWith('/api/'))
            apiAnswers.push({ url: response.url(), fromWorker: response.fromServiceWorker() });
        });
        // The app's own files come from the worker's cache, so the network can be idle before
        // the app has asked for anything: wait for the player's answer itself.
        const playerAnswer = page.waitForResponse((response) =>
          new URL(response.url()).pathname.startsWith('/api/v1/user/'),
        );
        await page.reload();
        await playerAnswer;
        await page.getByRole('searchbox', { name: 'Search games' }).waitFor();
        await page.waitForLoadState('networkidle');
        assert.ok(
          apiAnswers.some((a) => a.url.includes('/api/v1/user/')),
          `the signed-in lobby asked the API for the player (${apiAnswers.map((a) => a.url).join(', ')})`,
        );
        assert.deepEqual(
          apiAnswers.filter((a) => a.fromWorker),
          [],
        );
        assert.deepEqual(
          (await cachedUrls(page)).filter((url) => NEVER_CACHED.test(url)),
          [],
          'still nothing of the API in the cache after a signed-in visit',
        );
      } finally {
        await context.close();
      }
    },
  );

  it(
    'offline, a page of the app shows the offline page, and the page the player asked for once back online',
    { timeout: 90_000 },
    async () => {
      const { baseUrl, browser } = env();
      for (const [name, viewport] of [
        ['desktop', VIEWPORTS.desktop],
        ['phone', VIEWPORTS.phone],
      ] as const) {
        const { context, page } = await openPage(browser, baseUrl, {
          viewport,
          isMobile: name === 'phone',
          serviceWorkers: 'allow',
        });
        try {
          await page.goto('/');
          await page.getByRole('searchbox', { name: 'Search games' }).waitFor();
          await waitForWorker(page);

          await context.setOffline(true);
          await page.goto('/lobby');
          await page.getByRole('heading', { name: OFFLINE_HEADING }).waitFor();
          await page.getByText('Golden Sweeps needs an internet connection.').waitFor();
          assert.equal(
            new URL(page.url()).pathname,
            '/lobby',
            'the address stays the one asked for',
          );
          await page.evaluate('document.fonts.ready');
          await screenshot(page, `pwa-offline-${name}`);

          // The API is not answered from a cache: the call fails as the network does.
          const apiCall = await page.evaluate(async () => {
            try {
              const response = await fetch('/api/v1/health');
              return `answered ${response.status}`;
            } catch {
              return 'failed';
            }
          });
          assert.equal(apiCall, 'failed');

          // Back online, the offline page reloads itself: the lobby, from the network.
          await context.setOffline(false);
          await page.getByRole('searchbox', { name: 'Search games' }).waitFor();
          assert.equal(await page.getByRole('heading', { name: OFFLINE_HEADING }).count(), 0);
          assert.equal(new URL(page.url()).pathname, '/lobby');

          // The back office is outside the app: offline, the browser's own error, not our page.
          await context.setOffline(true);
          await assert.rejects(page.goto('/admin'), /ERR_INTERNET_DISCONNECTED/);
        } finally {
          await context.close();
        }
      }
    },
  );

  it(
    "a second build's worker replaces the first at once: no worker left waiting, its offline page shows",
    { timeout: 90_000 },
    async () => {
      // A server of its own on a copy of the build, so the second build touches no other journey's.
      const distDir = mkdtempSync(path.join(os.tmpdir(), 'e2e-pwa-dist-'));
      cpSync(WEB_DIST, distDir, { recursive: true });
      const server = await startServer({ logName: 'server-pwa', env: { WEB_DIST_DIR: distDir } });
      const { context, page } = await openPage(env().browser, server.baseUrl, {
        serviceWorkers: 'allow',
      });
      try {
        await page.goto('/');
        await page.getByRole('searchbox', { name: 'Search games' }).waitFor();
        await waitForWorker(page);

        // The second build: another offline page, and a worker whose precache list names it.
        const offlineFile = path.join(distDir, 'offline.html');
        const swFile = path.join(distDir, 'sw.js');
        const firstOffline = readFileSync(offlineFile, 'utf8');
        const secondOffline = firstOffline.replace(
          `<h1>${OFFLINE_HEADING}</h1>`,
          `<h1>${OFFLINE_HEADING} (build 2)</h1>`,
        );
        assert.notEqual(secondOffline, firstOffline, 'the offline page has its heading');
        const firstSw = readFileSync(swFile, 'utf8');
        const secondSw = firstSw.replace(
          /("revision":")([0-9a-f]+)(","url":"offline\.html")/,
          (_match, start: string, revision: string, end: string) =>
            `${start}${revision.split('').reverse().join('')}${end}`,
        );
        assert.notEqual(secondSw, firstSw, "the worker's precache list names offline.html");
        for (const file of [offlineFile, swFile]) {
          rmSync(`${file}.br`, { force: true });
          rmSync(`${file}.gz`, { force: true });
        }
        writeFileSync(offlineFile, secondOffline);
        writeFileSync(swFile, secondSw);

        const replaced = await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.ready;
          const first = registration.active;
          const changed = new Promise((resolve) =>
            navigator.serviceWorker.addEventListener('controllerchange', resolve, { once: true }),
          );
          await registration.update();
          await changed;
          return {
            newWorker: registration.active !== first,
            waiting: registration.waiting !== null,
            controlled: navigator.serviceWorker.controller === registration.active,
          };
        });
        assert.deepEqual(replaced, { newWorker: true, waiting: false, controlled: true });

        await context.setOffline(true);
        await page.goto('/vip');
        await page.getByRole('heading', { name: `${OFFLINE_HEADING} (build 2)` }).waitFor();
      } finally {
        await context.close();
        await server.stop();
        rmSync(distDir, { recursive: true, force: true });
      }
    },
  );
});
