import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';

const webDist = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(
  path.join(webDist, 'index.html'),
  '<!doctype html><div id="root"></div><p>player shell</p>',
);
const adminDist = mkdtempSync(path.join(tmpdir(), 'admin-dist-'));
writeFileSync(
  path.join(adminDist, 'index.html'),
  '<!doctype html><div id="root"></div><p>back office shell</p>',
);
mkdirSync(path.join(adminDist, 'assets'));
writeFileSync(path.join(adminDist, 'assets', 'index-abc123.js'), 'console.log("admin")');

let t: TestApp;
let unbuilt: TestApp;

beforeAll(async () => {
  [t, unbuilt] = await Promise.all([
    startTestApp({ seed: false, env: { WEB_DIST_DIR: webDist, ADMIN_DIST_DIR: adminDist } }),
    startTestApp({
      seed: false,
      env: { WEB_DIST_DIR: webDist, ADMIN_DIST_DIR: path.join(adminDist, 'missing') },
    }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), unbuilt.close()]);
});

describe('the back office at /admin', () => {
  it('serves its own index at /admin and at any deep link under it', async () => {
    for (const url of ['/admin', '/admin/', '/admin/sign-in', '/admin/players/42?tab=ledger']) {
      const res = await t.request(url);
      expect(res.status, url).toBe(200);
      expect(res.headers.get('content-type')).toContain('text/html');
      expect(await res.text(), url).toContain('back office shell');
    }
  });

  it('serves / and player deep links from the player build, never the admin one', async () => {
    for (const url of ['/', '/lobby', '/administrator']) {
      const body = await (await t.request(url)).text();
      expect(body, url).toContain('player shell');
      expect(body, url).not.toContain('back office shell');
    }
  });

  it('serves its fingerprinted assets as immutable, and a missing one as a 404', async () => {
    const asset = await t.request('/admin/assets/index-abc123.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toContain('immutable');
    const missing = await t.request('/admin/assets/index-gone.js');
    expect(missing.status).toBe(404);
    expect(await missing.text()).not.toContain('shell');
  });

  it('answers a clear 503 page when the back office is not built', async () => {
    const res = await unbuilt.request('/admin/staff');
    expect(res.status).toBe(503);
    expect(await res.text()).toContain('The back office is not built yet');
    expect((await unbuilt.request('/')).status).toBe(200);
  });
});
