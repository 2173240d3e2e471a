import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@app/contracts/error-codes';
import {
  GOOD_PASSWORD,
  b64,
  getJson,
  login,
  postJson,
  sessionCookie,
  signUpVerified,
} from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { createFieldCipher } from '../../platform/field-encryption';
import { sessions } from '../auth/auth.tables';
import {
  errorOf,
  readyPlayer,
  redeem,
  redeemBody,
  requestsOf,
} from '../redemptions/redemptions-test-kit';
import { users } from '../users/users.tables';
import { enableTwoFactor, freshCode, loginWithCode, passwordSession } from './two-factor-test-kit';
import { playerTwoFactor } from './two-factor.tables';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const NEW_PASSWORD = 'Rainy!Night2027';

const changePassword = (cookie: string) =>
  postJson(
    t,
    '/user/changePassword',
    { password: b64(GOOD_PASSWORD), newPassword: b64(NEW_PASSWORD) },
    cookie,
    'PUT',
  );

function addBank(cookie: string) {
  const form = new FormData();
  for (const [name, value] of Object.entries({
    accountHolderName: 'Pat Player',
    bankName: 'First Test Bank',
    accountNumber: '000123456789',
    routingNumber: '021000021',
    accountType: 'checking',
  }))
    form.append(name, value);
  return t.request('/api/v1/payment/bank-details', {
    method: 'PUT',
    headers: { cookie },
    body: form,
  });
}

const banksOf = async (cookie: string) =>
  (await json(await getJson(t, '/payment/get-funding-source', cookie))).data.list as unknown[];

const passwordHashOf = async (userId: number) =>
  (await t.db.select().from(users).where(eq(users.id, userId)))[0]?.passwordHash;

const stepUp = (cookie: string, code: string) =>
  postJson(t, '/user/two-factor/step-up', { code }, cookie);

describe('setting two-factor sign-in up', () => {
  it('shows a QR code, turns on only with a right code, answers recovery codes once and keeps the secret encrypted', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const setup = await json(await postJson(t, '/user/two-factor/setup', {}, cookie));
    expect(setup.data.qrCode).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(setup.data.otpauthUrl).toContain('issuer=Golden%20Sweeps');
    expect((await json(await getJson(t, '/user/two-factor', cookie))).data.enabled).toBe(false);

    expect(
      await errorOf(await postJson(t, '/user/two-factor/enable', { code: '000000' }, cookie)),
    ).toEqual([400, ERRORS.TwoFactorCodeInvalid.code, ERRORS.TwoFactorCodeInvalid.message]);
    const enabled = await postJson(
      t,
      '/user/two-factor/enable',
      { code: await freshCode(setup.data.secret) },
      cookie,
    );
    expect(enabled.status).toBe(200);
    const { recoveryCodes } = (await json(enabled)).data;
    expect(recoveryCodes).toHaveLength(10);
    expect(new Set(recoveryCodes).size).toBe(10);

    const status = (await json(await getJson(t, '/user/two-factor', cookie))).data;
    expect(status).toMatchObject({ enabled: true, recoveryCodesLeft: 10 });
    const [row] = await t.db
      .select()
      .from(playerTwoFactor)
      .where(eq(playerTwoFactor.userId, userId));
    expect(row?.totpSecret).not.toContain(setup.data.secret);
    expect(createFieldCipher(t.config.DATA_ENCRYPTION_KEY).decrypt(row!.totpSecret)).toBe(
      setup.data.secret,
    );
    expect(row?.recoveryCodeHashes).not.toContain(recoveryCodes[0]);
    // A second set-up cannot replace the secret of an enabled account.
    expect((await errorOf(await postJson(t, '/user/two-factor/setup', {}, cookie)))[1]).toBe(
      ERRORS.TwoFactorAlreadyEnabled.code,
    );
  });
});

describe('login with two-factor sign-in on', () => {
  it('asks for the code before any session; a wrong or replayed code is refused; the right one signs in once', async () => {
    const { cookie, player } = await signUpVerified(t);
    const { secret } = await enableTwoFactor(t, cookie);

    const first = await login(t, player.email);
    expect(first.status).toBe(200);
    expect(sessionCookie(first)).toBeUndefined();
    const challenge = (await json(first)).data;
    expect(challenge).toMatchObject({ twoFactorRequired: true, expiresInSeconds: 300 });
    expect(challenge.user).toBeUndefined();

    const second = (code: string) =>
      postJson(t, '/user/login/two-factor', { challengeToken: challenge.challengeToken, code });
    expect((await errorOf(await second('123456')))[1]).toBe(ERRORS.TwoFactorCodeInvalid.code);
    const code = await freshCode(secret);
    const signedIn = await second(code);
    expect(signedIn.status).toBe(200);
    expect((await json(signedIn)).data.user.email).toBe(player.email);
    const newCookie = sessionCookie(signedIn);
    expect((await getJson(t, '/user/profile', newCookie)).status).toBe(200);

    // The same code again, on a new challenge: refused (each time step once).
    expect((await errorOf(await loginWithCode(t, player.email, code)))[1]).toBe(
      ERRORS.TwoFactorCodeInvalid.code,
    );
    // The used challenge is gone.
    expect((await errorOf(await second('000000')))[1]).toBe(ERRORS.TwoFactorChallengeExpired.code);
  });

  it('accepts each recovery code once', async () => {
    const { cookie, player } = await signUpVerified(t);
    const { recoveryCodes } = await enableTwoFactor(t, cookie);
    const first = await loginWithCode(t, player.email, recoveryCodes[0]!.toUpperCase());
    expect(first.status).toBe(200);
    const again = await loginWithCode(t, player.email, recoveryCodes[0]!);
    expect(await errorOf(again)).toEqual([
      400,
      ERRORS.TwoFactorCodeInvalid.code,
      ERRORS.TwoFactorCodeInvalid.message,
    ]);
    const status = (await json(await getJson(t, '/user/two-factor', cookie))).data;
    expect(status.recoveryCodesLeft).toBe(9);
  });

  it('limits code attempts per player: 10 in 15 minutes, right or wrong', async () => {
    const { cookie } = await signUpVerified(t);
    const { recoveryCodes } = await enableTwoFactor(t, cookie);
    const answers: number[] = [];
    for (let i = 0; i < 9; i += 1) answers.push((await stepUp(cookie, '111111')).status);
    expect(answers).toEqual(Array(9).fill(400));
    // The 11th attempt (the enabling code was the first) is refused even with a right code.
    expect(await errorOf(await stepUp(cookie, recoveryCodes[0]!))).toEqual([
      429,
      ERRORS.TooManyRequests.code,
      ERRORS.TooManyRequests.message,
    ]);
  });
});

