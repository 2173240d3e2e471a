import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { and, eq, sql } from 'drizzle-orm';
import { nodeHmacSha256 } from '@app/games/node-hmac';
import { createByteStream } from '@app/games/provably-fair';
import { drawWheelSegment } from '@app/games/spin-wheel';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { until } from '../../test/until';
import { keyedJobId } from '../../platform/job-queue';
import { walletOperations } from '../wallet/wallet.tables';
import { ledgerCheck } from '../wallet/wallet-test-kit';
import { spinWheelSpins } from './spin-wheel.tables';
import { COMPLETE_SPIN_QUEUE } from './spin-wheel.service';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const profile = async (cookie: string) =>
  (await json(await getJson(t, '/user/profile', cookie))).data;
const wheel = async (cookie: string) =>
  (await json(await getJson(t, '/spinWheelConfiguration/getList', cookie))).data;
const spin = (cookie: string) => postJson(t, '/spinWheelConfiguration/spin', {}, cookie);
const complete = (cookie: string) =>
  postJson(t, '/spinWheelConfiguration/updateWallet', {}, cookie);
const spinsOf = (userId: number) =>
  t.db.select().from(spinWheelSpins).where(eq(spinWheelSpins.userId, userId));
const spinCredits = async (userId: number) =>
  t.db
    .select()
    .from(walletOperations)
    .where(and(eq(walletOperations.userId, userId), eq(walletOperations.kind, 'spin_wheel_bonus')));

async function expectBalancedLedger() {
  for (const row of await ledgerCheck(t.db))
    expect(row).toMatchObject({ total: 0, mismatched: 0, negative: 0 });
}

describe('GET /spinWheelConfiguration/getList', () => {
  it('answers the active segments in wheel order with GC and SC as decimals', async () => {
    const { cookie } = await signUpVerified(t);
    const data = await wheel(cookie);
    expect(data.wheelConfiguration).toHaveLength(12);
    expect(data.wheelConfiguration.slice(0, 4)).toEqual([
      { index: 0, gc: 1000, sc: 0 },
      { index: 1, gc: 0, sc: 0.1 },
      { index: 2, gc: 5000, sc: 0 },
      { index: 3, gc: 0, sc: 0.25 },
    ]);
    expect(data).toMatchObject({
      spinResult: null,
      isSpinWheelBonusClaimed: false,
      spinWheelClaimedAt: null,
      nextSpinAt: null,
    });
  });

  it('refuses a visitor', async () => {
    expect((await getJson(t, '/spinWheelConfiguration/getList')).status).toBe(401);
    expect((await spin('')).status).toBe(401);
    expect((await complete('')).status).toBe(401);
  });
});

