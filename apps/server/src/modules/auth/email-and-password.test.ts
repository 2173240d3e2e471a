import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../db/database';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import {
  b64,
  getJson,
  lastMessageTo,
  login,
  newPlayer,
  postJson,
  sessionCookie,
  signUpVerified,
  tokenFrom,
  GOOD_PASSWORD,
} from '../../test/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

async function signUp() {
  const player = newPlayer();
  await postJson(t, '/user/sign-up', player);
  const token = tokenFrom((await lastMessageTo(t, player.email))?.bodyText);
  return { player, token };
}

describe('email verification', () => {
  it('verifies once with the link, signs the player in, and refuses the same link again', async () => {
    const { player, token } = await signUp();
    const res = await t.request(`/api/v1/user/verifyEmail?token=${token}`);
    expect(res.status).toBe(200);
    const body = await json(res);
    expect(body.data.user).toMatchObject({
      username: player.userName,
      isEmailVerified: true,
      phoneVerified: false,
    });
    const cookie = sessionCookie(res);
    expect((await getJson(t, '/user/profile', cookie)).status).toBe(200);
    const again = await postJson(t, '/user/verifyEmail', { token });
    expect(again.status).toBe(400);
    expect((await json(again)).errors[0].errorCode).toBe(3026);
  });

  it('refuses an expired link', async () => {
    const { token } = await signUp();
    await t.db.execute(
      sql`update email_tokens set expires_at = now() - interval '1 second' where purpose = 'verify_email' and used_at is null`,
    );
    const res = await postJson(t, '/user/verifyEmail', { token });
    expect((await json(res)).errors[0].errorCode).toBe(3026);
  });

  it('sets links to expire after 24 hours and keeps only their hash', async () => {
    const { player, token } = await signUp();
    const rows = await queryRows(
      t.db,
      sql`select t.token_hash, extract(epoch from (t.expires_at - t.created_at))::int as ttl from email_tokens t join users u on u.id = t.user_id where u.email = ${player.email}`,
    );
    const row = rows[0] as { token_hash: string; ttl: number };
    expect(row.token_hash).not.toBe(token);
    expect(row.ttl).toBeGreaterThanOrEqual(24 * 3600 - 5);
    expect(row.ttl).toBeLessThanOrEqual(24 * 3600 + 5);
  });

  it('sends a new link on request, which replaces the old one, and rate limits the requests', async () => {
    const { player, token: first } = await signUp();
    const login1 = await login(t, player.email);
    const cookie = sessionCookie(login1);
    const res = await postJson(t, '/user/resendVerifyEmail', { email: player.email }, cookie);
    expect(res.status).toBe(200);
    expect((await json(res)).data.message).toBe('Verification mail has been sent successfully');
    const second = tokenFrom((await lastMessageTo(t, player.email))?.bodyText);
    expect(second).not.toBe(first);
    expect(
      (await json(await postJson(t, '/user/verifyEmail', { token: first }))).errors[0].errorCode,
    ).toBe(3026);
    for (let i = 0; i < 4; i += 1)
      await postJson(t, '/user/resendVerifyEmail', { email: player.email }, cookie);
    const limited = await postJson(t, '/user/resendVerifyEmail', { email: player.email }, cookie);
    expect(limited.status).toBe(429);
    expect((await json(limited)).errors[0].description).toBe('Too Many Requests');
  });

  it('lets a player log in before verifying and reports the email as unverified', async () => {
    const { player } = await signUp();
    const res = await login(t, player.email);
    expect((await json(res)).data.user.isEmailVerified).toBe(false);
  });
});

