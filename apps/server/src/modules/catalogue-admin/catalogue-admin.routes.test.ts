import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, postJson, signUpVerified } from '../../test/accounts';
import { gameCategoryLinks, games } from '../games/games.tables';
import { auditOf, staffSignIn } from '../staff/staff-test-kit';

let t: TestApp;
let operator: string;
beforeAll(async () => {
  t = await startTestApp();
  operator = await staffSignIn(t, 'content');
});
afterAll(async () => {
  await t.close();
});

interface LobbyCategory {
  name: { EN: string };
  subCategoryGames: { masterCasinoGameId: number }[];
}

const lobbyIds = async (path = '/casino-games?limit=100') =>
  (await json(await getJson(t, path))).data.rows.map(
    (g: { masterCasinoGameId: number }) => g.masterCasinoGameId,
  );
const lobbyCategory = async (name: string): Promise<number[]> => {
  const categories: LobbyCategory[] = (await json(await getJson(t, '/casino-games/sub-category')))
    .data;
  return (categories.find((c) => c.name.EN === name)?.subCategoryGames ?? []).map(
    (g) => g.masterCasinoGameId,
  );
};
const adminList = async (query = '') =>
  (await json(await getJson(t, `/admin/games?${query}`, operator))).data;
const put = (gameId: number, body: unknown) =>
  postJson(t, `/admin/games/${gameId}`, body, operator, 'PUT');
const gameRow = async (gameId: number) => ({
  game: await t.db.select().from(games).where(eq(games.masterCasinoGameId, gameId)),
  links: await t.db
    .select()
    .from(gameCategoryLinks)
    .where(eq(gameCategoryLinks.gameId, gameId))
    .orderBy(gameCategoryLinks.subCategoryId),
});

