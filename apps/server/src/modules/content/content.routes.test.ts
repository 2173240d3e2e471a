import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { EXCLUDED_TERRITORIES } from '@app/contracts/content';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { popups } from './content.tables';

let t: TestApp;

beforeAll(async () => {
  t = await startTestApp();
});
afterAll(async () => {
  await t.close();
});

const get = (path: string) => t.request(`/api/v1${path}`);

describe('GET /details/state', () => {
  it('lists the 50 states and DC by name with stable ids', async () => {
    const res = await get('/details/state');
    expect(res.status).toBe(200);
    const { states } = (await json(res)).data;
    expect(states).toHaveLength(51);
    expect(states[0]).toEqual({ state_id: 1, name: 'Alabama', code: 'AL' });
    expect(states).toContainEqual({ state_id: 9, name: 'District of Columbia', code: 'DC' });
    expect(states).toContainEqual({ state_id: 44, name: 'Texas', code: 'TX' });
    const names = states.map((s: { name: string }) => s.name);
    expect(names).toEqual([...names].sort());
  });
});

describe('GET /details/city', () => {
  it('lists the cities of a state by name', async () => {
    const res = await get('/details/city?stateId=33');
    expect(res.status).toBe(200);
    const { cities } = (await json(res)).data;
    expect(cities.map((c: { name: string }) => c.name)).toEqual(
      expect.arrayContaining(['New York City', 'Buffalo', 'Rochester', 'Syracuse', 'Albany']),
    );
    expect(cities.every((c: { state_id: number }) => c.state_id === 33)).toBe(true);
    const names = cities.map((c: { name: string }) => c.name);
    expect(names).toEqual([...names].sort());
  });

  it('has at least five cities for every state', async () => {
    const states = (await json(await get('/details/state'))).data.states as {
      state_id: number;
      name: string;
    }[];
    const counts = await Promise.all(
      states.map(async (state) => {
        const body = await json(await get(`/details/city?stateId=${state.state_id}`));
        return { name: state.name, count: body.data.cities.length as number };
      }),
    );
    expect(counts.filter((c) => c.count < 5)).toEqual([]);
  });

  it.each([
    ['', 'stateId is required'],
    ['?stateId=', 'stateId must be a whole number'],
    ['?stateId=abc', 'stateId must be a whole number'],
    ['?stateId=1.5', 'stateId must be a whole number'],
    ['?stateId=-3', 'stateId must be a whole number'],
    ['?stateId=0', 'stateId must be at least 1'],
  ])('refuses a missing or bad stateId (%s) with a 400 envelope', async (query, description) => {
    const res = await get(`/details/city${query}`);
    expect(res.status).toBe(400);
    expect((await json(res)).errors).toEqual([
      { errorCode: 1000, name: 'ValidationError', description, field: 'stateId' },
    ]);
  });

  it('answers 404 NotFound for a state id that names no state', async () => {
    const res = await get('/details/city?stateId=52');
    expect(res.status).toBe(404);
    expect((await json(res)).errors[0]).toMatchObject({ errorCode: 1004, name: 'NotFound' });
  });
});

describe('GET /details/banners', () => {
  it('lists active banners of every page with their visibility', async () => {
    const res = await get('/details/banners');
    expect(res.status).toBe(200);
    const { banners } = (await json(res)).data;
    const pages = new Set(banners.map((b: { pageName: string }) => b.pageName));
    for (const page of [
      'lobbySlider',
      'lobbyReferFriend',
      'scratchersPage',
      'promotionPage',
      'storePage',
      'rewardPage',
      'vipPage',
    ]) {
      expect(pages).toContain(page);
    }
    for (const banner of banners) {
      expect([0, 1]).toContain(banner.visibility);
      expect(banner.desktopImageUrl).toMatch(/^\/images\/banners\/.+\.svg$/);
    }
  });

  it('filters by pageName; the lobby slider has banners for visitors and for players', async () => {
    const res = await get('/details/banners?pageName=lobbySlider');
    const { banners } = (await json(res)).data;
    expect(banners.length).toBeGreaterThanOrEqual(3);
    expect(banners.every((b: { pageName: string }) => b.pageName === 'lobbySlider')).toBe(true);
    const visibilities = new Set(banners.map((b: { visibility: number }) => b.visibility));
    expect(visibilities).toEqual(new Set([0, 1]));
  });

  it('gives the refer-a-friend banner its image and two texts', async () => {
    const { banners } = (await json(await get('/details/banners?pageName=lobbyReferFriend'))).data;
    expect(banners).toHaveLength(1);
    expect(banners[0]).toMatchObject({
      desktopImageUrl: expect.stringMatching(/\.svg$/),
      textOne: expect.any(String),
      textTwo: expect.any(String),
    });
  });

  it('refuses an unknown pageName with a 400 envelope naming the valid ones', async () => {
    const res = await get('/details/banners?pageName=casinoPage');
    expect(res.status).toBe(400);
    const error = (await json(res)).errors[0];
    expect(error).toMatchObject({ errorCode: 1000, field: 'pageName' });
    expect(error.description).toContain('lobbySlider');
  });
});