describe('forgotten password', () => {
  it('answers 3053 for an unregistered email', async () => {
    const res = await postJson(t, '/user/forgetPassword', { email: 'ghost@example.com' });
    expect(res.status).toBe(404);
    expect((await json(res)).errors[0]).toMatchObject({
      errorCode: 3053,
      description: 'Please enter your registered email.',
    });
  });

  it('resets with the emailed link once, ends every session, and the new password logs in', async () => {
    const { player, cookie } = await signUpVerified(t);
    const res = await postJson(t, '/user/forgetPassword', { email: player.email });
    expect((await json(res)).data.message).toBe('Reset password link sent');
    const mail = await lastMessageTo(t, player.email);
    expect(mail?.bodyText).toContain('/user/forgotPassword?token=');
    const token = tokenFrom(mail?.bodyText);
    const reset = await postJson(t, '/user/verifyForgetPassword', {
      newPasswordKey: token,
      password: b64('Brand@New9x'),
    });
    expect(reset.status).toBe(200);
    expect((await getJson(t, '/user/profile', cookie)).status).toBe(401);
    expect((await login(t, player.email, GOOD_PASSWORD)).status).toBe(400);
    expect((await login(t, player.email, 'Brand@New9x')).status).toBe(200);
    const reused = await postJson(t, '/user/verifyForgetPassword', {
      newPasswordKey: token,
      password: b64('Other@New9x'),
    });
    expect(reused.status).toBe(400);
    expect((await json(reused)).errors[0]).toMatchObject({
      errorCode: 3022,
      description: 'Password reset link is no longer valid. Kindly request a new link.',
    });
  });

  it('refuses an expired reset link with 3022 and keeps the old password', async () => {
    const { player } = await signUpVerified(t);
    await postJson(t, '/user/forgetPassword', { email: player.email });
    const token = tokenFrom((await lastMessageTo(t, player.email))?.bodyText);
    await t.db.execute(
      sql`update email_tokens set expires_at = now() - interval '1 second' where purpose = 'reset_password' and used_at is null`,
    );
    const res = await postJson(t, '/user/verifyForgetPassword', {
      newPasswordKey: token,
      password: b64('Brand@New9x'),
    });
    expect((await json(res)).errors[0].errorCode).toBe(3022);
    expect((await login(t, player.email)).status).toBe(200);
  });

  it('refuses a weak new password with the reset rules', async () => {
    const res = await postJson(t, '/user/verifyForgetPassword', {
      newPasswordKey: 'x'.repeat(43),
      password: b64('short'),
    });
    expect((await json(res)).errors[0].description).toBe('Password must be at least 8 characters');
  });

  it('rate limits reset requests for one address', async () => {
    const { player } = await signUpVerified(t);
    for (let i = 0; i < 3; i += 1)
      expect((await postJson(t, '/user/forgetPassword', { email: player.email })).status).toBe(200);
    expect((await postJson(t, '/user/forgetPassword', { email: player.email })).status).toBe(429);
  });
});

describe('change password', () => {
  const change = (cookie: string, password: string, newPassword: string) =>
    postJson(
      t,
      '/user/changePassword',
      { password: b64(password), newPassword: b64(newPassword) },
      cookie,
      'PUT',
    );

  it('refuses a wrong old password and a new one equal to the old', async () => {
    const { cookie } = await signUpVerified(t);
    expect(
      (await json(await change(cookie, 'Wrong!Pass123', 'Another!Pass9'))).errors[0].errorCode,
    ).toBe(3028);
    const same = await json(await change(cookie, GOOD_PASSWORD, GOOD_PASSWORD));
    expect(same.errors[0].description).toBe('Old Password and New Password should not be the same');
  });

  it('refuses a new password that breaks the account rules', async () => {
    const { cookie } = await signUpVerified(t);
    const res = await json(await change(cookie, GOOD_PASSWORD, 'nouppercase1!'));
    expect(res.errors[0].description).toBe(
      'Password must contain at least one lowercase & uppercase letter, digit and special character',
    );
  });

  it('changes the password and ends every other session of the player, keeping this one', async () => {
    const { player, cookie } = await signUpVerified(t);
    const other = sessionCookie(await login(t, player.email));
    const res = await change(cookie, GOOD_PASSWORD, 'Another!Pass9');
    expect(res.status).toBe(200);
    expect((await getJson(t, '/user/profile', cookie)).status).toBe(200);
    expect((await getJson(t, '/user/profile', other)).status).toBe(401);
    expect((await login(t, player.email, 'Another!Pass9')).status).toBe(200);
  });
});
