import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { postJson, signUpVerified } from '../../test/accounts';
import { collect, connectWallet, waitFor } from './socket-test-kit';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('wallet channel', () => {
  it('sends each player only their own balance events, after the commit', async () => {
    const alice = await signUpVerified(t);
    const bob = await signUpVerified(t);
    const aliceSocket = await connectWallet(t.baseUrl, alice.cookie);
    const bobSocket = await connectWallet(t.baseUrl, bob.cookie);
    try {
      const aliceEvents = collect<{ data: { gcCoin: number; scCoin: number; isCredit: boolean } }>(
        aliceSocket,
        'USER_WALLET_BALANCE',
      );
      const bobEvents = collect(bobSocket, 'USER_WALLET_BALANCE');
      expect((await postJson(t, '/bonus/welcome-bonus', {}, alice.cookie)).status).toBe(200);
      await waitFor(() => aliceEvents.length > 0);
      expect(aliceEvents[0]?.data).toMatchObject({ gcCoin: 50000, scCoin: 2, isCredit: true });
      await new Promise((r) => setTimeout(r, 200));
      expect(bobEvents).toHaveLength(0);
    } finally {
      aliceSocket.close();
      bobSocket.close();
    }
  });

  it('refuses a connection without a valid session', async () => {
    await expect(connectWallet(t.baseUrl)).rejects.toThrow(/unauthorized/);
    await expect(connectWallet(t.baseUrl, 'gs_session=forged')).rejects.toThrow(/unauthorized/);
  });
});
