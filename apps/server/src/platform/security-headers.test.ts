import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, startTestApp, type TestApp } from '../test/test-app';
import { contentSecurityPolicy, playerPagePolicy, serializePolicy } from './security-headers';
import { cspDirectives as directives } from '../test/csp-directives';

/** A built SPA stand-in, so the HTML answers are the app's pages. */
function webDist() {
  const dir = mkdtempSync(path.join(tmpdir(), 'gs-dist-'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  return dir;
}

let dev: TestApp;
let production: TestApp;
beforeAll(async () => {
  const WEB_DIST_DIR = webDist();
  dev = await startTestApp({ env: { WEB_DIST_DIR } });
  production = await startTestApp({ env: { WEB_DIST_DIR, ...PRODUCTION_ENV } });
});
afterAll(async () => {
  await dev.close();
  await production.close();
});

describe('security headers', () => {
  it.each([
    ['the lobby page', '/'],
    ['a deep link of the app', '/user/account-details'],
    ['an API answer', '/api/v1/casino-games?limit=1&page=1'],
    ['an API error', '/api/v1/no-such-call'],
  ])('puts CSP, nosniff, no framing and a referrer policy on %s', async (_what, url) => {
    const res = await dev.request(url);
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
    expect(res.headers.get('x-frame-options')).toBe('DENY');
    expect(res.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
    expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\)/);
    expect(res.headers.get('strict-transport-security')).toBeNull();
  });

  it('allows the payment feature on our pages only', async () => {
    const page = await dev.request('/payment');
    expect(page.headers.get('permissions-policy')).toMatch(/payment=\(self\)/);
    const api = await dev.request('/api/v1/health');
    expect(api.headers.get('permissions-policy')).toMatch(/payment=\(\)/);
  });

  it('lets our own pages frame the sandbox provider pages, and nobody else', async () => {
    const res = await dev.request('/sandbox/fiat/checkout/no-such-session');
    const csp = directives(res.headers.get('content-security-policy'));
    expect(csp.get('frame-ancestors')).toEqual(["'self'"]);
    expect(res.headers.get('x-frame-options')).toBe('SAMEORIGIN');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('adds HSTS and upgrade-insecure-requests in production', async () => {
    const res = await production.request('/api/v1/health');
    expect(res.headers.get('strict-transport-security')).toBe(
      'max-age=31536000; includeSubDomains',
    );
    expect(
      directives(res.headers.get('content-security-policy')).has('upgrade-insecure-requests'),
    ).toBe(true);
  });
});

describe("the player pages' policy", () => {
  it('writes a policy as helmet does', async () => {
    const res = await dev.request('/api/v1/health');
    expect(serializePolicy(contentSecurityPolicy(false))).toBe(
      res.headers.get('content-security-policy'),
    );
  });

  it("is the site's, with <style> elements allowed by hash only and style attributes as before", () => {
    const page = directives(playerPagePolicy(true, ["'sha256-a'", "'sha256-b'"]));
    const site = directives(serializePolicy(contentSecurityPolicy(true)));
    expect(page.get('style-src')).toEqual(["'self'", "'sha256-a'", "'sha256-b'"]);
    expect(page.get('style-src-attr')).toEqual(["'unsafe-inline'"]);
    for (const [name, values] of site) {
      if (name !== 'style-src') expect(page.get(name), name).toEqual(values);
    }
    expect(page.size).toBe(site.size + 1);
  });
});
