import { z } from 'zod';
import { zQueryId } from './query-params';

/** Text per language; EN is the language shown (SPEC §3). */
export const ZLocalizedText = z.object({ EN: z.string() });
export type TLocalizedText = z.infer<typeof ZLocalizedText>;

// ---------------------------------------------------------------- states and cities

/** SPEC §3 State: state_id, name (plus the two-letter postal code). */
export const ZState = z.object({
  state_id: z.number().int(),
  name: z.string(),
  code: z.string().length(2),
});
export type TState = z.infer<typeof ZState>;

export const ZStateListResponse = z.object({ data: z.object({ states: z.array(ZState) }) });
export type TStateListResponse = z.infer<typeof ZStateListResponse>;

/** GET /details/city?stateId= */
export const ZCityQuery = z.object({ stateId: zQueryId('stateId') });
export type TCityQuery = z.input<typeof ZCityQuery>;

export const ZCity = z.object({
  city_id: z.number().int(),
  name: z.string(),
  state_id: z.number().int(),
});
export type TCity = z.infer<typeof ZCity>;

export const ZCityListResponse = z.object({ data: z.object({ cities: z.array(ZCity) }) });
export type TCityListResponse = z.infer<typeof ZCityListResponse>;

/**
 * Words a CMS page may hold that the server fills in when it serves the page (decision 050):
 * `{{restricted-states}}` becomes today's restricted states from the jurisdictions table, in
 * words ('California, Connecticut and Washington'), so the terms and sweepstakes rules follow
 * compliance's changes without an edit.
 */
export const CMS_TOKENS = {
  restrictedStates: '{{restricted-states}}',
  /** The SC a valid free-entry card gives ('5.00'), the server's setting (decision 052). */
  freeEntrySc: '{{free-entry-sc}}',
  /** Credited free-entry cards per participant per calendar month. */
  freeEntryMonthlyLimit: '{{free-entry-monthly-limit}}',
  /** Days within which a free-entry code's card must be received. */
  freeEntryValidDays: '{{free-entry-valid-days}}',
} as const;

/** US territories and possessions excluded from the sweepstakes (SPEC §1 "excluded territories"). */
export const EXCLUDED_TERRITORIES = [
  'Puerto Rico',
  'Guam',
  'the U.S. Virgin Islands',
  'American Samoa',
  'the Northern Mariana Islands',
] as const;

// ---------------------------------------------------------------- banners

/**
 * Where a banner is shown (SPEC §3 Banner): the lobby slider, the lobby
 * refer-a-friend banner, the scratchers category page, and the promotion,
 * store, reward and VIP pages.
 */
export const BANNER_PAGE_NAMES = [
  'lobbySlider',
  'lobbyReferFriend',
  'scratchersPage',
  'promotionPage',
  'storePage',
  'rewardPage',
  'vipPage',
] as const;
export const ZBannerPageName = z.enum(BANNER_PAGE_NAMES, {
  message: `pageName must be one of ${BANNER_PAGE_NAMES.join(', ')}`,
});
export type TBannerPageName = z.infer<typeof ZBannerPageName>;

/** GET /details/banners?pageName= (optional filter). */
export const ZBannerQuery = z.object({ pageName: ZBannerPageName.optional() });
export type TBannerQuery = z.input<typeof ZBannerQuery>;

