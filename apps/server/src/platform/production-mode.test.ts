import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PRODUCTION_ENV, startTestApp, type TestApp } from '../test/test-app';
import { PUBLISHED_DEFAULTS } from '../config';
import { json } from '../test/test-app';
import { login, postJson, sessionCookie } from '../test/accounts';
import { seedDatabase } from '../db/seed';
import { DEMO_SEED_STEPS } from '../seed-steps';
import { createFieldCipher } from './field-encryption';
import { staffSignIn } from '../modules/staff/staff-test-kit';
import { postWebhook, walletOf, webhookEvent } from '../modules/payments/payments-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: PRODUCTION_ENV });
  // Production seeds no demo accounts; these tests add them to sign in.
  await seedDatabase(t.db, DEMO_SEED_STEPS, {
    cipher: createFieldCipher(PRODUCTION_ENV.DATA_ENCRYPTION_KEY),
  });
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

  it('marks the staff cookie Secure and SameSite=Strict', async () => {
    const cookie = await staffSignIn(t, 'support');
    expect(cookie).toMatch(/^gs_staff=/);
    const res = await postJson(t, '/staff/auth/logout', {}, cookie);
    expect(res.headers.getSetCookie().join(';')).toMatch(/Secure.*SameSite=Strict/);
  });

  it('refuses a webhook signed with the published sandbox secret and credits nothing', async () => {
    const res = await login(t, 'demo@goldensweeps.test', 'Player!Demo2026');
    const cookie = sessionCookie(res)!;
    const before = await walletOf(t, cookie);
    const forged = webhookEvent('payment.succeeded', 'GS-FORGED-1', 19999);
    const refused = await postWebhook(t, 'ippay', forged, {
      secret: PUBLISHED_DEFAULTS.PAYMENT_WEBHOOK_SECRET,
    });
    expect(refused.status).toBe(401);
    expect((await json(refused)).errors[0].errorCode).toBe(1601);
    expect(await walletOf(t, cookie)).toEqual(before);
    // Signed with the configured secret, the same event passes the signature check.
    const signed = await postWebhook(t, 'ippay', webhookEvent('payment.succeeded', 'GS-NONE', 1));
    expect(signed.status).not.toBe(401);
  });

  it('has no sandbox: /sandbox answers 404 and a purchase meets 3050, charging nothing', async () => {
    expect((await t.request('/sandbox/fiat/checkout/x')).status).toBe(404);
    const cookie = sessionCookie(await login(t, 'demo@goldensweeps.test', 'Player!Demo2026'))!;
    const res = await postJson(
      t,
      '/payment/init-pay',
      { packageId: 3, amount: 9.99, providerType: 'IPPAY', paymentType: 'deposit' },
      cookie,
    );
    expect((await json(res)).errors[0].errorCode).toBe(3050);
  });
});
