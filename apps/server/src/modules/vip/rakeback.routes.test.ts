import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { ERRORS } from '@app/contracts/error-codes';
import { fromDecimal } from '@app/contracts/money';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { fundPlayer } from '../wallet/wallet-test-kit';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { expectLedgerBalanced, walletOf } from '../payments/payments-test-kit';
import { rakebackOf } from './rakeback.service';
import { rakebackClaims } from './vip.tables';
import { vipTiers } from './vip.tables';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
  // Silver is reached by 2 SC played here (GC bought never reaches it), with 0.5 % rakeback.
  await t.db
    .update(vipTiers)
    .set({ gcRequiredPurchase: fromDecimal(1_000_000_000), scRequiredPlay: fromDecimal(2) })
    .where(eq(vipTiers.level, 1));
});
afterAll(async () => {
  await t.close();
});

async function fundedPlayer(sc: number) {
  const player = await signUpVerified(t);
  await fundPlayer(t.db, player.userId, { sc: fromDecimal(sc) });
  return player;
}

async function playSc(cookie: string, rounds: number) {
  for (let round = 0; round < rounds; round += 1) {
    const res = await postJson(
      t,
      '/casino-games/9/play',
      { coinType: 'SC', bet: 1, params: { target: 5000, direction: 'over' } },
      cookie,
    );
    expect(res.status).toBe(200);
  }
}

const view = async (cookie: string) =>
  (await json(await getJson(t, '/rewards/rakeback', cookie))).data;
const claim = (cookie: string) => postJson(t, '/rewards/claim-rakeback', {}, cookie);
const totalSc = async (cookie: string) => (await walletOf(t, cookie)).totalScCoin;

describe('rakeback', () => {
  it('rounds down to the cent', () => {
    expect(rakebackOf(1000, 50)).toBe(5);
    expect(rakebackOf(199, 50)).toBe(0);
    expect(rakebackOf(200, 50)).toBe(1);
  });

  it('pays nothing at Bronze, which has no rakeback, and moves nothing', async () => {
    const player = await fundedPlayer(10);
    await playSc(player.cookie, 1);
    expect(await view(player.cookie)).toEqual({ rate: 0, wageredSince: 1, claimable: 0 });
    const before = await totalSc(player.cookie);
    const res = await claim(player.cookie);
    expect(res.status).toBe(409);
    expect((await json(res)).errors[0].errorCode).toBe(ERRORS.RakebackNothingToClaim.code);
    expect(await totalSc(player.cookie)).toBe(before);
  });

  it('pays the tier’s rate on SC played since the last claim, once under 20 concurrent claims', async () => {
    const player = await fundedPlayer(100);
    await playSc(player.cookie, 10);
    expect(await view(player.cookie)).toEqual({ rate: 0.5, wageredSince: 10, claimable: 0.05 });
    const before = await totalSc(player.cookie);

    const answers = await Promise.all(Array.from({ length: 20 }, () => claim(player.cookie)));
    const statuses = answers.map((a) => a.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(1);
    expect(statuses.filter((s) => s !== 200).every((s) => s === 409)).toBe(true);
    const paid = await json(answers.find((a) => a.status === 200)!);
    expect(paid.data).toEqual({
      message: 'Rakeback claimed: 0.05 SC have been added to your wallet.',
      sc: 0.05,
    });
    expect(await totalSc(player.cookie)).toBeCloseTo(before + 0.05, 2);
    expect(await view(player.cookie)).toEqual({ rate: 0.5, wageredSince: 0, claimable: 0 });

    // 1 SC more earns half a cent: nothing yet, and the play is kept for later.
    await playSc(player.cookie, 1);
    expect((await claim(player.cookie)).status).toBe(409);
    await playSc(player.cookie, 1);
    expect(await view(player.cookie)).toEqual({ rate: 0.5, wageredSince: 2, claimable: 0.01 });
    expect((await claim(player.cookie)).status).toBe(200);

    const rows = await t.db
      .select()
      .from(rakebackClaims)
      .where(eq(rakebackClaims.userId, player.userId));
    expect(rows.map((r) => [r.wageredFrom, r.wageredTo, r.rateBps, r.amount])).toEqual([
      [0, 1000, 50, 5],
      [1000, 1200, 50, 1],
    ]);
    await expectLedgerBalanced(t);
  });

  it('refuses a visitor', async () => {
    expect((await getJson(t, '/rewards/rakeback')).status).toBe(401);
    expect((await claim('')).status).toBe(401);
  });
});
