import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, startTestApp, type TestApp } from '../test/test-app';
import { login } from '../test/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: PRODUCTION_ENV });
});
afterAll(async () => {
  await t.close();
});

describe('production mode', () => {
  it('does not serve the dev mailbox', async () => {
    expect((await t.request('/dev/mailbox')).status).not.toBe(200);
    expect((await t.request('/dev/mailbox.json')).status).not.toBe(200);
  });

  it('marks the session cookie Secure', async () => {
    const res = await login(t, 'demo@goldensweeps.test', 'Player!Demo2026');
    expect(res.status).toBe(200);
    expect(res.headers.getSetCookie().join(';')).toMatch(/;\s*Secure/i);
  });
});