describe('the catalogue editor', () => {
  it('lists every game, inactive ones too, with categories, limits in coins and the engine RTP', async () => {
    await put(6, { isActive: false });
    const all = await adminList('pageSize=100');
    expect(all.count).toBe(11);
    const scratch = all.rows.find((g: { gameId: number }) => g.gameId === 6);
    expect(scratch).toMatchObject({ isActive: false, gameType: 'scratcher', categoryIds: [2, 6] });
    const roulette = all.rows.find((g: { gameId: number }) => g.gameId === 7);
    expect(roulette).toMatchObject({
      minBetGc: 100,
      maxBetGc: 250_000,
      minBetSc: 0.1,
      maxBetSc: 250,
      theoreticalRtp: { rtpBps: 9730, rtp: '97.30%', method: 'exact' },
    });
    const blackjack = all.rows.find((g: { gameId: number }) => g.gameId === 8);
    expect(blackjack.theoreticalRtp).toMatchObject({ rtpBps: 9771, method: 'simulated' });
    // The figure stored with each seeded game is the one its engine computes from its tables.
    for (const game of all.rows)
      expect([game.slug, game.theoreticalRtp.rtpBps]).toEqual([game.slug, game.advertisedRtpBps]);

    expect(
      (await adminList('status=inactive')).rows.map((g: { gameId: number }) => g.gameId),
    ).toEqual([6]);
    await put(6, { isActive: true });
  });

  it('pages, sorts and filters on the server', async () => {
    const page = await adminList('pageSize=4&page=2&sort=name&order=desc');
    expect(page.count).toBe(11);
    expect(page.rows.map((g: { name: string }) => g.name)).toEqual([
      'Mines',
      'Lucky 7s Scratch',
      'Gold Rush Scratch',
      'European Roulette',
    ]);
    expect((await adminList('gameType=slot')).count).toBe(4);
    expect((await adminList('categoryId=5')).rows.map((g: { gameId: number }) => g.gameId)).toEqual(
      [7, 8],
    );
    expect((await adminList('q=buffalo')).rows.map((g: { gameId: number }) => g.gameId)).toEqual([
      3,
    ]);
    const byRtp = await adminList('sort=rtp&order=desc&pageSize=2');
    expect(
      byRtp.rows.map((g: { theoreticalRtp: { rtpBps: number } }) => g.theoreticalRtp.rtpBps),
    ).toEqual([9799, 9799]);
    expect((await getJson(t, '/admin/games?sort=price', operator)).status).toBe(400);
    const categories = (await json(await getJson(t, '/admin/game-categories', operator))).data.rows;
    expect(categories.map((c: { name: string }) => c.name)).toEqual([
      'Popular',
      'New Releases',
      'Slots',
      'Originals',
      'Table Games',
      'Scratchers',
    ]);
  });

  it('changes bet limits, writes the before and after to the audit log, and the game enforces them', async () => {
    const res = await put(9, { minBetSc: 2, maxBetSc: 50 });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ gameId: 9, minBetSc: 2, maxBetSc: 50 });
    const audit = (await json(await getJson(t, '/admin/games/9/audit', operator))).data.rows;
    expect(audit[0]).toMatchObject({
      gameId: 9,
      staffEmail: 'content@goldensweeps.test',
      before: expect.objectContaining({ minBetSc: 10, maxBetSc: 50_000 }),
      after: expect.objectContaining({ minBetSc: 200, maxBetSc: 5000 }),
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
    expect(await lobbyIds()).toContain(11);
    await put(11, { isActive: false });
    expect(await lobbyIds()).not.toContain(11);
    const player = await signUpVerified(t);
    expect(
      (await postJson(t, '/casino-games/launch-game', { gameId: 11 }, player.cookie)).status,
    ).toBe(404);
    await put(11, { isActive: true });
    expect(await lobbyIds()).toContain(11);
  });

  it('moves a game in the order and between categories, and the lobby shows it on the next call', async () => {
    expect((await lobbyIds())[0]).toBe(1);
    expect(await lobbyCategory('Table Games')).toEqual([7, 8]);
    expect(await lobbyCategory('Originals')).toEqual([9, 10, 11]);
    const res = await put(10, { sortOrder: 0, categoryIds: [1, 5] });
    expect((await json(res)).data).toMatchObject({ sortOrder: 0, categoryIds: [1, 5] });
    expect((await lobbyIds())[0]).toBe(10);
    // It joins Table Games at the end, leaves Originals and New Releases, keeps its place in Popular.
    expect(await lobbyCategory('Table Games')).toEqual([7, 8, 10]);
    expect(await lobbyCategory('Originals')).toEqual([9, 11]);
    expect(await lobbyCategory('New Releases')).not.toContain(10);
    expect((await lobbyCategory('Popular'))[2]).toBe(10);
    expect(await lobbyIds('/casino-games?subCategoryName=Table%20Games')).toEqual([7, 8, 10]);
    const [entry] = await auditOf(t, 'game.settings');
    expect(entry).toMatchObject({
      target: 'game:10',
      before: expect.objectContaining({ sortOrder: 10, categoryIds: [1, 2, 4] }),
      after: expect.objectContaining({ sortOrder: 0, categoryIds: [1, 5] }),
    });
  });

  it('refuses bad input with a clear message and writes nothing', async () => {
    const before = await gameRow(9);
    const auditCount = (await auditOf(t, 'game.settings')).length;
    const cases: [unknown, string][] = [
      [{ minBetGc: 500, maxBetGc: 100 }, 'The minimum bet cannot be above the maximum bet'],
      [{ maxBetSc: 1 }, 'The minimum bet cannot be above the maximum bet'],
      [{ minBetGc: 0.001 }, 'The minimum GC bet can have at most two decimals'],
      [{ minBetSc: 0 }, 'The minimum SC bet must be more than 0'],
      [{ sortOrder: 1.5 }, 'The order must be a whole number'],
      [{ categoryIds: [3, 3] }, 'A category is listed twice'],
      [{ categoryIds: [3, 999] }, 'There is no game category with id 999'],
      [{}, 'Change at least one setting'],
    ];
    for (const [body, message] of cases) {
      const res = await put(9, body);
      expect([body, res.status]).toEqual([body, 400]);
      expect([body, (await json(res)).errors[0].description]).toEqual([body, message]);
    }
    expect(await gameRow(9)).toEqual(before);
    expect(await auditOf(t, 'game.settings')).toHaveLength(auditCount);
    expect((await put(999, { isActive: false })).status).toBe(404);
  });

  it('keeps the audit log append-only', async () => {
    await put(10, { isFeatured: false });
    await expect(t.db.execute(sql`update audit_log set after = '{}'`)).rejects.toThrow();
    await expect(t.db.execute(sql`delete from audit_log`)).rejects.toThrow();
  });

  it('refuses players, visitors and staff roles without catalogue.write', async () => {
    const player = await signUpVerified(t);
    expect(
      (await postJson(t, '/admin/games/9', { isActive: false }, player.cookie, 'PUT')).status,
    ).toBe(401);
    expect(
      (await postJson(t, '/admin/games/9', { isActive: false }, undefined, 'PUT')).status,
    ).toBe(401);
    for (const role of ['support', 'compliance', 'finance'] as const) {
      const cookie = await staffSignIn(t, role);
      const res = await getJson(t, '/admin/games', cookie);
      expect([role, res.status]).toEqual([role, 403]);
      expect((await json(res)).errors[0].errorCode).toBe(4005);
    }
    expect((await getJson(t, '/admin/games', await staffSignIn(t, 'admin'))).status).toBe(200);
  });
});
