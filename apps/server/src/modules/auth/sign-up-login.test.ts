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
  GOOD_PASSWORD,
} from '../../test/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { TRUST_PROXY: 'true' } });
});
afterAll(async () => {
  await t.close();
});

const countUsers = async () => {
  const rows = await queryRows(t.db, sql`select count(*)::int as n from users`);
  return (rows[0] as { n: number }).n;
};

describe('sign-up', () => {
  it('tells whether a username is taken, ignoring case', async () => {
    const player = newPlayer();
    const before = await json(await getJson(t, `/user/sign-up?userName=${player.userName}`));
    expect(before).toEqual({ data: { user: { isUserNameExist: false } } });
    expect((await postJson(t, '/user/sign-up', player)).status).toBe(200);
    const after = await json(
      await getJson(t, `/user/sign-up?userName=${player.userName.toUpperCase()}`),
    );
    expect(after.data.user.isUserNameExist).toBe(true);
  });

  it('creates the account with an argon2id hash and emails a verification link', async () => {
    const player = newPlayer();
    const res = await postJson(t, '/user/sign-up', player);
    expect(res.status).toBe(200);
    const rows = await queryRows(
      t.db,
      sql`select password_hash from users where email = ${player.email}`,
    );
    expect((rows[0] as { password_hash: string }).password_hash).toMatch(
      /^\$argon2id\$v=19\$m=19456,t=2,p=1\$/,
    );
    const mail = await lastMessageTo(t, player.email);
    expect(mail?.bodyText).toMatch(/\/user\/verifyEmail\?token=[A-Za-z0-9_-]{43}/);
  });

  it('refuses a duplicate email with 3007 and writes nothing', async () => {
    const player = newPlayer();
    await postJson(t, '/user/sign-up', player);
    const before = await countUsers();
    const res = await postJson(t, '/user/sign-up', {
      ...newPlayer(),
      email: player.email.toUpperCase(),
    });
    expect(res.status).toBe(409);
    expect((await json(res)).errors[0]).toMatchObject({
      errorCode: 3007,
      description: 'Email already exists.',
    });
    expect(await countUsers()).toBe(before);
  });

  it('refuses a taken username with the SPEC message', async () => {
    const player = newPlayer();
    await postJson(t, '/user/sign-up', player);
    const res = await postJson(t, '/user/sign-up', { ...newPlayer(), userName: player.userName });
    expect((await json(res)).errors[0].description).toBe('Username already exists.');
  });

  it('lets only one of two parallel sign-ups with the same email through', async () => {
    const email = newPlayer().email;
    const results = await Promise.all([
      postJson(t, '/user/sign-up', { ...newPlayer(), email }),
      postJson(t, '/user/sign-up', { ...newPlayer(), email }),
    ]);
    expect(results.map((r) => r.status).sort()).toEqual([200, 409]);
  });

  it.each([
    [{ password: b64('short1!A') }, 'Password must contain at least 10 characters'],
    [
      { password: b64('alllowercase123!') },
      'Password must contain at least one lowercase & uppercase letter, digit and special character',
    ],
    [
      { password: b64('Aa1!Aa1!Aa1!Aa1!Aa1!X') },
      'Password must not contain more than 20 characters',
    ],
    [{ email: 'not-an-email' }, 'Please enter a valid email address'],
    [{ isTermsAccepted: false }, 'Please read and accept terms and conditions'],
    [{ stateRestrictionAccept: false }, 'Please read and accept terms and conditions'],
    [{ userName: 'abc' }, 'Username cannot be less than 5 characters'],
    [
      { userName: 'ab!c#d' },
      'Username can contain only one special character (!#$%^&*_) and must be 5 to 20 characters long',
    ],
  ])('refuses %o with the SPEC message and writes nothing', async (override, message) => {
    const before = await countUsers();
    const res = await postJson(t, '/user/sign-up', newPlayer(override));
    expect(res.status).toBe(400);
    expect((await json(res)).errors[0].description).toBe(message);
    expect(await countUsers()).toBe(before);
  });
});

