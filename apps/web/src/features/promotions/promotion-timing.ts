import { PROMOTION_REDIRECTS } from '@app/contracts/constants';
import type { TPromotion } from '@app/contracts/promotions';

/** Countdowns are shown when the end (or start) is this close; further off, the date is shown. */
export const COUNTDOWN_WITHIN_MS = 7 * 86_400_000;

export type PromotionTiming =
  | { kind: 'none' }
  | { kind: 'startsIn' | 'endsIn'; seconds: number }
  | { kind: 'endsOn'; date: string }
  | { kind: 'ended' };

/**
 * What a promotion card says about its time at `now` (ms): a countdown to its start (a listed one
 * not begun yet only when the list is older than its start) or to its end within a week, its end
 * date further off, 'ended' once past (the card then leaves at the next read), or nothing.
 */
export function promotionTiming(
  promotion: Pick<TPromotion, 'startsAt' | 'endsAt'>,
  now: number,
): PromotionTiming {
  const start = promotion.startsAt ? Date.parse(promotion.startsAt) : null;
  const end = promotion.endsAt ? Date.parse(promotion.endsAt) : null;
  if (start !== null && start > now)
    return { kind: 'startsIn', seconds: Math.ceil((start - now) / 1000) };
  if (end === null) return { kind: 'none' };
  if (end <= now) return { kind: 'ended' };
  if (end - now <= COUNTDOWN_WITHIN_MS)
    return { kind: 'endsIn', seconds: Math.ceil((end - now) / 1000) };
  return {
    kind: 'endsOn',
    date: new Date(end).toLocaleDateString('en-US', {
      month: 'long',
      day: 'numeric',
      year: 'numeric',
    }),
  };
}

/** Where a promotion's call to action goes (SPEC §4 redirect keys). */
export const ctaPath = (promotion: Pick<TPromotion, 'ctaRedirection'>) =>
  PROMOTION_REDIRECTS[promotion.ctaRedirection];
