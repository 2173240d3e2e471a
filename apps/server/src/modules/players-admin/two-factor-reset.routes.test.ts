import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { WALLET_EVENTS } from '@app/contracts/realtime';
import {
  getJson,
  lastMessageTo,
  login,
  postJson,
  sessionCookie,
  signUpVerified,
} from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { collect, connectWallet, waitFor } from '../realtime/socket-test-kit';
import { auditOf, staffReauth, staffSignIn } from '../staff/staff-test-kit';
import { enableTwoFactor, passwordSession } from '../two-factor/two-factor-test-kit';
import { playerLoginChallenges, playerTwoFactor } from '../two-factor/two-factor.tables';

let t: TestApp;
let support: string;
let finance: string;
let content: string;
beforeAll(async () => {
  t = await startTestApp();
  support = await staffSignIn(t, 'support');
  finance = await staffSignIn(t, 'finance');
  content = await staffSignIn(t, 'content');
});
afterAll(async () => {
  await t.close();
});

const reset = (userId: number | string, body: Record<string, unknown>, cookie = support) =>
  postJson(t, `/admin/players/${userId}/two-factor/reset`, body, cookie);
const errorOf = async (res: Response) => ({
  status: res.status,
  code: (await json(res)).errors?.[0]?.errorCode as number,
});

/** A player with two sessions (both signed in before two-factor went on) and two-factor on. */
async function playerWithTwoFactor() {
  const p = await signUpVerified(t);
  const second = await passwordSession(t, p.player.email);
  const factor = await enableTwoFactor(t, p.cookie);
  return { ...p, second, ...factor };
}

describe('support resets a player’s two-factor sign-in', () => {
  it('turns it off, ends every session and socket, emails the player; the password alone signs in', async () => {
    const { player, userId, cookie, second, secret, recoveryCodes } = await playerWithTwoFactor();
    // A login waiting for its code is dropped too.
    expect((await json(await login(t, player.email))).data.twoFactorRequired).toBe(true);
    const socket = await connectWallet(t.baseUrl, cookie);
    const ended = collect(socket, WALLET_EVENTS.SESSION_ENDED);
    expect((await json(await getJson(t, `/admin/players/${userId}`, support))).data).toMatchObject({
      twoFactorEnabled: true,
    });

    const res = await reset(userId, { reason: 'Lost phone, identity checked on a call' });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toEqual({ sessionsEnded: 2 });

    await waitFor(() => ended.length === 1 && socket.disconnected, 1_000);
    for (const c of [cookie, second])
      expect((await getJson(t, '/user/profile', c)).status).toBe(401);
    expect(
      await t.db.select().from(playerTwoFactor).where(eq(playerTwoFactor.userId, userId)),
    ).toEqual([]);
    expect(
      await t.db
        .select()
        .from(playerLoginChallenges)
        .where(eq(playerLoginChallenges.userId, userId)),
    ).toEqual([]);

    const signIn = await login(t, player.email);
    expect(signIn.status).toBe(200);
    expect((await json(signIn)).data.twoFactorRequired).toBeUndefined();
    const fresh = sessionCookie(signIn)!;
    expect((await json(await getJson(t, '/user/two-factor', fresh))).data).toMatchObject({
      enabled: false,
      recoveryCodesLeft: 0,
    });
    expect((await json(await getJson(t, `/admin/players/${userId}`, support))).data).toMatchObject({
      twoFactorEnabled: false,
    });

    const mail = await lastMessageTo(t, player.email);
    expect(mail?.subject).toBe('Two-factor sign-in was turned off on your Golden Sweeps account');
    expect(mail?.bodyText).toContain(
      'Two-factor sign-in was turned off on your account by support',
    );

    const [entry] = await auditOf(t, 'player.two_factor_reset', userId);
    expect(entry).toMatchObject({
      staffEmail: 'support@goldensweeps.test',
      playerId: userId,
      before: { twoFactorEnabled: true },
      after: { twoFactorEnabled: false },
      detail: { reason: 'Lost phone, identity checked on a call', sessionsEnded: 2 },
    });
    const written = JSON.stringify(entry);
    expect(written).not.toContain(secret);
    for (const code of recoveryCodes) expect(written).not.toContain(code);
  });

  it('refuses a player without two-factor on (2347) and writes nothing', async () => {
    const { userId, cookie } = await signUpVerified(t);
    expect(
      await errorOf(await reset(userId, { reason: 'Player says they are locked out' })),
    ).toEqual({ status: 409, code: 2347 });
    expect((await getJson(t, '/user/profile', cookie)).status).toBe(200);
    expect(await auditOf(t, 'player.two_factor_reset', userId)).toEqual([]);
  });

  it('needs players.reset2fa, a recent re-authentication and a reason; 404 for no such player', async () => {
    const { userId, cookie } = await playerWithTwoFactor();
    for (const cookieOf of [finance, content])
      expect(await errorOf(await reset(userId, { reason: 'Lost phone' }, cookieOf))).toEqual({
        status: 403,
        code: 4005,
      });
    expect((await reset(userId, {})).status).toBe(400);
    expect(JSON.stringify((await json(await reset(userId, { reason: ' x ' }))).errors)).toContain(
      'Give the reason',
    );
    expect(await errorOf(await reset(999_999, { reason: 'Lost phone' }))).toEqual({
      status: 404,
      code: 1004,
    });

    await t.db.execute(sql`update staff_sessions set reauth_at = now() - interval '6 minutes'`);
    expect(await errorOf(await reset(userId, { reason: 'Lost phone' }))).toEqual({
      status: 401,
      code: 4004,
    });
    // Still on, still signed in: nothing happened.
    expect((await json(await getJson(t, '/user/two-factor', cookie))).data.enabled).toBe(true);
    await staffReauth(t, 'support', support);
    expect((await reset(userId, { reason: 'Lost phone' })).status).toBe(200);
  });
});