describe('step-up', () => {
  it('refuses a password change and bank adding without a fresh code, and lets them pass with one', async () => {
    const { cookie, player, userId } = await signUpVerified(t);
    const other = await passwordSession(t, player.email);
    const { recoveryCodes } = await enableTwoFactor(t, cookie);
    const hashBefore = await passwordHashOf(userId);

    // The other session never gave a code.
    expect(await errorOf(await changePassword(other))).toEqual([
      428,
      ERRORS.TwoFactorStepUpRequired.code,
      ERRORS.TwoFactorStepUpRequired.message,
    ]);
    expect((await errorOf(await addBank(other)))[1]).toBe(ERRORS.TwoFactorStepUpRequired.code);
    expect(await passwordHashOf(userId)).toBe(hashBefore);
    expect(await banksOf(other)).toEqual([]);

    expect((await stepUp(other, recoveryCodes[1]!)).status).toBe(200);
    expect((await addBank(other)).status).toBe(200);
    expect(await banksOf(other)).toHaveLength(1);

    // The code is fresh for 10 minutes only.
    await t.db
      .update(sessions)
      .set({ secondFactorAt: sql`now() - interval '11 minutes'` })
      .where(eq(sessions.userId, userId));
    expect((await errorOf(await changePassword(other)))[1]).toBe(
      ERRORS.TwoFactorStepUpRequired.code,
    );
    expect((await stepUp(other, recoveryCodes[2]!)).status).toBe(200);
    expect((await changePassword(other)).status).toBe(200);
    expect(await passwordHashOf(userId)).not.toBe(hashBefore);
  });

  it('refuses a redemption (redeem-request and init-pay) without a fresh code and holds nothing', async () => {
    const { cookie, player, userId } = await readyPlayer(t);
    const other = await passwordSession(t, player.email);
    const { recoveryCodes } = await enableTwoFactor(t, cookie);

    expect((await errorOf(await redeem(t, other, redeemBody(20))))[1]).toBe(
      ERRORS.TwoFactorStepUpRequired.code,
    );
    expect(
      (await errorOf(await redeem(t, other, redeemBody(20), undefined, '/payment/init-pay')))[1],
    ).toBe(ERRORS.TwoFactorStepUpRequired.code);
    expect(await requestsOf(t, userId)).toEqual([]);

    expect((await stepUp(other, recoveryCodes[0]!)).status).toBe(200);
    const done = await redeem(t, other, redeemBody(20));
    expect(done.status).toBe(200);
    expect(await requestsOf(t, userId)).toHaveLength(1);
    // The session that turned two-factor on proved a code just now: it passes as well.
    expect((await addBank(cookie)).status).toBe(200);
  });
});

describe('turning two-factor sign-in off', () => {
  it('takes a right code; afterwards login needs no code and nothing asks for step-up', async () => {
    const { cookie, player } = await signUpVerified(t);
    const { secret } = await enableTwoFactor(t, cookie);
    expect(
      (await errorOf(await postJson(t, '/user/two-factor/disable', { code: '999999' }, cookie)))[1],
    ).toBe(ERRORS.TwoFactorCodeInvalid.code);
    expect((await json(await getJson(t, '/user/two-factor', cookie))).data.enabled).toBe(true);

    const off = await postJson(
      t,
      '/user/two-factor/disable',
      { code: await freshCode(secret) },
      cookie,
    );
    expect(off.status).toBe(200);
    expect((await json(await getJson(t, '/user/two-factor', cookie))).data.enabled).toBe(false);
    const plain = await login(t, player.email);
    const other = sessionCookie(plain);
    expect(other).toBeDefined();
    expect((await addBank(other!)).status).toBe(200);
  });

  it('regenerates the recovery codes with a code: the old ones stop working', async () => {
    const { cookie, player } = await signUpVerified(t);
    const { recoveryCodes } = await enableTwoFactor(t, cookie);
    const res = await postJson(
      t,
      '/user/two-factor/recovery-codes',
      { code: recoveryCodes[0] },
      cookie,
    );
    expect(res.status).toBe(200);
    const fresh = (await json(res)).data.recoveryCodes as string[];
    expect(fresh).toHaveLength(10);
    expect((await errorOf(await loginWithCode(t, player.email, recoveryCodes[1]!)))[1]).toBe(
      ERRORS.TwoFactorCodeInvalid.code,
    );
    expect((await loginWithCode(t, player.email, fresh[0]!)).status).toBe(200);
  });
});
