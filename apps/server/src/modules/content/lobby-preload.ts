import { PROMOTION_REDIRECTS } from '@app/contracts/constants';
import type { TBanner } from '@app/contracts/content';
import { LOBBY_ROOT_MARKER } from '../../platform/lobby-page';

/** The media queries the web's banner picture uses for its two artworks. */
const MOBILE_MEDIA = '(max-width: 766.98px)';
const DESKTOP_MEDIA = '(min-width: 767px)';

/** The id of the script element that carries the lobbySlider banners to the web app. */
export const LOBBY_BANNERS_SCRIPT_ID = 'lobby-banners';

const escapeHtml = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that can sit inside a script element: nothing in it can close the element. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const bySortOrder = (a: TBanner, b: TBanner) =>
  a.sortOrder - b.sortOrder || a.bannerId - b.bannerId;

// ----------------------------------------------------------------- first paint

/**
 * The web's stroke icon (components/icons.tsx) as markup. The first-paint
 * markup below mirrors what the web app renders for a visitor's lobby, so
 * that the app replaces it without anything moving; the lobby-first-paint
 * browser journey compares the two.
 */
const icon = (paths: string) =>
  `<svg width="20" height="20" viewBox="0 0 24 24" fill="none" stroke="currentColor" stroke-width="2" stroke-linecap="round" stroke-linejoin="round" aria-hidden="true" focusable="false">${paths}</svg>`;

const LOGO =
  '<span class="logo"><svg class="logo__mark" viewBox="0 0 64 64" aria-hidden="true" focusable="false"><defs><linearGradient id="first-paint-logo" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe8a3"></stop><stop offset=".55" stop-color="#f5c542"></stop><stop offset="1" stop-color="#c8901a"></stop></linearGradient></defs><circle cx="32" cy="32" r="29" fill="#221a44" stroke="url(#first-paint-logo)" stroke-width="4"></circle><path d="M16 42h32l3-20-10 8-9-13-9 13-10-8z" fill="url(#first-paint-logo)"></path></svg><span class="logo__text" aria-hidden="true"><span class="logo__name"><span class="logo__word">Golden</span><span class="logo__word"> Sweeps</span></span><span class="logo__tagline">Social Casino</span></span><span class="visually-hidden">Golden Sweeps</span></span>';

const GUEST_BAR = `<header class="guest-bar"><div class="guest-bar__inner"><a class="guest-bar__brand" aria-label="Lobby" href="/">${LOGO}</a><div class="guest-bar__actions"><button type="button" class="btn btn--ghost">Login</button><button type="button" class="btn btn--primary">Register</button></div></div></header>`;

/** The bottom navigation; its Lobby item is highlighted on / only (the web's NavLink end). */
const bottomNav = (pathname: string) =>
  `<nav class="bottom-nav" aria-label="Quick links"><div class="bottom-nav__items"><a class="bottom-nav__item${pathname === '/' ? ' is-active' : ''}" href="/">${icon('<path d="M3 10.5 12 3l9 7.5"></path><path d="M5 9.5V21h14V9.5"></path><path d="M10 21v-6h4v6"></path>')}<span>Lobby</span></a><a class="bottom-nav__item" href="/lobby">${icon('<circle cx="11" cy="11" r="7"></circle><path d="m20 20-3.5-3.5"></path>')}<span>Search</span></a><button type="button" class="bottom-nav__item">${icon('<circle cx="12" cy="8" r="4"></circle><path d="M4 21c1.5-4 4.5-6 8-6s6.5 2 8 6"></path>')}<span>Login</span></button><button type="button" class="bottom-nav__item bottom-nav__item--primary">${icon('<circle cx="10" cy="8" r="4"></circle><path d="M2 21c1.5-4 4.5-6 8-6 1.6 0 3 .4 4.3 1.2"></path><path d="M19 14v6M16 17h6"></path>')}<span>Register</span></button></div></nav>`;

/** A visitor's banner button (the web's bannerAction): a redirect key or app path, else sign-up. */
function bannerButton(banner: TBanner): string {
  const text = banner.btnText?.trim() ? escapeHtml(banner.btnText) : null;
  if (!text) return '';
  const className = 'btn btn--primary btn--lg promo-banner__action';
  const target = banner.btnRedirection?.trim() ?? '';
  const to = Object.hasOwn(PROMOTION_REDIRECTS, target)
    ? PROMOTION_REDIRECTS[target as keyof typeof PROMOTION_REDIRECTS]
    : target.startsWith('/') && !target.startsWith('//')
      ? target
      : null;
  if (to !== null) return `<a class="${className}" href="${escapeHtml(to)}">${text}</a>`;
  if (target === '') return `<button type="button" class="${className}">${text}</button>`;
  return '';
}

