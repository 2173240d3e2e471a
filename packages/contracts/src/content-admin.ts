import { z } from 'zod';
import { PROMOTION_REDIRECTS } from './constants';
import {
  POPUP_NAMES,
  POPUP_OFFERS,
  POPUP_REDIRECTIONS,
  ZBanner,
  ZBannerPageName,
  ZPopup,
} from './content';
import { MAX_ID } from './query-params';

/**
 * The content team's editors (issue 27, decision 059): banners and popups with a schedule, their
 * order and their art. Promotions are in promotions.ts.
 */

// ---------------------------------------------------------------- schedule

/** A start or end moment: an ISO date-time with its offset, or null for "no limit". */
const zMoment = (which: 'start' | 'end') =>
  z.iso
    .datetime({ offset: true, error: `The ${which} time is not a valid date and time` })
    .nullable()
    .default(null);

export const ZSchedule = z.object({ startsAt: zMoment('start'), endsAt: zMoment('end') });
export type TSchedule = z.infer<typeof ZSchedule>;

export const SCHEDULE_ORDER_MESSAGE = 'The end time must be after the start time';

/** Refines an input carrying a schedule: the end, when both are given, comes after the start. */
export const scheduleInOrder = (value: TSchedule) =>
  value.startsAt === null ||
  value.endsAt === null ||
  Date.parse(value.endsAt) > Date.parse(value.startsAt);

/**
 * Whether something scheduled shows at `at`: from its start (inclusive, none = always begun) until
 * its end (exclusive, none = never ends). Decision 059.
 */
export function isWithinSchedule(
  schedule: { startsAt: string | Date | null; endsAt: string | Date | null },
  at: Date,
): boolean {
  const time = at.getTime();
  const start = schedule.startsAt === null ? null : new Date(schedule.startsAt).getTime();
  const end = schedule.endsAt === null ? null : new Date(schedule.endsAt).getTime();
  return (start === null || start <= time) && (end === null || time < end);
}

/** Where a scheduled item stands at a moment: what the editors' lists show beside it. */
export type ScheduleState = 'retired' | 'scheduled' | 'live' | 'ended';
export function scheduleState(
  item: { isActive: boolean; startsAt: string | null; endsAt: string | null },
  at: Date,
): ScheduleState {
  if (!item.isActive) return 'retired';
  if (item.startsAt !== null && Date.parse(item.startsAt) > at.getTime()) return 'scheduled';
  if (item.endsAt !== null && Date.parse(item.endsAt) <= at.getTime()) return 'ended';
  return 'live';
}

// ---------------------------------------------------------------- art and words

/**
 * Art is an uploaded image (POST /admin/content/art answers its /uploads/content/ address) or one
 * of the site's own images under /images/: never another site's address.
 */
export const ART_URL_PATTERN =
  /^\/(?:uploads\/content|images)\/(?:[A-Za-z0-9_-]+\/)*[A-Za-z0-9_-]+\.(?:png|jpg|svg|webp)$/;
export const ART_URL_MESSAGE = 'Upload the art (PNG or JPEG) or choose one of the site images';
export const ZArtUrl = z.string().regex(ART_URL_PATTERN, ART_URL_MESSAGE);

/** A short optional text: trimmed, empty means none. */
export const zOptionalText = (label: string, max: number) =>
  z
    .string()
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullable()
    .transform((value) => (value ? value : null));

/** A banner button goes to a redirect key (store, lobby, redeem, vip) or an app path. */
export const BANNER_LINK_MESSAGE = `The link must be one of ${Object.keys(PROMOTION_REDIRECTS).join(', ')} or a path on this site starting with /`;
export const ZBannerLink = z
  .string()
  .trim()
  .max(200, 'The link must be at most 200 characters')
  .refine(
    (value) =>
      value === '' ||
      Object.hasOwn(PROMOTION_REDIRECTS, value) ||
      /^\/(?!\/)[A-Za-z0-9/_\-.?=&%]*$/.test(value),
    BANNER_LINK_MESSAGE,
  )
  .nullable()
  .transform((value) => (value ? value : null));

/** Answer of POST /admin/content/art (multipart, one PNG or JPEG). */
export const ZArtUploadResponse = z.object({ data: z.object({ url: z.string() }) });
export type TArtUploadResponse = z.infer<typeof ZArtUploadResponse>;

