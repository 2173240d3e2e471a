import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getJson, signUpVerified } from '../../test/accounts';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { staffSignIn } from '../staff/staff-test-kit';
import { cancelChange, fundedPlayer, removeLimit, rollDice, setLimit } from './limits-test-kit';
import { playerLimitEvents } from './responsible-gambling.tables';

const HOUR = 3_600_000;
let shift = 0;
let t: TestApp;
let support: string;
let compliance: string;
beforeAll(async () => {
  t = await startTestApp({ now: () => new Date(Date.now() + shift) });
  support = await staffSignIn(t, 'support');
  compliance = await staffSignIn(t, 'compliance');
});
afterAll(async () => {
  await t.close();
});

const DAILY_PURCHASE = { kind: 'purchase', period: 'daily' } as const;
const WEEKLY_SC_WAGER = { kind: 'wager', coinType: 'SC', period: 'weekly' } as const;

const historyRows = (userId: number) =>
  t.db
    .select()
    .from(playerLimitEvents)
    .where(eq(playerLimitEvents.userId, userId))
    .orderBy(playerLimitEvents.id);

const staffView = (userId: number, cookie = compliance) =>
  getJson(t, `/admin/players/${userId}/limits`, cookie);

describe('the limit history', () => {
  it('writes one row for each set, tightening, loosening request, removal request and cancel', async () => {
    const { cookie, userId } = await signUpVerified(t);
    const before = Date.now() + shift;
    const steps: [() => Promise<Response>, Record<string, unknown>][] = [
      [
        () => setLimit(t, cookie, { ...DAILY_PURCHASE, amount: 50 }),
        { action: 'set', oldValue: null, newValue: 5000 },
      ],
      [
        () => setLimit(t, cookie, { ...DAILY_PURCHASE, amount: 20 }),
        { action: 'tightened', oldValue: 5000, newValue: 2000 },
      ],
      [
        () => setLimit(t, cookie, { ...DAILY_PURCHASE, amount: 80.5 }),
        { action: 'loosening_requested', oldValue: 2000, newValue: 8050 },
      ],
      [
        () => cancelChange(t, cookie, DAILY_PURCHASE),
        { action: 'cancelled', oldValue: 2000, newValue: 2000 },
      ],
      [
        () => removeLimit(t, cookie, DAILY_PURCHASE),
        { action: 'removal_requested', oldValue: 2000, newValue: null },
      ],
    ];
    for (const [index, [change, expected]] of steps.entries()) {
      expect((await change()).status).toBe(200);
      const rows = await historyRows(userId);
      expect(rows).toHaveLength(index + 1);
      expect(rows.at(-1)).toMatchObject({
        kind: 'purchase',
        unit: 'USD',
        period: 'daily',
        ...expected,
      });
    }
    const rows = await historyRows(userId);
    // A loosening applies 24 hours on; the others at once.
    const waited = (i: number) => rows[i]!.effectiveAt.getTime() - rows[i]!.createdAt.getTime();
    expect([0, 1, 2, 3, 4].map(waited)).toEqual([0, 0, 24 * HOUR, 0, 24 * HOUR]);
    expect(rows[0]!.createdAt.getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('writes nothing for a call that changes nothing, or that is refused', async () => {
    const { cookie, userId } = await signUpVerified(t);
    await setLimit(t, cookie, { kind: 'session', minutes: 60 });
    await setLimit(t, cookie, { kind: 'session', minutes: 60 });
    expect((await cancelChange(t, cookie, { kind: 'session' })).status).toBe(404);
    await removeLimit(t, cookie, { kind: 'session' });
    await removeLimit(t, cookie, { kind: 'session' });
    expect((await historyRows(userId)).map((r) => r.action)).toEqual(['set', 'removal_requested']);
    // Setting the value in force over a waiting change drops that change: recorded as a cancel.
    await setLimit(t, cookie, { kind: 'session', minutes: 60 });
    expect((await historyRows(userId)).map((r) => r.action)).toEqual([
      'set',
      'removal_requested',
      'cancelled',
    ]);
  });
});

describe('compliance: GET /admin/players/:userId/limits', () => {
  it('answers the limits in force, the waiting change, what is used, and the history', async () => {
    const { cookie, userId } = await fundedPlayer(t);
    await setLimit(t, cookie, { ...WEEKLY_SC_WAGER, amount: 100 });
    await setLimit(t, cookie, { ...DAILY_PURCHASE, amount: 25 });
    await setLimit(t, cookie, { ...DAILY_PURCHASE, amount: 40 });
    await setLimit(t, cookie, { kind: 'session', minutes: 90 });
    expect((await rollDice(t, cookie, 'SC', 1.5)).status).toBe(200);

    const res = await staffView(userId);
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data.coolingHours).toBe(24);
    expect(data.limits).toEqual([
      {
        kind: 'purchase',
        unit: 'USD',
        period: 'daily',
        value: 2500,
        pending: { value: 4000, effectiveAt: expect.any(String) },
        used: 0,
      },
      { kind: 'wager', unit: 'SC', period: 'weekly', value: 10_000, pending: null, used: 150 },
      { kind: 'session', unit: 'MINUTES', period: 'session', value: 90, pending: null, used: null },
    ]);
    const waits = new Date(data.limits[0].pending.effectiveAt).getTime() - (Date.now() + shift);
    expect(waits).toBeGreaterThan(23.9 * HOUR);
    expect(waits).toBeLessThanOrEqual(24 * HOUR);
    expect(
      data.events.map((e: { action: string; kind: string }) => `${e.action} ${e.kind}`),
    ).toEqual(['set session', 'loosening_requested purchase', 'set purchase', 'set wager']);
    expect(data.events[1]).toMatchObject({ unit: 'USD', oldValue: 2500, newValue: 4000 });

    // Once the 24 hours are over the raise is in force, with no waiting change left.
    shift += 24 * HOUR;
    const later = (await json(await staffView(userId))).data;
    expect(later.limits[0]).toMatchObject({ value: 4000, pending: null });
    expect(later.events).toHaveLength(4);
  });

  it('answers "No limits" as an empty list, is refused without rg.read and 404s an unknown player', async () => {
    const { userId } = await signUpVerified(t);
    expect((await json(await staffView(userId))).data).toEqual({
      limits: [],
      events: [],
      coolingHours: 24,
    });
    const refused = await staffView(userId, support);
    expect(refused.status).toBe(403);
    expect((await json(refused)).errors[0].errorCode).toBe(4005);
    const unknown = await staffView(999_999);
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).errors[0].errorCode).toBe(1004);
  });
});
