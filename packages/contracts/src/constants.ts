/**
 * Business constants and limits of SPEC §9 (plus the few fixed values other
 * SPEC sections name), shared by the server and the web app.
 * Durations are in milliseconds unless the name says otherwise.
 */

// Paging and transport
export const PAGE_SIZE = 16;
export const REQUEST_TIMEOUT_MS = 50_000;
export const API_BASE_PATH = '/api/v1';

// Field lengths (SPEC §5 and §9)
export const USERNAME_MIN_LENGTH = 5;
export const USERNAME_MAX_LENGTH = 20;
/** Sign-up, login and account change-password passwords. */
export const PASSWORD_MIN_LENGTH = 10;
export const PASSWORD_MAX_LENGTH = 20;
/** Password chosen through the reset link. */
export const RESET_PASSWORD_MIN_LENGTH = 8;
export const OTP_LENGTH = 6;
export const ZIP_CODE_LENGTH = 5;
export const SSN_LENGTH = 9;
export const PHONE_MIN_LENGTH = 8;
export const PHONE_MAX_LENGTH = 10;
export const NAME_MIN_LENGTH = 3;
export const NAME_MAX_LENGTH = 200;
export const ADDRESS_MIN_LENGTH = 3;
export const ADDRESS_MAX_LENGTH = 200;
export const MIN_AGE = 18;

// Phone and country
export const COUNTRY_CODES = ['1', '91'] as const;
export type CountryCode = (typeof COUNTRY_CODES)[number];
export const COUNTRY_CODE_OPTIONS = [
  { value: '1', label: '+1' },
  { value: '91', label: '+91' },
] as const satisfies readonly { value: CountryCode; label: string }[];
/** Dialing code sent when the phone is verified from the profile. */
export const PROFILE_PHONE_DIAL_CODE = '1';
export const COUNTRY_ID = 199;
/** OTP resend timer, shown as 2 min 59 s. */
export const OTP_RESEND_SECONDS = 179;

// Spin wheel
export const SPIN_WHEEL_INTERVAL_MS = 24 * 60 * 60 * 1000;
/** The completion call is made automatically this long after a result. */
export const SPIN_WHEEL_AUTO_COMPLETE_MS = 10_000;
export const SPIN_WHEEL_COUNTDOWN_REFRESH_MS = 1000;
/** The wheel is opened with this countdown value. */
export const SPIN_WHEEL_COUNTDOWN_START = 20;

// Timers and animation
export const FLASH_SALE_TICK_MS = 1000;
export const WALLET_CREDIT_ANIMATION_MS = 2000;
export const BALANCE_COUNTER_STEPS = 30;
export const BALANCE_COUNTER_FPS = 60;
export const SEARCH_DEBOUNCE_MS = 300;
export const IDLE_TIMEOUT_MS = 15 * 60 * 1000;
export const IDLE_DEBOUNCE_MS = 500;
export const POPUP_DELAY_MS = 2000;
export const TOAST_DURATION_MS = 2000;
export const TOAST_POSITION = 'top-right';
/** The fiat widget container is polled at this interval. */
export const FIAT_WIDGET_POLL_MS = 500;

// Lobby carousels: slides per view by viewport
export const CAROUSEL_SLIDES = { DEFAULT: 8, BELOW_XM: 4, BELOW_SM: 2 } as const;

// VIP
export const UPCOMING_RANKS = 4;
export const PROGRESS_MARKS = [0, 5, 25, 50, 75, 100] as const;

// Visibility codes
export const POPUP_VISIBILITY = { GUESTS: 0, SIGNED_IN: 1, EVERYONE: 2 } as const;
export type PopupVisibility = (typeof POPUP_VISIBILITY)[keyof typeof POPUP_VISIBILITY];
export const BANNER_VISIBILITY = { BEFORE_LOGIN: 0, AFTER_LOGIN: 1 } as const;
export type BannerVisibility = (typeof BANNER_VISIBILITY)[keyof typeof BANNER_VISIBILITY];

