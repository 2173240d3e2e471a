import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../test/test-app';
import { SESSION_COOKIE } from './request-auth';
import { firstPaintPage } from './lobby-page';
import { cspDirectives as directives } from '../test/csp-directives';

/** The text font index.html preloads, and one of another script that it does not. */
const TEXT_FONT = '/assets/text-latin-f1.woff2';
const STYLESHEET = [
  `@font-face{font-family:Text;font-display:swap;src:url(${TEXT_FONT})format("woff2")}`,
  '@font-face{font-family:Text;font-display:swap;src:url(/assets/text-cyrillic-f2.woff2)format("woff2")}',
  ':root{--font:Text,system-ui}',
  'body{margin:0;font-family:var(--font)}',
  '.guest-bar{height:64px}',
  '.promo-banner__title{font-size:46px}',
  '.vip-page__hero{color:red}',
  '@media (width<=766.98px){.bottom-nav{display:flex}.store-grid{gap:4px}}',
].join('');
/** The hash of a stylesheet the app writes as it runs (web build/inline-style-hashes.ts). */
const APP_STYLE_HASH = "'sha256-c29ubmVyJ3Mgc3R5bGVzaGVldA=='";

/** A build as Vite writes it (index.html, the manifest, the stylesheet) with the boot script. */
function viteBuild(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'web-build-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <title>Golden Sweeps</title>
    <script type="module" crossorigin src="/assets/index-e1.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/preact-p1.js">
    <link rel="modulepreload" crossorigin href="/assets/app-a1.js">
    <link rel="stylesheet" crossorigin href="/assets/app-c1.css">
    <link rel="preload" as="font" type="font/woff2" href="${TEXT_FONT}" crossorigin="">
  </head>
  <body>
    <div id="root"></div>
    <noscript>Please enable JavaScript to play.</noscript>
  </body>
</html>
`,
  );
  writeFileSync(path.join(dir, 'assets', 'app-c1.css'), STYLESHEET);
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-e1.js', isEntry: true, imports: ['_app-a1.js'] },
      'src/boot.ts': {
        file: 'assets/boot-b1.js',
        isEntry: true,
        imports: ['_preload-helper-h1.js'],
        dynamicImports: ['_app-a1.js'],
      },
      '_preload-helper-h1.js': { file: 'assets/preload-helper-h1.js' },
      '_app-a1.js': { file: 'assets/app-a1.js', css: ['assets/app-c1.css'] },
    }),
  );
  writeFileSync(
    path.join(dir, '.vite', 'inline-style-hashes.json'),
    JSON.stringify([APP_STYLE_HASH]),
  );
  return dir;
}

const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

/** The text of the page's one `<style>` element. */
const inlineStyle = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1];

const distDir = viteBuild();
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await t.close();
});

describe("a visitor's lobby page", () => {
  it('carries the CSS its first paint uses in a <style> element, and nothing else of the stylesheet', async () => {
    const html = await (await t.request('/')).text();
    expect(html).toContain('<div class="app-shell app-shell--with-bottom-nav" inert');
    const css = inlineStyle(html)!;
    expect(css).toContain('.guest-bar{height:64px}');
    expect(css).toContain('.promo-banner__title{font-size:46px}');
    expect(css).toContain('body{margin:0;font-family:var(--font)}');
    expect(css).toMatch(/@media \(width<=766\.98px\)\{\.bottom-nav\{display:flex\}\}/);
    // The preloaded text font's face (the rules name it through a variable), not the others.
    expect(css).toContain(`src:url(${TEXT_FONT})`);
    expect(css).not.toContain('text-cyrillic');
    expect(css).not.toContain('.vip-page__hero');
    expect(css).not.toContain('.store-grid');
  });

  it('is allowed exactly that stylesheet and the ones the app writes, never any inline one', async () => {
    for (const page of ['/', '/lobby']) {
      const res = await t.request(page);
      const css = inlineStyle(await res.text())!;
      const csp = directives(res.headers.get('content-security-policy'));
      expect(csp.get('style-src'), page).toEqual(["'self'", sha256(css), APP_STYLE_HASH]);
      expect(csp.get('style-src-attr'), page).toEqual(["'unsafe-inline'"]);
      expect(csp.get('script-src'), page).toEqual(["'self'"]);
    }
  });

  it("loads the boot script instead of the app's, and the stylesheet only without scripts", async () => {
    const html = await (await t.request('/')).text();
    expect(html).toContain('<script type="module" crossorigin src="/assets/boot-b1.js"></script>');
    expect(html).toContain(
      '<link rel="modulepreload" crossorigin href="/assets/preload-helper-h1.js">',
    );
    expect(html).not.toContain('/assets/index-e1.js');
    expect(html).not.toContain('/assets/app-a1.js');
    expect(html).not.toContain('/assets/preact-p1.js');
    // The one link to the stylesheet is for a browser without scripts; the font is still preloaded.
    expect(html.match(/<link rel="stylesheet"/g)).toHaveLength(1);
    expect(html).toContain(
      '<noscript><link rel="stylesheet" crossorigin href="/assets/app-c1.css"></noscript>',
    );
    expect(html).toContain(`<link rel="preload" as="font" type="font/woff2" href="${TEXT_FONT}"`);
    expect((await t.request('/assets/app-c1.css')).status).toBe(200);
  });

  it('is compressed as the browser accepts', async () => {
    const plain = await t.request('/', { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const html = await plain.text();
    for (const encoding of ['br', 'gzip']) {
      const res = await t.request('/', { headers: { 'accept-encoding': encoding } });
      expect(res.headers.get('content-encoding')).toBe(encoding);
      expect(res.headers.get('vary')).toMatch(/accept-encoding/);
      // fetch decodes it.
      expect(await res.text()).toBe(html);
    }
  });
});

describe('the other pages of the player site', () => {
  it('are index.html as built, its stylesheet linked, under the same policy', async () => {
    const lobby = directives((await t.request('/')).headers.get('content-security-policy'));
    for (const [page, init] of [
      ['/vip', {}],
      ['/', { headers: { cookie: `${SESSION_COOKIE}=signed-in` } }],
    ] as const) {
      const res = await t.request(page, init);
      const html = await res.text();
      expect(html, page).toContain('<link rel="stylesheet" crossorigin href="/assets/app-c1.css">');
      expect(html, page).toContain('src="/assets/index-e1.js"');
      expect(html, page).not.toContain('<style>');
      expect(directives(res.headers.get('content-security-policy')), page).toEqual(lobby);
    }
  });
});

describe('firstPaintPage', () => {
  it('is null for a build without the boot script: the page stays as built', async () => {
    const dir = viteBuild();
    writeFileSync(
      path.join(dir, '.vite', 'manifest.json'),
      JSON.stringify({ 'index.html': { file: 'assets/index-e1.js', isEntry: true } }),
    );
    const index = '<head><link rel="stylesheet" href="/assets/app-c1.css"></head>';
    expect(await firstPaintPage(dir, index, '<header class="guest-bar"></header>')).toBeNull();
  });
});