const zId = (name: string) => z.coerce.number().int().min(1).max(MAX_ID, `${name} is too large`);
export const ZContentIdParam = z.object({ id: zId('id') });
export type TContentIdParam = z.infer<typeof ZContentIdParam>;

/** PUT …/:id/active: activate or retire. */
export const ZActiveChange = z.object({ isActive: z.boolean() });
export type TActiveChange = z.infer<typeof ZActiveChange>;

/** A new order: every id of the list in the order it shows, first first. */
export const zOrderOf = (name: string) =>
  z
    .array(zId(name))
    .min(1, 'Send the order of at least one item')
    .max(500)
    .refine((ids) => new Set(ids).size === ids.length, 'An item appears twice in the order');

// ---------------------------------------------------------------- banners

/** What an editor sets on a banner (SPEC §3 Banner); its place in the order is set apart. */
export const ZBannerInput = z
  .object({
    pageName: ZBannerPageName,
    visibility: z.union([z.literal(0), z.literal(1)], {
      error: 'Visibility must be 0 (before login) or 1 (after login)',
    }),
    textOne: zOptionalText('Text one', 120),
    textTwo: zOptionalText('Text two', 160),
    textThree: zOptionalText('Text three', 240),
    desktopImageUrl: ZArtUrl,
    mobileImageUrl: ZArtUrl.nullable(),
    btnText: zOptionalText('The button text', 40),
    btnRedirection: ZBannerLink,
    isActive: z.boolean(),
  })
  .extend(ZSchedule.shape)
  .refine(scheduleInOrder, { message: SCHEDULE_ORDER_MESSAGE, path: ['endsAt'] });
export type TBannerInput = z.infer<typeof ZBannerInput>;
export type TBannerInputRaw = z.input<typeof ZBannerInput>;

export const ZAdminBanner = ZBanner.extend({
  isActive: z.boolean(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type TAdminBanner = z.infer<typeof ZAdminBanner>;

export const ZAdminBannerListResponse = z.object({
  data: z.object({ banners: z.array(ZAdminBanner) }),
});
export const ZAdminBannerResponse = z.object({ data: z.object({ banner: ZAdminBanner }) });

/** PUT /admin/content/banners/order: one page's banners in their new order. */
export const ZBannerOrder = z.object({
  pageName: ZBannerPageName,
  bannerIds: zOrderOf('bannerId'),
});
export type TBannerOrder = z.infer<typeof ZBannerOrder>;

// ---------------------------------------------------------------- popups

/** Every SPEC §3 Popup field an editor sets, with the schedule and the offer (issue 24). */
export const ZPopupInput = z
  .object({
    popupName: z.enum(POPUP_NAMES, { error: `The page must be one of ${POPUP_NAMES.join(', ')}` }),
    visibility: z.union([z.literal(0), z.literal(1), z.literal(2)], {
      error: 'Visibility must be 0 (guests only), 1 (signed-in only) or 2 (everyone)',
    }),
    isActive: z.boolean(),
    textOne: zOptionalText('Text one', 120),
    textTwo: zOptionalText('Text two', 160),
    textThree: zOptionalText('Text three', 240),
    btnText: zOptionalText('The button text', 40),
    btnRedirection: z
      .enum(POPUP_REDIRECTIONS, {
        error: `The button goes to one of ${POPUP_REDIRECTIONS.join(', ')}`,
      })
      .nullable(),
    desktopImageUrl: ZArtUrl.nullable(),
    offer: z.enum(POPUP_OFFERS).nullable(),
  })
  .extend(ZSchedule.shape)
  .refine(scheduleInOrder, { message: SCHEDULE_ORDER_MESSAGE, path: ['endsAt'] });
export type TPopupInput = z.infer<typeof ZPopupInput>;
export type TPopupInputRaw = z.input<typeof ZPopupInput>;

export const ZAdminPopup = ZPopup.extend({
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
});
export type TAdminPopup = z.infer<typeof ZAdminPopup>;

export const ZAdminPopupListResponse = z.object({
  data: z.object({ popups: z.array(ZAdminPopup) }),
});
export const ZAdminPopupResponse = z.object({ data: z.object({ popup: ZAdminPopup }) });

/** PUT /admin/content/popups/order: one page's popups in their new order. */
export const ZPopupOrder = z.object({
  popupName: z.enum(POPUP_NAMES),
  popupIds: zOrderOf('popupId'),
});
export type TPopupOrder = z.infer<typeof ZPopupOrder>;