describe('a spin, its completion and the 24-hour rule', () => {
  it('draws on the server, answers the same result while open, credits once, then refuses for 24 hours', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const before = (await profile(cookie)).userWallet;
    const first = await spin(cookie);
    expect(first.status).toBe(200);
    const result = (await json(first)).data;
    const segment = (await wheel(cookie)).wheelConfiguration[result.index];
    expect(result).toEqual({
      showResult: true,
      gc: segment.gc,
      sc: segment.sc,
      index: segment.index,
    });
    // Another tab, another click: the same result, no second draw.
    expect((await json(await spin(cookie))).data).toEqual(result);
    expect((await wheel(cookie)).spinResult).toEqual(result);
    expect(await spinsOf(userId)).toHaveLength(1);

    const done = await complete(cookie);
    expect(done.status).toBe(200);
    const completion = (await json(done)).data;
    expect(completion).toMatchObject({
      credited: true,
      gc: result.gc,
      sc: result.sc,
      isSpinWheelBonusClaimed: true,
    });
    const claimedAt = new Date(completion.spinWheelClaimedAt).getTime();
    expect(new Date(completion.nextSpinAt).getTime()).toBe(claimedAt + 86_400_000);
    const after = await profile(cookie);
    expect(after.userWallet.gcCoin).toBeCloseTo(before.gcCoin + result.gc, 2);
    expect(after.userWallet.totalScCoin).toBeCloseTo(before.totalScCoin + result.sc, 2);
    expect(after.isSpinWheelBonusClaimed).toBe(true);
    expect(after.spinWheelClaimedAt).toBe(completion.spinWheelClaimedAt);

    const refused = await spin(cookie);
    expect(refused.status).toBe(409);
    const error = (await json(refused)).errors[0];
    expect(error).toMatchObject({
      errorCode: 2260,
      description: 'You have already claimed your Spin wheel Prize',
      nextSpinAt: completion.nextSpinAt,
    });
    // Closing the dialog completes again: nothing is open, nothing moves.
    expect((await json(await complete(cookie))).data).toMatchObject({ credited: false, gc: 0 });
    expect(await spinCredits(userId)).toHaveLength(1);
    expect((await wheel(cookie)).nextSpinAt).toBe(completion.nextSpinAt);

    // 24 hours after the claim the wheel spins again.
    await t.db.execute(
      sql`update spin_wheel_spins set completed_at = completed_at - interval '24 hours', drawn_at = drawn_at - interval '24 hours' where user_id = ${userId}`,
    );
    expect((await profile(cookie)).isSpinWheelBonusClaimed).toBe(false);
    expect((await spin(cookie)).status).toBe(200);
    expect(await spinsOf(userId)).toHaveLength(2);
    await expectBalancedLedger();
  });

  it('can be verified like a game round once the seed pair is rotated', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const result = (await json(await spin(cookie))).data;
    const [row] = await spinsOf(userId);
    const rotated = await postJson(t, '/casino-games/fairness/rotate', {}, cookie);
    expect(rotated.status).toBe(200);
    const { previous } = (await json(rotated)).data;
    const weights = row!.weights.split(',').map(Number);
    const stream = createByteStream(
      nodeHmacSha256,
      previous.serverSeed,
      previous.clientSeed,
      row!.nonce,
    );
    expect(drawWheelSegment(stream, weights)).toBe(result.index);
  });

  it('draws once for 20 concurrent spins, all answered with that result', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const answers = await Promise.all(Array.from({ length: 20 }, () => spin(cookie)));
    expect(answers.map((r) => r.status)).toEqual(new Array(20).fill(200));
    const results = await Promise.all(answers.map(async (r) => (await json(r)).data));
    for (const r of results) expect(r).toEqual(results[0]);
    expect(await spinsOf(userId)).toHaveLength(1);
  });

  it('credits once for 20 concurrent completions, and the ledger stays balanced', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const result = (await json(await spin(cookie))).data;
    const answers = await Promise.all(Array.from({ length: 20 }, () => complete(cookie)));
    expect(answers.map((r) => r.status)).toEqual(new Array(20).fill(200));
    const credited = (await Promise.all(answers.map(async (r) => (await json(r)).data))).filter(
      (d) => d.credited,
    );
    expect(credited).toHaveLength(1);
    expect(await spinCredits(userId)).toHaveLength(1);
    expect((await profile(cookie)).userWallet.gcCoin).toBeCloseTo(result.gc, 2);
    await expectBalancedLedger();
  });
});

describe('the automatic completion 10 s after a draw', () => {
  it('completes a spin whose tab was closed, and the player’s later call moves nothing', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const result = (await json(await spin(cookie))).data;
    await until(
      async () => (await spinsOf(userId))[0]?.status === 'completed',
      'the job to complete the spin',
      40_000,
    );
    const [row] = await spinsOf(userId);
    expect(row).toMatchObject({ completedBy: 'job' });
    expect((await profile(cookie)).userWallet.gcCoin).toBeCloseTo(result.gc, 2);
    expect((await json(await complete(cookie))).data.credited).toBe(false);
    expect(await spinCredits(userId)).toHaveLength(1);
    await expectBalancedLedger();
  });

  it('does nothing when the player completed first', async () => {
    const { cookie, userId } = await signUpVerified(t);
    await spin(cookie);
    expect((await json(await complete(cookie))).data.credited).toBe(true);
    const [row] = await spinsOf(userId);
    const jobId = keyedJobId(COMPLETE_SPIN_QUEUE, `spin:${row!.id}`);
    await until(
      async () => (await t.app.jobs.job(jobId))?.state === 'completed',
      'the completion job to run',
      40_000,
    );
    expect((await t.app.jobs.job(jobId))?.output).toEqual({ completed: false });
    expect((await spinsOf(userId))[0]).toMatchObject({ completedBy: 'player' });
    expect(await spinCredits(userId)).toHaveLength(1);
  });
});