/** visibility: 0 shown before login, 1 after login (BANNER_VISIBILITY in constants). */
export const ZBanner = z.object({
  bannerId: z.number().int(),
  pageName: ZBannerPageName,
  visibility: z.number().int().min(0).max(1),
  textOne: z.string().nullable(),
  textTwo: z.string().nullable(),
  textThree: z.string().nullable(),
  desktopImageUrl: z.string(),
  mobileImageUrl: z.string().nullable(),
  btnText: z.string().nullable(),
  /** A PROMOTION_REDIRECTS key (store, lobby, redeem, vip) or an app path such as '/games/category/Slots'. */
  btnRedirection: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type TBanner = z.infer<typeof ZBanner>;

export const ZBannerListResponse = z.object({ data: z.object({ banners: z.array(ZBanner) }) });
export type TBannerListResponse = z.infer<typeof ZBannerListResponse>;

// ---------------------------------------------------------------- popups

/** The page a popup belongs to (SPEC §3 Popup popupName). */
export const POPUP_NAMES = [
  'lobbyPage',
  'promotionPage',
  'scratchersPage',
  'storePage',
  'rewardPage',
  'vipPage',
] as const;
export const ZPopupName = z.enum(POPUP_NAMES);
export type TPopupName = z.infer<typeof ZPopupName>;

/** Button redirect keys of a popup (PROMOTION_REDIRECTS in constants maps them to routes). */
export const POPUP_REDIRECTIONS = ['store', 'lobby', 'redeem', 'vip'] as const;
export type TPopupRedirection = (typeof POPUP_REDIRECTIONS)[number];

/**
 * The offer a popup advertises, when it advertises one the player may not be eligible for: it is
 * shown only to players who can still have it (issue 24). firstPurchase: the first-purchase bonus
 * (the profile's firstPurchaseBonus is unclaimed).
 */
export const POPUP_OFFERS = ['firstPurchase'] as const;
export type TPopupOffer = (typeof POPUP_OFFERS)[number];

/** visibility: 0 guests only, 1 signed-in only, 2 everyone (POPUP_VISIBILITY in constants). */
export const ZPopup = z.object({
  popupId: z.number().int(),
  popupName: ZPopupName,
  isActive: z.boolean(),
  visibility: z.number().int().min(0).max(2),
  textOne: z.string().nullable(),
  textTwo: z.string().nullable(),
  textThree: z.string().nullable(),
  btnText: z.string().nullable(),
  btnRedirection: z.enum(POPUP_REDIRECTIONS).nullable(),
  desktopImageUrl: z.string().nullable(),
  sortOrder: z.number().int(),
  /** The offer it advertises (POPUP_OFFERS), or null when it is for every viewer it is shown to. */
  offer: z.enum(POPUP_OFFERS).nullable(),
});
export type TPopup = z.infer<typeof ZPopup>;

export const ZPopupListResponse = z.object({ data: z.object({ popups: z.array(ZPopup) }) });
export type TPopupListResponse = z.infer<typeof ZPopupListResponse>;

// ---------------------------------------------------------------- CMS pages

/** Slugs of the CMS pages the app links to. */
export const CMS_SLUGS = {
  TERMS_AND_CONDITIONS: 'terms-and-conditions',
  PRIVACY_POLICY: 'privacy-policy',
  CONTACT_US: 'contact-us',
  SWEEPSTAKES_RULES: 'sweepstakes-rules',
  RESPONSIBLE_GAMING: 'responsible-gaming',
} as const;

/** SPEC §3 CMS page: cmsId, slug, title (per language). */
export const ZCmsListItem = z.object({
  cmsId: z.number().int(),
  slug: z.string(),
  title: ZLocalizedText,
});
export type TCmsListItem = z.infer<typeof ZCmsListItem>;

export const ZCmsListResponse = z.object({ data: z.object({ cmsPages: z.array(ZCmsListItem) }) });
export type TCmsListResponse = z.infer<typeof ZCmsListResponse>;

/**
 * GET /details/cms-detail: by cmsId (SPEC §7) or by slug (the web route is
 * /cms/{slug}); exactly one of the two.
 */
export const ZCmsDetailQuery = z
  .object({
    cmsId: zQueryId('cmsId').optional(),
    slug: z
      .string()
      .regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lowercase words joined by hyphens')
      .max(100, 'slug must not be more than 100 characters')
      .optional(),
  })
  .refine((q) => (q.cmsId === undefined) !== (q.slug === undefined), {
    message: 'Send either cmsId or slug',
    path: ['cmsId'],
  });
export type TCmsDetailQuery = z.input<typeof ZCmsDetailQuery>;

/** content.EN is HTML written by operators. */
export const ZCmsDetail = ZCmsListItem.extend({
  content: ZLocalizedText,
  updatedAt: z.iso.datetime(),
});
export type TCmsDetail = z.infer<typeof ZCmsDetail>;

export const ZCmsDetailResponse = z.object({ data: z.object({ cmsPage: ZCmsDetail }) });
export type TCmsDetailResponse = z.infer<typeof ZCmsDetailResponse>;
