import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../test/test-app';
import { postJson, signUpVerified } from '../../test/accounts';
import { collect, connectWallet, waitFor } from './socket-test-kit';

// Runs only where Redis is configured (CI sets TEST_REDIS_URL); vitest.config.ts includes this file then.
const prefix = `test:cross:${Date.now()}:`;
let first: TestApp;
let second: TestApp;

beforeAll(async () => {
  first = await startTestApp({ env: { REDIS_KEY_PREFIX: prefix } });
  second = await startTestApp({ env: { REDIS_KEY_PREFIX: prefix }, database: first.database });
});
afterAll(async () => {
  await second.close();
  await first.close();
});

describe('wallet channel across server instances', () => {
  it('delivers a balance committed on one instance to the socket held by another', async () => {
    const player = await signUpVerified(first);
    const socket = await connectWallet(second.baseUrl, player.cookie);
    try {
      const events = collect<{ data: { gcCoin: number } }>(socket, 'USER_WALLET_BALANCE');
      expect((await postJson(first, '/bonus/welcome-bonus', {}, player.cookie)).status).toBe(200);
      await waitFor(() => events.length > 0);
      expect(events[0]?.data.gcCoin).toBe(50000);
    } finally {
      socket.close();
    }
  });
});
