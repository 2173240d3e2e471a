import { PROMOTION_REDIRECTS, type PromotionRedirectKey } from '@app/contracts/constants';
import type { TBanner } from '@app/contracts/content';

/** What a banner's button does. */
export type BannerAction =
  | { readonly kind: 'navigate'; readonly to: string }
  | { readonly kind: 'signUp' }
  | { readonly kind: 'none' };

const isRedirectKey = (value: string): value is PromotionRedirectKey =>
  Object.hasOwn(PROMOTION_REDIRECTS, value);

/** A path inside the app ('/games/category/Slots'), never another site ('//evil.test'). */
const isAppPath = (value: string): boolean => value.startsWith('/') && !value.startsWith('//');

/**
 * A banner button's target: a redirect key (store, lobby, redeem, vip) or an
 * app path leads there; a button without a target invites a visitor to sign
 * up (the before-login campaigns) and does nothing for a player, so it is
 * not shown. No button text, no button.
 */
export function bannerAction(
  banner: Pick<TBanner, 'btnText' | 'btnRedirection'>,
  isSignedIn: boolean,
): BannerAction {
  if (!banner.btnText?.trim()) return { kind: 'none' };
  const target = banner.btnRedirection?.trim() ?? '';
  if (isRedirectKey(target)) return { kind: 'navigate', to: PROMOTION_REDIRECTS[target] };
  if (isAppPath(target)) return { kind: 'navigate', to: target };
  if (target === '' && !isSignedIn) return { kind: 'signUp' };
  return { kind: 'none' };
}