describe('GET /details/popups', () => {
  it('lists only active popups, with mixed visibility and known redirect keys', async () => {
    const res = await get('/details/popups');
    expect(res.status).toBe(200);
    const list = (await json(res)).data.popups as {
      popupName: string;
      isActive: boolean;
      visibility: number;
      btnRedirection: string | null;
      textOne: string;
    }[];
    expect(list.every((p) => p.isActive)).toBe(true);
    expect(list.map((p) => p.textOne)).not.toContain('Holiday Special');
    expect(new Set(list.map((p) => p.popupName))).toEqual(
      new Set([
        'lobbyPage',
        'promotionPage',
        'scratchersPage',
        'storePage',
        'rewardPage',
        'vipPage',
      ]),
    );
    expect(new Set(list.map((p) => p.visibility))).toEqual(new Set([0, 1, 2]));
    for (const p of list)
      expect(['store', 'lobby', 'redeem', 'vip', null]).toContain(p.btnRedirection);
    const [inactive] = await t.db.select().from(popups).where(eq(popups.isActive, false));
    expect(inactive?.textOne).toBe('Holiday Special');
  });

  it('names the offer a popup advertises, so the app shows it only to players who can have it', async () => {
    const list = (await json(await get('/details/popups'))).data.popups as {
      popupName: string;
      textOne: string;
      offer: string | null;
      btnRedirection: string | null;
    }[];
    const store = list.find((p) => p.popupName === 'storePage');
    expect(store).toMatchObject({
      textOne: 'First Purchase Bonus',
      offer: 'firstPurchase',
      // Shown on the store: its button closes it rather than sending the player to the store.
      btnRedirection: null,
    });
    expect(list.filter((p) => p.offer !== null).map((p) => p.textOne)).toEqual([
      'First Purchase Bonus',
    ]);
    // The database takes only the offers the app knows.
    await expect(
      t.db
        .update(popups)
        .set({ offer: 'freeSpins' as never })
        .where(eq(popups.popupId, 5)),
    ).rejects.toThrow();
  });
});

