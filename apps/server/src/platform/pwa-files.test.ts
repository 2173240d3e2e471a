import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';

/**
 * The installable app's files as the web build writes them (decision 043): the service worker,
 * the web app manifest, the offline page and the icons at the top of dist/, beside index.html.
 */
const SW_SOURCE = `self.addEventListener('fetch', () => {}); // ${'build 1 '.repeat(200)}`;

function pwaDist(options: { serviceWorker: boolean }) {
  const dir = mkdtempSync(path.join(tmpdir(), 'pwa-dist-'));
  writeFileSync(path.join(dir, 'index.html'), '<!doctype html><div id="root">casino shell</div>');
  if (options.serviceWorker) {
    writeFileSync(path.join(dir, 'sw.js'), SW_SOURCE);
    writeFileSync(path.join(dir, 'sw.js.br'), brotliCompressSync(SW_SOURCE));
  }
  writeFileSync(
    path.join(dir, 'manifest.webmanifest'),
    JSON.stringify({ name: 'Golden Sweeps', start_url: '/', display: 'standalone' }),
  );
  writeFileSync(path.join(dir, 'offline.html'), "<!doctype html><h1>You're offline</h1>");
  mkdirSync(path.join(dir, 'icons'));
  writeFileSync(path.join(dir, 'icons', 'icon-192.png'), Buffer.from('89504e470d0a1a0a', 'hex'));
  mkdirSync(path.join(dir, 'assets'));
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1)');
  return dir;
}

let t: TestApp;
let noWorker: TestApp;
beforeAll(async () => {
  t = await startTestApp({ seed: false, env: { WEB_DIST_DIR: pwaDist({ serviceWorker: true }) } });
  noWorker = await startTestApp({
    seed: false,
    env: { WEB_DIST_DIR: pwaDist({ serviceWorker: false }) },
  });
});
afterAll(async () => {
  await t.close();
  await noWorker.close();
});

const cspDirective = (csp: string | null, name: string) =>
  (csp ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([directive]) => directive === name)
    ?.slice(1);

describe('the service worker script', () => {
  it('is JavaScript the browser revalidates on every update check (no-cache), never immutable', async () => {
    const res = await t.request('/sw.js');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript\b/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
    expect(await res.text()).toBe(SW_SOURCE);
  });

  it('keeps no-cache and its type when the precompressed copy is sent', async () => {
    const res = await t.request('/sw.js', { headers: { 'accept-encoding': 'br' } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-encoding')).toBe('br');
    expect(res.headers.get('content-type')).toMatch(/^(text|application)\/javascript\b/);
    expect(res.headers.get('cache-control')).toBe('no-cache');
  });

  it("runs under a CSP that lets our own origin's worker run (worker-src 'self')", async () => {
    for (const url of ['/', '/sw.js']) {
      const res = await t.request(url);
      expect(cspDirective(res.headers.get('content-security-policy'), 'worker-src'), url).toContain(
        "'self'",
      );
    }
  });

  it('answers 404, not the app page, when the build has none', async () => {
    const res = await noWorker.request('/sw.js');
    expect(res.status).toBe(404);
    expect(await res.text()).not.toContain('casino shell');
  });
});

describe('the web app manifest, the offline page and the icons', () => {
  it('are sent with their types and revalidated (no-cache)', async () => {
    for (const [url, type] of [
      ['/manifest.webmanifest', /^application\/manifest\+json\b/],
      ['/offline.html', /^text\/html\b/],
      ['/icons/icon-192.png', /^image\/png$/],
    ] as const) {
      const res = await t.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type'), url).toMatch(type);
      expect(res.headers.get('cache-control'), url).toBe('no-cache');
    }
    const manifest = (await (await t.request('/manifest.webmanifest')).json()) as { name: string };
    expect(manifest.name).toBe('Golden Sweeps');
  });

  it('leave the fingerprinted build files cached for a year', async () => {
    const res = await t.request('/assets/index-abc123.js');
    expect(res.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });
});
