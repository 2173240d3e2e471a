import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { postJson, signUpVerified } from '../../test/accounts';
import { staffSignIn } from '../staff/staff-test-kit';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await startTestApp();
  operator = await staffSignIn(t, 'content');
});
afterAll(async () => {
  await t.close();
});

describe('operator game settings', () => {
  it('changes bet limits, writes the before and after to the audit log, and the game enforces them', async () => {
    const res = await postJson(t, '/admin/games/9', { minBetSc: 2, maxBetSc: 50 }, operator, 'PUT');
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ minBetSc: 200, maxBetSc: 5000 });
    const audit = (
      await json(await t.request('/api/v1/admin/games/9/audit', { headers: { cookie: operator } }))
    ).data.rows;
    expect(audit[0]).toMatchObject({
      gameId: 9,
      staffEmail: 'content@goldensweeps.test',
      before: expect.objectContaining({ minBetSc: expect.any(Number) }),
      after: expect.objectContaining({ minBetSc: 200 }),
    });
    const player = await signUpVerified(t);
    const refused = await postJson(
      t,
      '/casino-games/9/play',
      { coinType: 'SC', bet: 1, params: { target: 5000, direction: 'over' } },
      player.cookie,
    );
    expect((await json(refused)).errors[0].description).toBe('Bet must be between 2 and 50 SC');
  });

  it('hides a game the operator switches off from the lobby and launches at once', async () => {
    const inLobby = async () =>
      (await json(await t.request('/api/v1/casino-games?limit=100'))).data.rows.map(
        (g: { masterCasinoGameId: number }) => g.masterCasinoGameId,
      );
    expect(await inLobby()).toContain(11);
    await postJson(t, '/admin/games/11', { isActive: false }, operator, 'PUT');
    expect(await inLobby()).not.toContain(11);
    const player = await signUpVerified(t);
    expect(
      (await postJson(t, '/casino-games/launch-game', { gameId: 11 }, player.cookie)).status,
    ).toBe(404);
    await postJson(t, '/admin/games/11', { isActive: true }, operator, 'PUT');
    expect(await inLobby()).toContain(11);
  });

  it('keeps the audit log append-only', async () => {
    await postJson(t, '/admin/games/10', { isFeatured: false }, operator, 'PUT');
    await expect(t.db.execute(sql`update audit_log set after = '{}'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('refuses players, visitors, a staff role without catalogue.write, and a minimum above the maximum', async () => {
    const player = await signUpVerified(t);
    expect(
      (await postJson(t, '/admin/games/9', { isActive: false }, player.cookie, 'PUT')).status,
    ).toBe(401);
    const support = await staffSignIn(t, 'support');
    expect((await postJson(t, '/admin/games/9', { isActive: false }, support, 'PUT')).status).toBe(
      403,
    );
    expect(
      (await postJson(t, '/admin/games/9', { isActive: false }, undefined, 'PUT')).status,
    ).toBe(401);
    const bad = await postJson(
      t,
      '/admin/games/9',
      { minBetGc: 500, maxBetGc: 100 },
      operator,
      'PUT',
    );
    expect((await json(bad)).errors[0].description).toBe(
      'The minimum bet cannot be above the maximum bet',
    );
  });
});