describe('login and sessions', () => {
  it('signs in with a fresh httpOnly SameSite=Lax session cookie at every login and answers the user', async () => {
    const { player } = await signUpVerified(t);
    const first = await login(t, player.email);
    expect(first.status).toBe(200);
    const body = await json(first);
    expect(body.errors).toEqual([]);
    expect(body.data.user).toMatchObject({
      email: player.email,
      username: player.userName,
      isEmailVerified: true,
      country: 199,
    });
    expect(body.data.user.userWallet).toEqual({ gcCoin: 0, scCoin: { wsc: 0 }, totalScCoin: 0 });
    const setCookie = first.headers.getSetCookie().join(';');
    expect(setCookie).toMatch(/HttpOnly/i);
    expect(setCookie).toMatch(/SameSite=Lax/i);
    const second = await login(t, player.email);
    expect(sessionCookie(second)).not.toBe(sessionCookie(first));
    expect((await getJson(t, '/user/profile', sessionCookie(first))).status).toBe(200);
    expect((await getJson(t, '/user/profile', sessionCookie(second))).status).toBe(200);
  });

  it('stores only the hash of the session token', async () => {
    const { cookie } = await signUpVerified(t);
    const token = cookie.split('=')[1] ?? '';
    const rows = await queryRows(
      t.db,
      sql`select count(*)::int as n from sessions where token_hash = ${token}`,
    );
    expect((rows[0] as { n: number }).n).toBe(0);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
  });

  it('answers 3183 for an email that never signed up, and 3065 for a wrong password', async () => {
    const unknown = await login(t, 'nobody-here@example.com');
    expect((await json(unknown)).errors[0]).toMatchObject({
      errorCode: 3183,
      description: 'Please first sign up for login',
    });
    const { player } = await signUpVerified(t);
    const wrong = await login(t, player.email, 'Wrong!Password1');
    expect((await json(wrong)).errors[0].errorCode).toBe(3065);
  });

  it('refuses login without the two acknowledgements', async () => {
    const res = await postJson(t, '/user/login', {
      email: 'a@example.com',
      password: b64(GOOD_PASSWORD),
      isTermsAccepted: false,
      stateRestrictionAccept: true,
    });
    expect(res.status).toBe(400);
    expect((await json(res)).errors[0].description).toBe(
      'Please read and accept terms and conditions',
    );
  });

  it('locks the account after 10 failures in 15 minutes, even from rotating addresses', async () => {
    const { player } = await signUpVerified(t);
    for (let i = 0; i < 9; i += 1) {
      const res = await login(t, player.email, 'Wrong!Password1', {
        'x-forwarded-for': `10.0.0.${i + 1}`,
      });
      expect((await json(res)).errors[0].errorCode).toBe(3065);
    }
    const tenth = await login(t, player.email, 'Wrong!Password1', {
      'x-forwarded-for': '10.0.1.1',
    });
    expect((await json(tenth)).errors[0].errorCode).toBe(3064);
    const rightPassword = await login(t, player.email, GOOD_PASSWORD, {
      'x-forwarded-for': '10.0.2.1',
    });
    expect(rightPassword.status).toBe(423);
    expect((await json(rightPassword)).errors[0]).toMatchObject({
      errorCode: 3064,
      description: 'Too many failed login attempts. Please try again in 15 minutes.',
    });
    expect(sessionCookie(rightPassword)).toBeUndefined();
  });

  it('refuses a disabled account', async () => {
    const { player } = await signUpVerified(t);
    await t.db.execute(sql`update users set status = 'suspended' where email = ${player.email}`);
    const res = await login(t, player.email);
    expect((await json(res)).errors[0].errorCode).toBe(3082);
  });

  it('ends the session on the server at logout', async () => {
    const { cookie } = await signUpVerified(t);
    const out = await postJson(t, '/user/logout', {}, cookie);
    expect(out.status).toBe(200);
    expect((await json(out)).data.message).toBe('You have successfully logged out.');
    const after = await getJson(t, '/user/profile', cookie);
    expect(after.status).toBe(401);
    expect((await json(after)).errors[0].errorCode).toBe(3008);
  });

  it('answers 401 to private calls without a session and changes nothing', async () => {
    expect((await getJson(t, '/user/profile')).status).toBe(401);
    const res = await postJson(t, '/user/profile', {}, undefined, 'PUT');
    expect(res.status).toBe(401);
    expect((await json(res)).errors[0].errorCode).toBe(1001);
    expect(
      (await postJson(t, '/user/phoneVerify', { code: '1', phone: '5551234567' })).status,
    ).toBe(401);
  });

  it('refuses a login posted from another site', async () => {
    const res = await t.request('/api/v1/user/login', {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: 'https://phish.example' },
      body: JSON.stringify({
        email: 'a@example.com',
        password: b64(GOOD_PASSWORD),
        isTermsAccepted: true,
        stateRestrictionAccept: true,
      }),
    });
    expect(res.status).toBe(403);
  });
});
