import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, json, type TestApp } from '../test/test-app';
import { getJson, postJson } from '../test/accounts';
import { staffSignIn } from '../modules/staff/staff-test-kit';
import { connectRedis } from './redis';
import { createInvalidationBus } from './invalidation-bus';

// Runs only where Redis is configured (CI sets TEST_REDIS_URL); vitest.config.ts includes this file then.
const redisUrl = process.env.TEST_REDIS_URL ?? '';
const quiet = { warn: () => undefined };

async function waitFor(check: () => Promise<boolean> | boolean, timeoutMs = 3_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error('timed out waiting');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

describe('the invalidation bus over Redis', () => {
  it("runs the announcing instance's handlers at once and the other's once, never its own twice", async () => {
    const keyPrefix = `test:bus:${Date.now()}:`;
    const redisA = connectRedis(redisUrl);
    const redisB = connectRedis(redisUrl);
    const a = createInvalidationBus({ redis: redisA, keyPrefix, log: quiet });
    const b = createInvalidationBus({ redis: redisB, keyPrefix, log: quiet });
    const other = createInvalidationBus({
      redis: redisB,
      keyPrefix: `${keyPrefix}other:`,
      log: quiet,
    });
    try {
      await Promise.all([a.ready(), b.ready(), other.ready()]);
      const calls = { a: 0, b: 0, other: 0 };
      a.on('catalogue', () => (calls.a += 1));
      b.on('catalogue', () => (calls.b += 1));
      other.on('catalogue', () => (calls.other += 1));
      a.announce('catalogue');
      expect(calls.a).toBe(1);
      await waitFor(() => calls.b === 1);
      a.announce('packages');
      b.announce('catalogue');
      await waitFor(() => calls.a === 2);
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(calls).toEqual({ a: 2, b: 2, other: 0 });
    } finally {
      await Promise.all([a.close(), b.close(), other.close()]);
      redisA.disconnect();
      redisB.disconnect();
    }
  });
});

describe('a catalogue change across server instances', () => {
  const prefix = `test:catalogue:${Date.now()}:`;
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

  it("reaches the other instance's lobby before its snapshot would expire", async () => {
    const lobby = async () =>
      (await json(await getJson(second, '/casino-games?limit=100'))).data.rows.map(
        (g: { masterCasinoGameId: number }) => g.masterCasinoGameId,
      );
    const operator = await staffSignIn(first, 'content');
    // The snapshot this read loads lives 5 s from now.
    const startedAt = Date.now();
    expect(await lobby()).toContain(4);
    await postJson(first, '/admin/games/4', { isActive: false }, operator, 'PUT');
    await waitFor(async () => !(await lobby()).includes(4));
    // Seeing the change before that snapshot expires proves the message carried it.
    expect(Date.now() - startedAt).toBeLessThan(5_000);
  });
});