/** The slider's first slide (the web's PromoBanner with priority); the others come with the app. */
function firstSlide(banner: TBanner, count: number): string {
  const source = banner.mobileImageUrl
    ? `<source media="${MOBILE_MEDIA}" srcset="${escapeHtml(banner.mobileImageUrl)}">`
    : '';
  const words = [
    banner.textOne && `<p class="promo-banner__eyebrow">${escapeHtml(banner.textOne)}</p>`,
    banner.textTwo && `<h2 class="promo-banner__title">${escapeHtml(banner.textTwo)}</h2>`,
    banner.textThree && `<p class="promo-banner__text">${escapeHtml(banner.textThree)}</p>`,
  ]
    .filter(Boolean)
    .join('');
  return `<div class="banner-slider__slide" role="group" aria-roledescription="slide" aria-label="1 of ${count}" aria-hidden="false"><div class="promo-banner"><picture class="promo-banner__art">${source}<img alt="" draggable="false" fetchpriority="high" loading="eager" decoding="sync" src="${escapeHtml(banner.desktopImageUrl)}"></picture><div class="promo-banner__content">${words}${bannerButton(banner)}</div></div></div>`;
}

function bannerSlider(banners: readonly TBanner[]): string {
  const count = banners.length;
  const controls =
    count > 1
      ? `<button type="button" class="banner-slider__arrow banner-slider__arrow--prev" aria-label="Previous promotion">${icon('<path d="m15 18-6-6 6-6"></path>')}</button><button type="button" class="banner-slider__arrow banner-slider__arrow--next" aria-label="Next promotion">${icon('<path d="m9 18 6-6-6-6"></path>')}</button><div class="banner-slider__dots">${banners
          .map(
            (_, index) =>
              `<button type="button" class="banner-slider__dot${index === 0 ? ' is-active' : ''}" aria-label="Show promotion ${index + 1}"${index === 0 ? ' aria-current="true"' : ''}></button>`,
          )
          .join('')}</div>`
      : '';
  return `<section class="banner-slider" aria-roledescription="carousel" aria-label="Promotions"><div class="banner-slider__viewport"><div class="banner-slider__track" style="transform: translateX(0%);">${firstSlide(banners[0]!, count)}</div></div>${controls}</section>`;
}

/**
 * What a visitor's lobby shows before the app runs: the top bar, the first
 * promotional banner (the page's largest paint) and the bottom navigation,
 * laid out as the app lays them out. It is inert and hidden from assistive
 * technology: the app replaces it, working controls and all, when it renders.
 */
export function visitorLobbyFirstPaint(visitorBanners: readonly TBanner[], pathname = '/'): string {
  if (visitorBanners.length === 0) return '';
  return `<div class="app-shell app-shell--with-bottom-nav" inert aria-hidden="true">${GUEST_BAR}<div class="app-shell__body"><main class="app-main"><div class="lobby">${bannerSlider(visitorBanners)}</div></main></div>${bottomNav(pathname)}</div>`;
}

/**
 * Visitors' first paints with every part one can have: two banners (so the arrows and the dots),
 * the first with both artworks and all three texts, its button a link in one paint and a sign-up
 * button in the other. The server picks the lobby page's critical CSS out of the build's
 * stylesheet with it (platform/lobby-page.ts firstPaintPage): what any first paint's markup uses,
 * whatever the editors' banners say.
 */
export function lobbyFirstPaintSample(): string {
  const banner = (bannerId: number, btnRedirection: string | null): TBanner => ({
    bannerId,
    pageName: 'lobbySlider',
    visibility: 0,
    textOne: 'Eyebrow',
    textTwo: 'Title',
    textThree: 'Text',
    desktopImageUrl: '/images/banners/sample-desktop.svg',
    mobileImageUrl: '/images/banners/sample-mobile.svg',
    btnText: 'Action',
    btnRedirection,
    sortOrder: bannerId,
  });
  return [
    visitorLobbyFirstPaint([banner(1, 'lobby'), banner(2, 'lobby')], '/'),
    visitorLobbyFirstPaint([banner(1, null), banner(2, null)], '/'),
  ].join('');
}

// ----------------------------------------------------------------- the lobby page

/**
 * What the server adds to the lobby's page (/ and /lobby) so that its
 * largest paint, the first banner, does not wait for the app:
 * - a preload hint for the first banner's art (the one the viewer will see:
 *   visibility 0 for visitors, 1 when a session cookie is present);
 * - the lobbySlider banners as JSON, which the app reads instead of asking
 *   the API (LOBBY_BANNERS_SCRIPT_ID);
 * - for visitors, after LOBBY_ROOT_MARKER, the first paint's markup for #root.
 */
export async function lobbyPreloadLinks(
  /** The lobbySlider banners showing now (active, inside their schedule; decision 059). */
  lobbyBanners: () => Promise<TBanner[]>,
  signedIn: boolean,
  pathname = '/',
): Promise<string> {
  const banners = await lobbyBanners();
  const visible = banners.filter((banner) => banner.visibility === (signedIn ? 1 : 0));
  visible.sort(bySortOrder);
  const [first] = visible;
  const head: string[] = [];
  if (first) {
    const mobile = first.mobileImageUrl ?? first.desktopImageUrl;
    head.push(
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(mobile)}" media="${MOBILE_MEDIA}">`,
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeHtml(first.desktopImageUrl)}" media="${DESKTOP_MEDIA}">`,
    );
  }
  head.push(
    `<script type="application/json" id="${LOBBY_BANNERS_SCRIPT_ID}">${scriptJson({ banners })}</script>`,
  );
  const root = signedIn ? '' : visitorLobbyFirstPaint(visible, pathname);
  return root ? `${head.join('')}${LOBBY_ROOT_MARKER}${root}` : head.join('');
}
