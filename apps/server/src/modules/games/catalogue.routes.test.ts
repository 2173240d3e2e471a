import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { getJson, postJson, signUpVerified } from '../../test/accounts';

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('game catalogue', () => {
  it('lists categories with their games for the lobby, and hides the scratchers category from the sidebar', async () => {
    const lobby = (await json(await getJson(t, '/casino-games/sub-category'))).data;
    const names = lobby.map((c: { name: { EN: string } }) => c.name.EN);
    expect(names).toContain('Slots');
    expect(names).toContain('Scratchers');
    const slots = lobby.find((c: { name: { EN: string } }) => c.name.EN === 'Slots');
    expect(slots.subCategoryGames.length).toBeGreaterThanOrEqual(4);
    expect(slots.subCategoryGames[0]).toMatchObject({
      masterCasinoGameId: expect.any(Number),
      name: expect.any(String),
      imageUrl: expect.stringMatching(/^\/images\/games\//),
      FavoriteGames: false,
    });
    const sidebar = (await json(await getJson(t, '/casino-games/sub-category?isSidebar=true')))
      .data;
    expect(sidebar.map((c: { name: { EN: string } }) => c.name.EN)).not.toContain('Scratchers');
  });

  it('pages games 16 at a time with rows and count, by category, special list and search', async () => {
    const all = (
      await json(await getJson(t, '/casino-games?subCategoryName=All%20Games&limit=16&page=1'))
    ).data;
    expect(all.count).toBeGreaterThanOrEqual(11);
    expect(all.rows.length).toBe(Math.min(16, all.count));
    const page2 = (await json(await getJson(t, '/casino-games?limit=5&page=2'))).data;
    expect(page2.rows).toHaveLength(5);
    expect(page2.rows[0].masterCasinoGameId).not.toBe(all.rows[0].masterCasinoGameId);
    const slots = (await json(await getJson(t, '/casino-games?subCategoryName=Slots'))).data;
    expect(slots.rows.every((g: { gameType: string }) => g.gameType === 'slot')).toBe(true);
    const search = (await json(await getJson(t, '/casino-games?search=drag'))).data;
    expect(search.rows.map((g: { name: string }) => g.name)).toEqual(['Dragon Pearls']);
    const wildcard = (await json(await getJson(t, '/casino-games?search=%25'))).data;
    expect(wildcard.count).toBe(0);
  });

  it('refuses bad paging and unknown categories with clear errors', async () => {
    expect((await json(await getJson(t, '/casino-games?limit=0'))).errors[0].description).toBe(
      'limit must be at least 1',
    );
    expect((await json(await getJson(t, '/casino-games?page=abc'))).errors[0].description).toBe(
      'page must be a whole number',
    );
    const unknown = await getJson(t, '/casino-games?subCategoryName=Nope');
    expect(unknown.status).toBe(404);
  });

  it('keeps favourites per player with the SPEC toasts, and needs a session for them', async () => {
    const { cookie } = await signUpVerified(t);
    const other = await signUpVerified(t);
    const added = await postJson(t, '/casino-games/favorite', { request: true, gameId: 2 }, cookie);
    expect((await json(added)).data.message).toBe('Added to Favorites');
    const favs = (
      await json(await getJson(t, '/casino-games?subCategoryName=Favorite%20Games', cookie))
    ).data;
    expect(favs.rows.map((g: { masterCasinoGameId: number }) => g.masterCasinoGameId)).toEqual([2]);
    expect(favs.rows[0].FavoriteGames).toBe(true);
    expect((await json(await getJson(t, '/casino-games/favorite', other.cookie))).data.count).toBe(
      0,
    );
    const removed = await postJson(
      t,
      '/casino-games/favorite',
      { request: false, gameId: 2 },
      cookie,
    );
    expect((await json(removed)).data.message).toBe('Removed from Favorites');
    expect((await json(await getJson(t, '/casino-games/favorite', cookie))).data.count).toBe(0);
    expect((await postJson(t, '/casino-games/favorite', { request: true, gameId: 2 })).status).toBe(
      401,
    );
    expect((await getJson(t, '/casino-games?subCategoryName=Favorite%20Games')).status).toBe(401);
    expect(
      (await postJson(t, '/casino-games/favorite', { request: true, gameId: 99999 }, cookie))
        .status,
    ).toBe(404);
  });

  it('records a launched game as recently played, newest first', async () => {
    const { cookie } = await signUpVerified(t);
    const launch = await postJson(t, '/casino-games/launch-game', { gameId: 7 }, cookie);
    expect((await json(launch)).data).toMatchObject({
      gameId: 7,
      gameType: 'roulette',
      launchUrl: '/game-play/7',
    });
    await postJson(t, '/casino-games/launch-game', { gameId: 1 }, cookie);
    const recent = (await json(await getJson(t, '/casino-games/recently-played', cookie))).data;
    expect(recent.rows.map((g: { masterCasinoGameId: number }) => g.masterCasinoGameId)).toEqual([
      1, 7,
    ]);
    expect((await postJson(t, '/casino-games/launch-game', { gameId: 7 })).status).toBe(401);
  });
});