describe('GET /details/cms and /details/cms-detail', () => {
  it('lists the legal pages with id, slug and English title', async () => {
    const res = await get('/details/cms');
    expect(res.status).toBe(200);
    const { cmsPages } = (await json(res)).data;
    expect(cmsPages.map((p: { slug: string }) => p.slug)).toEqual(
      expect.arrayContaining([
        'terms-and-conditions',
        'privacy-policy',
        'contact-us',
        'sweepstakes-rules',
        'responsible-gaming',
      ]),
    );
    expect(cmsPages[0]).toEqual({
      cmsId: expect.any(Number),
      slug: expect.any(String),
      title: { EN: expect.any(String) },
    });
  });

  it('answers the same page by cmsId and by slug', async () => {
    const bySlug = await get('/details/cms-detail?slug=privacy-policy');
    expect(bySlug.status).toBe(200);
    const page = (await json(bySlug)).data.cmsPage;
    expect(page).toMatchObject({ slug: 'privacy-policy', title: { EN: 'Privacy Policy' } });
    expect(page.content.EN).toContain('<h2>');
    expect(new Date(page.updatedAt).getTime()).not.toBeNaN();

    const byId = await get(`/details/cms-detail?cmsId=${page.cmsId}`);
    expect(byId.status).toBe(200);
    expect((await json(byId)).data.cmsPage).toEqual(page);
  });

  it('answers 404 NotFound for an unknown page', async () => {
    for (const query of ['cmsId=9999', 'slug=no-such-page']) {
      const res = await get(`/details/cms-detail?${query}`);
      expect(res.status).toBe(404);
      expect((await json(res)).errors[0]).toMatchObject({ errorCode: 1004, name: 'NotFound' });
    }
  });

  it.each([
    ['', 'Send either cmsId or slug'],
    ['?cmsId=1&slug=contact-us', 'Send either cmsId or slug'],
    ['?cmsId=abc', 'cmsId must be a whole number'],
    ['?slug=Not%20A%20Slug', 'slug must be lowercase words joined by hyphens'],
  ])('refuses a bad query (%s) with a 400 envelope', async (query, description) => {
    const res = await get(`/details/cms-detail${query}`);
    expect(res.status).toBe(400);
    expect((await json(res)).errors[0]).toMatchObject({ errorCode: 1000, description });
  });

  it('shows the SPEC §1 legal wording in the sweepstakes rules', async () => {
    const res = await get('/details/cms-detail?slug=sweepstakes-rules');
    const html = (await json(res)).data.cmsPage.content.EN as string;
    const text = html.replace(/<[^>]+>/g, '');
    expect(text).toContain('NO PURCHASE NECESSARY');
    expect(text).toContain('VOID WHERE PROHIBITED');
    expect(text).toMatch(/restricted states/i);
    expect(text).toMatch(/excluded territories/i);
    // Today's restricted states from the jurisdictions table (decision 050), not a token.
    expect(text).toContain(
      'California, Connecticut, Delaware, Idaho, Kentucky, Louisiana, Michigan, Montana, Nevada, New Jersey, New York and Washington',
    );
    expect(html).not.toContain('{{');
    for (const territory of EXCLUDED_TERRITORIES) expect(text).toContain(territory);
    expect(text).toMatch(/one account per person/i);
    expect(text).toMatch(/duplicate accounts may be cancelled and any winnings withheld/i);
    expect(text).toContain('18 years old');
  });

  it('states the alternative method of entry and links only to pages that exist', async () => {
    const rules = (await json(await get('/details/cms-detail?slug=sweepstakes-rules'))).data.cmsPage
      .content.EN as string;
    expect(rules).toMatch(/alternative method of entry/i);
    // As official rules set it out: the card, its contents, the statement and where it goes.
    expect(rules).toContain('3" x 5" or 4" x 6"');
    expect(rules).toContain('I wish to receive Sweeps Coins to participate in the sweepstakes');
    expect(rules).toContain('one card per envelope');
    expect(rules).toMatch(/<table>[\s\S]*<th scope="row">Prize value<\/th>/);

    const { cmsPages } = (await json(await get('/details/cms'))).data;
    const slugs = (cmsPages as { slug: string }[]).map((page) => page.slug);
    const linked = new Set<string>();
    for (const slug of slugs) {
      const html = (await json(await get(`/details/cms-detail?slug=${slug}`))).data.cmsPage.content
        .EN as string;
      for (const [, target] of html.matchAll(/href="\/cms\/([^"]+)"/g)) linked.add(target ?? '');
      for (const [, href] of html.matchAll(/href="([^"]+)"/g))
        // Other pages, help sites, and the account's Free Entry section (decision 052).
        expect(href, slug).toMatch(
          /^(\/cms\/|\/user\/account-details\?tab=free-entry$|https:\/\/|mailto:|tel:)/,
        );
    }
    expect([...linked].sort()).toEqual([...slugs].sort());
  });

  it('has substantial text on every legal page', async () => {
    const { cmsPages } = (await json(await get('/details/cms'))).data;
    for (const { slug } of cmsPages as { slug: string }[]) {
      const page = (await json(await get(`/details/cms-detail?slug=${slug}`))).data.cmsPage;
      expect(page.content.EN.length, slug).toBeGreaterThan(1500);
      expect((page.content.EN.match(/<h2>/g) ?? []).length, slug).toBeGreaterThanOrEqual(3);
    }
  });
});

describe('OpenAPI', () => {
  it('documents every content call with its query parameters', async () => {
    const doc = await json(await t.request('/api/docs/json'));
    for (const path of ['state', 'city', 'banners', 'popups', 'cms', 'cms-detail', 'packages']) {
      expect(Object.keys(doc.paths)).toContain(`/api/v1/details/${path}`);
    }
    const cityParams = doc.paths['/api/v1/details/city'].get.parameters;
    expect(cityParams).toContainEqual(
      expect.objectContaining({ name: 'stateId', in: 'query', required: true }),
    );
  });
});
