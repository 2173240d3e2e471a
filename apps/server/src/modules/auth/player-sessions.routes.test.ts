import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ERRORS } from '@app/contracts/error-codes';
import { WALLET_EVENTS } from '@app/contracts/realtime';
import { GOOD_PASSWORD, b64, getJson, postJson, signUpVerified } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { collect, connectWallet, waitFor } from '../realtime/socket-test-kit';
import { errorOf } from '../redemptions/redemptions-test-kit';
import { passwordSession } from '../two-factor/two-factor-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const PHONE_SAFARI =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const WINDOWS_CHROME =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36';

const sessionsOf = async (cookie: string) =>
  (await json(await getJson(t, '/user/sessions', cookie))).data.sessions as {
    id: number;
    device: string;
    ip: string;
    current: boolean;
    lastSeenAt: string;
  }[];

describe("the player's sessions", () => {
  it('lists each device readably with the address partly hidden and this session marked', async () => {
    const { cookie, player } = await signUpVerified(t);
    await passwordSession(t, player.email, { 'user-agent': PHONE_SAFARI });
    await passwordSession(t, player.email, { 'user-agent': WINDOWS_CHROME });
    const list = await sessionsOf(cookie);
    expect(list).toHaveLength(3);
    expect(list.filter((s) => s.current)).toHaveLength(1);
    expect(list.map((s) => s.device)).toEqual(
      expect.arrayContaining(['Safari on iPhone', 'Chrome on Windows']),
    );
    for (const session of list) {
      expect(session.ip).toBe('127.0.0.x');
      expect(Number.isNaN(Date.parse(session.lastSeenAt))).toBe(false);
    }
  });

  it('signs out everywhere else: the other sessions answer 3008 and their sockets close; this one stays', async () => {
    const { cookie, player } = await signUpVerified(t);
    const phone = await passwordSession(t, player.email, { 'user-agent': PHONE_SAFARI });
    const laptop = await passwordSession(t, player.email, { 'user-agent': WINDOWS_CHROME });
    const phoneSocket = await connectWallet(t.baseUrl, phone);
    const ownSocket = await connectWallet(t.baseUrl, cookie);
    const ended = collect(phoneSocket, WALLET_EVENTS.SESSION_ENDED);
    const ownEnded = collect(ownSocket, WALLET_EVENTS.SESSION_ENDED);

    const res = await postJson(t, '/user/sessions/sign-out-others', {}, cookie);
    expect(res.status).toBe(200);
    expect((await json(res)).data.ended).toBe(2);

    for (const other of [phone, laptop])
      expect(await errorOf(await getJson(t, '/user/profile', other))).toEqual([
        401,
        ERRORS.SessionExpired.code,
        ERRORS.SessionExpired.message,
      ]);
    await waitFor(() => ended.length === 1 && phoneSocket.disconnected);
    // The signed-out page says why (decision 039).
    expect(ended[0]).toEqual({ data: { ended: true, reason: 'signed_out_elsewhere' } });
    expect((await getJson(t, '/user/profile', cookie)).status).toBe(200);
    expect(ownSocket.connected).toBe(true);
    expect(ownEnded).toEqual([]);
    expect((await sessionsOf(cookie)).map((s) => s.current)).toEqual([true]);
    ownSocket.disconnect();
  });

  it('signs one other session out, once; not this one and not another player’s', async () => {
    const { cookie, player } = await signUpVerified(t);
    const phone = await passwordSession(t, player.email, { 'user-agent': PHONE_SAFARI });
    const list = await sessionsOf(cookie);
    const phoneId = list.find((s) => !s.current)!.id;
    const currentId = list.find((s) => s.current)!.id;
    const stranger = await signUpVerified(t);

    const byStranger = await t.request(`/api/v1/user/sessions/${phoneId}`, {
      method: 'DELETE',
      headers: { cookie: stranger.cookie },
    });
    expect((await errorOf(byStranger))[1]).toBe(ERRORS.PlayerSessionNotFound.code);
    expect((await getJson(t, '/user/profile', phone)).status).toBe(200);

    const end = (id: number) =>
      t.request(`/api/v1/user/sessions/${id}`, { method: 'DELETE', headers: { cookie } });
    expect((await end(phoneId)).status).toBe(200);
    expect((await errorOf(await getJson(t, '/user/profile', phone)))[1]).toBe(
      ERRORS.SessionExpired.code,
    );
    expect(await errorOf(await end(phoneId))).toEqual([
      404,
      ERRORS.PlayerSessionNotFound.code,
      ERRORS.PlayerSessionNotFound.message,
    ]);
    expect((await errorOf(await end(currentId)))[0]).toBe(400);
  });

  it("changing the password closes the other sessions' open pages too", async () => {
    const { cookie, player } = await signUpVerified(t);
    const phone = await passwordSession(t, player.email, { 'user-agent': PHONE_SAFARI });
    const phoneSocket = await connectWallet(t.baseUrl, phone);
    const ownSocket = await connectWallet(t.baseUrl, cookie);
    const ended = collect(phoneSocket, WALLET_EVENTS.SESSION_ENDED);
    const changed = await postJson(
      t,
      '/user/changePassword',
      { password: b64(GOOD_PASSWORD), newPassword: b64('Rainy!Night2027') },
      cookie,
      'PUT',
    );
    expect(changed.status).toBe(200);
    await waitFor(() => ended.length === 1 && phoneSocket.disconnected);
    expect(ended[0]).toEqual({ data: { ended: true, reason: 'password' } });
    expect(ownSocket.connected).toBe(true);
    ownSocket.disconnect();
  });
});
