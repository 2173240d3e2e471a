import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { startTestApp, type TestApp } from '../test/test-app';
import { sessions } from '../modules/auth/auth.tables';
import { signUpVerified } from '../test/accounts';
import { DEVICE_COOKIE } from './device-id';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const deviceCookieOf = (res: Response) =>
  res.headers.getSetCookie().find((c) => c.startsWith(`${DEVICE_COOKIE}=`));

describe('the gs_device cookie', () => {
  it('is given on the first API call: random, httpOnly, SameSite=Lax, for a year', async () => {
    const first = deviceCookieOf(await t.request('/api/v1/health'));
    const second = deviceCookieOf(await t.request('/api/v1/health'));
    expect(first).toMatch(/^gs_device=[A-Za-z0-9_-]{43};/);
    expect(first).toMatch(/HttpOnly/i);
    expect(first).toMatch(/SameSite=Lax/i);
    expect(first).toMatch(/Max-Age=31536000/);
    expect(first?.split(';')[0]).not.toBe(second?.split(';')[0]);
  });

  it('is kept when the browser sends a well-formed one, and replaced when it does not', async () => {
    const id = 'A'.repeat(43);
    const kept = await t.request('/api/v1/health', { headers: { cookie: `gs_device=${id}` } });
    expect(deviceCookieOf(kept)).toBeUndefined();
    const odd = await t.request('/api/v1/health', { headers: { cookie: 'gs_device=mine' } });
    expect(deviceCookieOf(odd)).toMatch(/^gs_device=[A-Za-z0-9_-]{43};/);
  });

  it('is recorded on the session a sign-in opens', async () => {
    const id = 'B'.repeat(43);
    const { player } = await signUpVerified(t);
    const res = await t.request('/api/v1/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: `gs_device=${id}` },
      body: JSON.stringify({
        email: player.email,
        password: player.password,
        isTermsAccepted: true,
        stateRestrictionAccept: true,
      }),
    });
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(sessions).where(eq(sessions.deviceId, id));
    expect(rows).toHaveLength(1);
  });
});