// Coins
export const COIN_TYPES = ['GC', 'SC'] as const;
export type CoinType = (typeof COIN_TYPES)[number];
export const DEFAULT_COIN_TYPE: CoinType = 'GC';

// Statuses
export const DOCUMENT_STATUS = {
  PENDING: 0,
  VERIFIED: 1,
  DECLINED: 2,
  RE_REQUESTED: 3,
  CANCELLED: 4,
} as const;
export type DocumentStatus = (typeof DOCUMENT_STATUS)[keyof typeof DOCUMENT_STATUS];

export const TRANSACTION_STATUS = { SUCCESS: 1, FAILED: 2 } as const;
export type TransactionStatus = (typeof TRANSACTION_STATUS)[keyof typeof TRANSACTION_STATUS];

export const PAYMENT_STATUS = {
  SUCCESS: 'SUCCESS',
  FAILED: 'FAILED',
  PENDING: 'PENDING',
  REDEEM_PROCESSING: 'REDEEM_PROCESSING',
} as const;
export type PaymentStatus = (typeof PAYMENT_STATUS)[keyof typeof PAYMENT_STATUS];

export const PAYMENT_STATUS_MODAL_TYPES = {
  PENDING: 'PENDING',
  FAILURE: 'FAILURE',
  ERROR: 'ERROR',
  SUCCESS: 'SUCCESS',
} as const;
export type PaymentStatusModalType =
  (typeof PAYMENT_STATUS_MODAL_TYPES)[keyof typeof PAYMENT_STATUS_MODAL_TYPES];

/** kycStatus values that let a player redeem. */
export const KYC_APPROVED_STATUSES = ['APPROVED', 'COMPLETED', 'SUCCESS'] as const;
/** The only kycStatus that lets a player launch a game when KYC game checks are on. */
export const KYC_GAME_APPROVED_STATUS = 'APPROVED';
/** Identity-widget status once the widget finishes. */
export const IDENTITY_WIDGET_REQUESTED_STATUS = 'REQUESTED';

// Payments
export const PAYMENT_TYPES = { DEPOSIT: 'deposit', REDEEM: 'redeem' } as const;
export type PaymentType = (typeof PAYMENT_TYPES)[keyof typeof PAYMENT_TYPES];
/** providerType of the fiat payment and redeem method. */
export const FIAT_PROVIDER_TYPE = 'fiat';
/** providerType of the bank-card provider; the only one whose redeem asks for bank details. */
export const IPPAY_PROVIDER_TYPE = 'IPPAY';
export const PAYMENT_TOKEN_LENGTH = 10;
export const PAYMENT_TOKEN_ALPHABET =
  'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
export const HOSTED_PAYMENT_TYPE = 'CC';
export const HOSTED_TRANSACTION_TYPE = 'SALE';
export const MOBILE_WALLET = {
  COUNTRY: 'US',
  CURRENCY: 'USD',
  NETWORKS: ['visa', 'masterCard', 'amex', 'discover'],
} as const;
export const CURRENCY = 'USD';
export const REDEEM_DEFAULT_AMOUNT = 1;

// Layout and theme
export const BREAKPOINTS = {
  xs: 0,
  small: 400,
  sxm: 500,
  sm: 767,
  md: 991,
  xm: 1024,
  lg: 1250,
  ml: 1500,
  xl: 1604,
  xxl: 1760,
} as const;
export type Breakpoint = keyof typeof BREAKPOINTS;
export const THEME = 'yellow';
export const FONT_FAMILY = 'Mulish';
export const SIDEBAR_WIDTH_PX = 250;

// Games
export const SPECIAL_CATEGORIES = {
  FAVORITE_GAMES: 'Favorite Games',
  RECENTLY_PLAYED: 'Recently Played',
  SCRATCHERS: 'Scratchers',
  ALL_GAMES: 'All Games',
} as const;

// Promotion popup button redirect keys → routes
export const PROMOTION_REDIRECTS = {
  store: '/user/store',
  lobby: '/lobby',
  redeem: '/redeem',
  vip: '/vip',
} as const;
export type PromotionRedirectKey = keyof typeof PROMOTION_REDIRECTS;
