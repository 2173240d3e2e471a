import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, json, startTestApp, type TestApp } from '../../test/test-app';
import { postForm, registerHostedPayment } from './sandbox-test-kit';

const distDir = mkdtempSync(path.join(tmpdir(), 'web-dist-'));
writeFileSync(path.join(distDir, 'index.html'), '<!doctype html><div id="root">casino shell</div>');

let dev: TestApp;
let production: TestApp;
beforeAll(async () => {
  [dev, production] = await Promise.all([
    startTestApp({ seed: false, env: { WEB_DIST_DIR: distDir } }),
    startTestApp({ seed: false, env: { WEB_DIST_DIR: distDir, ...PRODUCTION_ENV } }),
  ]);
});
afterAll(async () => {
  await Promise.all([dev.close(), production.close()]);
});

describe('sandbox routing', () => {
  it('answers an unknown /sandbox path with a JSON 404, never the web app', async () => {
    for (const [method, url] of [
      ['GET', '/sandbox/nothing-here'],
      ['GET', '/sandbox'],
      ['GET', '/sandbox/ippay/hosted-payment'],
      ['POST', '/sandbox/unknown'],
    ] as const) {
      const res = await dev.request(url, { method });
      expect(res.status, `${method} ${url}`).toBe(404);
      expect(res.headers.get('content-type')).toMatch(/application\/json/);
      const body = await json(res);
      expect(body.errors[0]).toMatchObject({ errorCode: 1004 });
    }
    // Other deep links still load the web app.
    expect(await (await dev.request('/vip')).text()).toContain('casino shell');
  });

  it('parses form posts only under /sandbox: /api still takes JSON only', async () => {
    const res = await dev.request('/api/v1/user/sign-up', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'email=a%40b.c',
    });
    expect(res.status).toBe(400);
    expect((await json(res)).errors[0].description).toMatch(/Unsupported content type/);
  });

  it('serves the console and the provider pages outside production only', async () => {
    expect((await dev.request('/sandbox/charges.json')).status).toBe(200);
    const devPayment = await registerHostedPayment(dev.app.sandboxProviders, 1000);
    const devPage = await postForm(dev, '/sandbox/ippay/hosted-payment', devPayment.form);
    expect(await devPage.text()).toContain('Pay $10.00');

    for (const url of ['/sandbox/charges.json', '/sandbox/fiat/checkout/any']) {
      const hidden = await production.request(url);
      expect(hidden.status).toBe(404);
      expect(hidden.headers.get('content-type')).toMatch(/application\/json/);
    }
    const payment = await registerHostedPayment(production.app.sandboxProviders, 1000);
    const page = await postForm(production, '/sandbox/ippay/hosted-payment', payment.form);
    expect(page.status).toBe(404);
  });
});
