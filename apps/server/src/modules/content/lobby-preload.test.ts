import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TBanner } from '@app/contracts/content';
import { json, startTestApp, type TestApp } from '../../test/test-app';
import { webDistFixture } from '../../test/web-dist-fixture';
import {
  LOBBY_BANNERS_SCRIPT_ID,
  lobbyFirstPaintSample,
  visitorLobbyFirstPaint,
} from './lobby-preload';

const distDir = webDistFixture();

let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ env: { WEB_DIST_DIR: distDir } });
});
afterAll(async () => {
  await t.close();
});

async function lobbyBanners(): Promise<TBanner[]> {
  return (await json(await t.request('/api/v1/details/banners?pageName=lobbySlider'))).data.banners;
}

const firstOf = (banners: TBanner[], visibility: number) =>
  banners
    .filter((b) => b.visibility === visibility)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.bannerId - b.bannerId)[0]!;

/** The markup inside #root of a page. */
const rootOf = (html: string) =>
  html.slice(html.indexOf('<div id="root">'), html.lastIndexOf('</div>'));

/** The banner list the page carries for the app, as the app reads it. */
function pageBanners(html: string): TBanner[] {
  const open = `<script type="application/json" id="${LOBBY_BANNERS_SCRIPT_ID}">`;
  const start = html.indexOf(open) + open.length;
  return JSON.parse(html.slice(start, html.indexOf('</script>', start))).banners;
}

describe('the lobby page', () => {
  it("preloads the visitor's first banner art and carries the banner list the API gives", async () => {
    const banners = await lobbyBanners();
    const banner = firstOf(banners, 0);
    for (const page of ['/', '/lobby']) {
      const html = await (await t.request(page)).text();
      const head = html.slice(0, html.indexOf('</head>'));
      expect(head).toContain(`href="${banner.mobileImageUrl}" media="(max-width: 766.98px)"`);
      expect(head).toContain(`href="${banner.desktopImageUrl}" media="(min-width: 767px)"`);
      expect(head).toContain(`id="${LOBBY_BANNERS_SCRIPT_ID}"`);
      expect(pageBanners(html)).toEqual(banners);
    }
  });

  it("paints a visitor's first banner in #root, inert until the app replaces it", async () => {
    const banner = firstOf(await lobbyBanners(), 0);
    const root = rootOf(await (await t.request('/')).text());
    expect(root).toContain(
      '<div class="app-shell app-shell--with-bottom-nav" inert aria-hidden="true">',
    );
    expect(root).toContain('<header class="guest-bar">');
    expect(root).toContain(`src="${banner.desktopImageUrl}"`);
    expect(root).toContain(`srcset="${banner.mobileImageUrl}"`);
    expect(root).toContain(`<h2 class="promo-banner__title">${banner.textTwo}</h2>`);
    expect(root).toContain('<nav class="bottom-nav" aria-label="Quick links">');
  });

  it('preloads the signed-in banner when a session cookie comes, paints nothing, and leaves other pages alone', async () => {
    const banners = await lobbyBanners();
    const banner = firstOf(banners, 1);
    const html = await (await t.request('/', { headers: { cookie: 'gs_session=abc' } })).text();
    expect(html).toContain(`href="${banner.desktopImageUrl}"`);
    expect(pageBanners(html)).toEqual(banners);
    expect(html).toContain('<div id="root"></div>');

    const other = await (await t.request('/vip')).text();
    expect(other).not.toContain('rel="preload"');
    expect(other).not.toContain(LOBBY_BANNERS_SCRIPT_ID);
    expect(other).toContain('<div id="root"></div>');
  });
});

describe('the first paint of a visitor lobby', () => {
  const banner = (overrides: Partial<TBanner>): TBanner => ({
    bannerId: 1,
    pageName: 'lobbySlider',
    visibility: 0,
    textOne: 'One',
    textTwo: 'Two',
    textThree: 'Three',
    desktopImageUrl: '/d.svg',
    mobileImageUrl: '/m.svg',
    btnText: 'Go',
    btnRedirection: null,
    sortOrder: 1,
    ...overrides,
  });

  it('escapes the banner words and addresses', () => {
    const html = visitorLobbyFirstPaint([
      banner({ textTwo: '<script>alert(1)</script> & "x"', desktopImageUrl: '/a.svg?"><b>' }),
    ]);
    expect(html).not.toContain('<script>');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; &quot;x&quot;');
    expect(html).toContain('src="/a.svg?&quot;&gt;&lt;b&gt;"');
  });

  it("gives the button the app's action: a link for a target, sign-up without one, none otherwise", () => {
    expect(visitorLobbyFirstPaint([banner({ btnRedirection: 'store' })])).toContain(
      '<a class="btn btn--primary btn--lg promo-banner__action" href="/user/store">Go</a>',
    );
    expect(visitorLobbyFirstPaint([banner({ btnRedirection: '/games/category/Slots' })])).toContain(
      'href="/games/category/Slots">Go</a>',
    );
    expect(visitorLobbyFirstPaint([banner({ btnRedirection: null })])).toContain(
      '<button type="button" class="btn btn--primary btn--lg promo-banner__action">Go</button>',
    );
    for (const off of [banner({ btnRedirection: '//elsewhere.test' }), banner({ btnText: '  ' })]) {
      expect(visitorLobbyFirstPaint([off])).not.toContain('promo-banner__action');
    }
  });

  it('shows the first slide with one dot per banner, and the arrows only for several', () => {
    const three = visitorLobbyFirstPaint([
      banner({ bannerId: 1, textTwo: 'First' }),
      banner({ bannerId: 2, textTwo: 'Second' }),
      banner({ bannerId: 3, textTwo: 'Third' }),
    ]);
    expect(three).toContain('aria-label="1 of 3"');
    expect(three).toContain('First');
    expect(three).not.toContain('Second');
    expect(three.match(/class="banner-slider__dot[ "]/g)).toHaveLength(3);
    expect(three).toContain('banner-slider__arrow--next');

    const one = visitorLobbyFirstPaint([banner({ textOne: null, mobileImageUrl: null })]);
    expect(one).not.toContain('banner-slider__dot');
    expect(one).not.toContain('promo-banner__eyebrow');
    expect(one).not.toContain('<source');
  });

  it('has a sample with every part, from which the server picks the critical CSS', () => {
    const sample = lobbyFirstPaintSample();
    for (const part of [
      'class="guest-bar"',
      'class="banner-slider__arrow banner-slider__arrow--prev"',
      'class="banner-slider__dot is-active"',
      '<source media="(max-width: 766.98px)"',
      'class="promo-banner__eyebrow"',
      'class="promo-banner__title"',
      'class="promo-banner__text"',
      '<a class="btn btn--primary btn--lg promo-banner__action"',
      '<button type="button" class="btn btn--primary btn--lg promo-banner__action"',
      'class="bottom-nav__item is-active"',
      'class="bottom-nav__item bottom-nav__item--primary"',
    ]) {
      expect(sample).toContain(part);
    }
  });

  it('highlights the Lobby link on / only, and paints nothing without banners', () => {
    expect(visitorLobbyFirstPaint([banner({})], '/')).toContain('bottom-nav__item is-active');
    expect(visitorLobbyFirstPaint([banner({})], '/lobby')).not.toContain(
      'bottom-nav__item is-active',
    );
    expect(visitorLobbyFirstPaint([])).toBe('');
  });
});
