import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from '../../test/test-app';

const distDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(
  path.join(distDir, 'index.html'),
  '<!doctype html><head><title>x</title></head><div id="root"></div>',
);

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await t.close();
});

async function firstBanner(visibility: number) {
  const banners: {
    visibility: number;
    sortOrder: number;
    bannerId: number;
    mobileImageUrl: string;
    desktopImageUrl: string;
  }[] = (await json(await t.request('/api/v1/details/banners?pageName=lobbySlider'))).data.banners;
  return banners
    .filter((b) => b.visibility === visibility)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.bannerId - b.bannerId)[0]!;
}

describe('lobby preload hints', () => {
  it("preloads the banner list and the visitor's first banner art on the lobby", async () => {
    const banner = await firstBanner(0);
    for (const page of ['/', '/lobby']) {
      const html = await (await t.request(page)).text();
      expect(html).toContain('href="/api/v1/details/banners?pageName=lobbySlider"');
      expect(html).toContain(`href="${banner.mobileImageUrl}" media="(max-width: 766.98px)"`);
      expect(html).toContain(`href="${banner.desktopImageUrl}" media="(min-width: 767px)"`);
      expect(html.indexOf('rel="preload"')).toBeLessThan(html.indexOf('</head>'));
    }
  });

  it('preloads the signed-in banner when a session cookie comes, and nothing on other pages', async () => {
    const banner = await firstBanner(1);
    const html = await (await t.request('/', { headers: { cookie: 'gs_session=abc' } })).text();
    expect(html).toContain(`href="${banner.desktopImageUrl}"`);
    const other = await (await t.request('/vip')).text();
    expect(other).not.toContain('rel="preload"');
  });
});
