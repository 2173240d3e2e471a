import { z } from 'zod';
import {
  SCHEDULE_ORDER_MESSAGE,
  ZArtUrl,
  ZSchedule,
  scheduleInOrder,
  zOrderOf,
} from './content-admin';
import { POPUP_REDIRECTIONS } from './content';

/**
 * Promotions (issue 27, decision 059): what the promotions page lists. Their call to action uses
 * SPEC §4's redirect keys (store, lobby, redeem, vip; PROMOTION_REDIRECTS maps them to routes).
 */
export const PROMOTION_CTA_KEYS = POPUP_REDIRECTIONS;
export type TPromotionCtaKey = (typeof PROMOTION_CTA_KEYS)[number];

/** One current promotion, as GET /details/promotions answers it. */
export const ZPromotion = z.object({
  promotionId: z.number().int(),
  title: z.string(),
  shortText: z.string(),
  terms: z.string(),
  ctaText: z.string(),
  ctaRedirection: z.enum(PROMOTION_CTA_KEYS),
  desktopImageUrl: z.string(),
  mobileImageUrl: z.string().nullable(),
  startsAt: z.string().nullable(),
  endsAt: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type TPromotion = z.infer<typeof ZPromotion>;

/** GET /details/promotions: the promotions running now, in the editors' order. */
export const ZPromotionListResponse = z.object({
  data: z.object({ promotions: z.array(ZPromotion) }),
});
export type TPromotionListResponse = z.infer<typeof ZPromotionListResponse>;

const zText = (label: string, max: number) =>
  z
    .string({ error: `${label} is required` })
    .trim()
    .min(1, `${label} is required`)
    .max(max, `${label} must be at most ${max} characters`);

/** What an editor sets on a promotion; its place in the order is set apart. */
export const ZPromotionInput = z
  .object({
    title: zText('The title', 80),
    shortText: zText('The short text', 240),
    terms: zText('The terms', 5000),
    ctaText: zText('The call to action', 40),
    ctaRedirection: z.enum(PROMOTION_CTA_KEYS, {
      error: `The call to action goes to one of ${PROMOTION_CTA_KEYS.join(', ')}`,
    }),
    desktopImageUrl: ZArtUrl,
    mobileImageUrl: ZArtUrl.nullable(),
    isActive: z.boolean(),
  })
  .extend(ZSchedule.shape)
  .refine(scheduleInOrder, { message: SCHEDULE_ORDER_MESSAGE, path: ['endsAt'] });
export type TPromotionInput = z.infer<typeof ZPromotionInput>;
export type TPromotionInputRaw = z.input<typeof ZPromotionInput>;

/** A promotion as the editors see it: also retired and scheduled ones. */
export const ZAdminPromotion = ZPromotion.extend({ isActive: z.boolean() });
export type TAdminPromotion = z.infer<typeof ZAdminPromotion>;

export const ZAdminPromotionListResponse = z.object({
  data: z.object({ promotions: z.array(ZAdminPromotion) }),
});
export const ZAdminPromotionResponse = z.object({ data: z.object({ promotion: ZAdminPromotion }) });

/** PUT /admin/promotions/order: every promotion in its new order. */
export const ZPromotionOrder = z.object({ promotionIds: zOrderOf('promotionId') });
export type TPromotionOrder = z.infer<typeof ZPromotionOrder>;
