import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { buyPackage } from '../redemptions/redemptions-test-kit';
import { auditOf, staffReauth, staffSignIn } from '../staff/staff-test-kit';

let t: TestApp;
let compliance: string;
beforeAll(async () => {
  t = await startTestApp();
  compliance = await staffSignIn(t, 'compliance');
});
afterAll(async () => {
  await t.close();
});

/** Compliance re-authenticates once for the file (a second one waits for the next TOTP step). */
let reauthed: Promise<void> | undefined;
const reauthOnce = () => (reauthed ??= staffReauth(t, 'compliance', compliance));

const setMultiple = (cookie: string, source: string, body: unknown) =>
  postJson(t, `/admin/playthrough/${source}`, body, cookie, 'PUT');

const playthroughOf = async (cookie: string) =>
  (await json(await getJson(t, '/payment/playthrough', cookie))).data;

describe('SC play-through multiples in the back office', () => {
  it('lets compliance change a source’s multiple after re-authenticating, audited with the reason; support and players may not; bad values change nothing', async () => {
    const change = { multipleHundredths: 150, reason: 'Bonus abuse review 2026-11' };
    const support = await staffSignIn(t, 'support');
    expect((await setMultiple(support, 'daily_bonus', change)).status).toBe(403);
    const player = await signUpVerified(t);
    expect((await setMultiple(player.cookie, 'daily_bonus', change)).status).toBe(401);

    await reauthOnce();
    for (const [source, body, message] of [
      ['daily_bonus', { ...change, multipleHundredths: 50 }, 'The multiple is at least 1x.'],
      ['daily_bonus', { ...change, multipleHundredths: 9_000 }, 'The multiple is at most 50x.'],
      ['daily_bonus', { ...change, reason: 'no' }, 'Give the reason (at least 5 characters).'],
      ['jackpot', change, 'Unknown SC source.'],
    ] as const) {
      const res = await setMultiple(compliance, source, body);
      expect(res.status).toBe(400);
      expect(JSON.stringify(await json(res))).toContain(message);
    }
    const ok = await setMultiple(compliance, 'daily_bonus', change);
    expect(ok.status).toBe(200);
    expect((await json(ok)).data).toMatchObject({
      source: 'daily_bonus',
      label: 'Daily bonus',
      multipleHundredths: 150,
    });
    const rows = (await json(await getJson(t, '/admin/playthrough', compliance))).data.rows;
    expect(rows.find((r: { source: string }) => r.source === 'daily_bonus')).toMatchObject({
      multipleHundredths: 150,
    });
    expect(rows.find((r: { source: string }) => r.source === 'amoe_entry')).toMatchObject({
      label: 'Free entry by mail',
      multipleHundredths: 100,
    });
    const [entry] = await auditOf(t, 'playthrough.change');
    expect(entry).toMatchObject({
      target: 'playthrough:daily_bonus',
      before: { multipleHundredths: 100 },
      after: { multipleHundredths: 150 },
      detail: { reason: change.reason },
    });
  });

  it('asks twice the SC of a purchase at 2x; SC bets count; the player sees what is left per source and wsc follows the ledger', async () => {
    await reauthOnce();
    const twice = { multipleHundredths: 200, reason: 'Purchase SC at 2x for the test' };
    expect((await setMultiple(compliance, 'purchase', twice)).status).toBe(200);
    try {
      const player = await signUpVerified(t);
      await buyPackage(t, player.cookie);
      // Package 3's SC (with the first-purchase bonus) is all unplayed, asking twice its amount.
      const bought = await playthroughOf(player.cookie);
      expect(bought.unplayed).toBeGreaterThan(0);
      expect(bought).toMatchObject({
        leftToPlay: bought.unplayed * 2,
        redeemable: 0,
        open: [
          {
            source: 'purchase',
            label: 'Purchase bonus SC',
            credited: bought.unplayed,
            multiple: '2x',
            leftToPlay: bought.unplayed * 2,
          },
        ],
      });
      for (let round = 0; round < 3; round += 1) {
        const res = await postJson(
          t,
          '/casino-games/9/play',
          { coinType: 'SC', bet: 1, params: { target: 5000, direction: 'over' } },
          player.cookie,
        );
        expect(res.status).toBe(200);
      }
      const after = await playthroughOf(player.cookie);
      // 3 SC wagered; at most 3 × 0.98 SC more is unplayed, below what is left: all locked.
      expect(after.leftToPlay).toBe(bought.leftToPlay - 3);
      expect(after.unplayed).toBeLessThan(after.leftToPlay);
      expect(after.redeemable).toBe(0);
      const profile = (await json(await getJson(t, '/user/profile', player.cookie))).data;
      expect(profile.userWallet.scCoin.wsc).toBe(after.redeemable);
      expect(profile.userWallet.totalScCoin).toBe(
        Math.round((after.unplayed + after.redeemable) * 100) / 100,
      );
    } finally {
      const once = { multipleHundredths: 100, reason: 'Back to 1x after the test' };
      expect((await setMultiple(compliance, 'purchase', once)).status).toBe(200);
    }
  });

  it('never lets free entry by mail ask more play than purchase SC (equal dignity)', async () => {
    await reauthOnce();
    const body = (multipleHundredths: number) => ({
      multipleHundredths,
      reason: 'Equal dignity check',
    });
    const refused = await setMultiple(compliance, 'amoe_entry', body(200));
    expect(refused.status).toBe(400);
    expect(JSON.stringify(await json(refused))).toContain(
      'Free entry by mail must not be played more than purchase SC (now 1x)',
    );
    const rows = async () =>
      Object.fromEntries(
        (
          (await json(await getJson(t, '/admin/playthrough', compliance))).data.rows as {
            source: string;
            multipleHundredths: number;
          }[]
        ).map((r) => [r.source, r.multipleHundredths]),
      );
    expect((await rows()).amoe_entry).toBe(100);
    expect((await setMultiple(compliance, 'purchase', body(200))).status).toBe(200);
    expect((await setMultiple(compliance, 'amoe_entry', body(200))).status).toBe(200);
    // Purchase SC cannot then drop below free entry either.
    expect((await setMultiple(compliance, 'purchase', body(100))).status).toBe(400);
    expect((await setMultiple(compliance, 'amoe_entry', body(100))).status).toBe(200);
    expect((await setMultiple(compliance, 'purchase', body(100))).status).toBe(200);
    expect(await rows()).toMatchObject({ amoe_entry: 100, purchase: 100 });
  });

  it('answers a signed-out caller 401', async () => {
    expect((await getJson(t, '/payment/playthrough')).status).toBe(401);
  });
});
