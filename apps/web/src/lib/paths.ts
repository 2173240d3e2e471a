/** Every route of SPEC §2, in one place for links, guards and the layout. */
export const PATHS = {
  home: '/',
  lobby: '/lobby',
  verifyEmail: '/user/verifyEmail',
  forgotPassword: '/user/forgotPassword',
  store: '/user/store',
  depositStatus: '/user/store/deposit-status',
  accountDetails: '/user/account-details',
  reward: '/user/reward',
  payment: '/user/payment',
  play: '/play',
  gamePlay: '/game-play/:gameId',
  category: '/games/category/:subCategoryName',
  cms: '/cms/:cmsPage',
  responsibleGambling: '/responsible-gambling',
  promotions: '/promotions-page',
  vip: '/vip',
  comingSoon: '/coming-soon',
  maintenance: '/maintenance',
  notFound: '/404',
  serverError: '/500',
  thankYou: '/thank-you',
  thankYouPurchase: '/thank-you-purchase',
  /** Where a promotion popup's 'redeem' button leads (SPEC §2 redirect keys). */
  redeem: '/redeem',
} as const;

export const CMS_PAGES = {
  termsAndConditions: 'terms-and-conditions',
  privacyPolicy: 'privacy-policy',
  contactUs: 'contact-us',
  sweepstakesRules: 'sweepstakes-rules',
} as const;

export const cmsPath = (slug: string): string => `/cms/${encodeURIComponent(slug)}`;
export const categoryPath = (subCategoryName: string): string =>
  `/games/category/${encodeURIComponent(subCategoryName)}`;
export const gamePlayPath = (gameId: string | number): string =>
  `/game-play/${encodeURIComponent(String(gameId))}`;

const startsWithSegment = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Pages that take the whole screen: no header, sidebar or footer (SPEC §2 Layout). */
export function isChromelessPath(pathname: string): boolean {
  return (
    pathname === PATHS.notFound ||
    startsWithSegment(pathname, PATHS.comingSoon) ||
    startsWithSegment(pathname, PATHS.payment)
  );
}

export function isGamePlayPath(pathname: string): boolean {
  return pathname.startsWith('/game-play/');
}

/** Footer is hidden on game-play, coming-soon, payment and 404 (SPEC §2 Layout). */
export function isFooterHiddenPath(pathname: string): boolean {
  return isChromelessPath(pathname) || isGamePlayPath(pathname);
}

/** The account page's section listing the player's redemptions. */
export const REDEMPTIONS_TAB = 'redemptions';
export const redemptionsPath = `${PATHS.accountDetails}?tab=${REDEMPTIONS_TAB}`;

/** The account page's section where a player gets a free-entry code (decision 052; the rules link it). */
export const FREE_ENTRY_TAB = 'free-entry';
