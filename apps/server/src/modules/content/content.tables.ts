import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import {
  BANNER_PAGE_NAMES,
  POPUP_NAMES,
  POPUP_OFFERS,
  POPUP_REDIRECTIONS,
  type TBannerPageName,
  type TLocalizedText,
  type TPopupName,
  type TPopupOffer,
  type TPopupRedirection,
} from '@app/contracts/content';

/** `'a', 'b'` for a CHECK … IN (…) built from the one list in the contracts. */
const sqlList = (values: readonly string[]) =>
  sql.raw(values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', '));

/**
 * US states and DC. Ids 1..51 are fixed (alphabetical by name) and never
 * renumbered: a player's profile stores the state id.
 */
export const states = pgTable('states', {
  stateId: integer('state_id').primaryKey(),
  name: text('name').notNull().unique(),
  code: text('code').notNull().unique(),
});

export const cities = pgTable(
  'cities',
  {
    cityId: integer('city_id').primaryKey().generatedByDefaultAsIdentity(),
    stateId: integer('state_id')
      .notNull()
      .references(() => states.stateId),
    name: text('name').notNull(),
  },
  (t) => [unique('cities_state_id_name_unique').on(t.stateId, t.name)],
);

/**
 * Page banners. visibility: 0 before login, 1 after login (SPEC §3).
 * pageName says where the banner shows (lobbySlider, promotionPage, …).
 */
export const banners = pgTable(
  'banners',
  {
    bannerId: integer('banner_id').primaryKey().generatedByDefaultAsIdentity(),
    pageName: text('page_name').$type<TBannerPageName>().notNull(),
    visibility: integer('visibility').notNull(),
    textOne: text('text_one'),
    textTwo: text('text_two'),
    textThree: text('text_three'),
    desktopImageUrl: text('desktop_image_url').notNull(),
    mobileImageUrl: text('mobile_image_url'),
    btnText: text('btn_text'),
    btnRedirection: text('btn_redirection'),
    sortOrder: integer('sort_order').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Shown from startsAt (inclusive) until endsAt (exclusive); null: no limit (decision 059). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'banners_schedule_check',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
    check('banners_visibility_check', sql`${t.visibility} in (0, 1)`),
    check('banners_page_name_check', sql`${t.pageName} in (${sqlList(BANNER_PAGE_NAMES)})`),
    index('banners_page_name_idx').on(t.pageName, t.sortOrder),
  ],
);

/**
 * Page popups (SPEC §3 Popup). visibility: 0 guests only, 1 signed-in only,
 * 2 everyone. btnRedirection is a key: store, lobby, redeem or vip.
 */
export const popups = pgTable(
  'popups',
  {
    popupId: integer('popup_id').primaryKey().generatedByDefaultAsIdentity(),
    popupName: text('popup_name').$type<TPopupName>().notNull(),
    isActive: boolean('is_active').notNull().default(true),
    visibility: integer('visibility').notNull(),
    textOne: text('text_one'),
    textTwo: text('text_two'),
    textThree: text('text_three'),
    btnText: text('btn_text'),
    btnRedirection: text('btn_redirection').$type<TPopupRedirection>(),
    desktopImageUrl: text('desktop_image_url'),
    sortOrder: integer('sort_order').notNull().default(0),
    /** The offer it advertises (POPUP_OFFERS): shown only to players who can still have it. */
    offer: text('offer').$type<TPopupOffer>(),
    /** Shown from startsAt (inclusive) until endsAt (exclusive); null: no limit (decision 059). */
    startsAt: timestamp('starts_at', { withTimezone: true }),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check(
      'popups_schedule_check',
      sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`,
    ),
    check('popups_visibility_check', sql`${t.visibility} in (0, 1, 2)`),
    check(
      'popups_offer_check',
      sql`${t.offer} is null or ${t.offer} in (${sqlList(POPUP_OFFERS)})`,
    ),
    check('popups_popup_name_check', sql`${t.popupName} in (${sqlList(POPUP_NAMES)})`),
    check(
      'popups_btn_redirection_check',
      sql`${t.btnRedirection} is null or ${t.btnRedirection} in (${sqlList(POPUP_REDIRECTIONS)})`,
    ),
    index('popups_popup_name_idx').on(t.popupName, t.sortOrder),
  ],
);

/** Content pages shown at /cms/{slug}; content is trusted HTML written by operators. */
export const cmsPages = pgTable('cms_pages', {
  cmsId: integer('cms_id').primaryKey().generatedByDefaultAsIdentity(),
  slug: text('slug').notNull().unique(),
  title: jsonb('title').$type<TLocalizedText>().notNull(),
  content: jsonb('content').$type<TLocalizedText>().notNull(),
  isActive: boolean('is_active').notNull().default(true),
  sortOrder: integer('sort_order').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
