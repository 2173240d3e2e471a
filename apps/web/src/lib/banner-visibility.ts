import { BANNER_VISIBILITY } from '@app/contracts/constants';
import type { TBanner } from '@app/contracts/content';

/** SPEC §3 Banner visibility: 0 shows before login, 1 after login; any other code shows to nobody. */
export function isBannerVisible(banner: Pick<TBanner, 'visibility'>, isSignedIn: boolean): boolean {
  switch (banner.visibility) {
    case BANNER_VISIBILITY.BEFORE_LOGIN:
      return !isSignedIn;
    case BANNER_VISIBILITY.AFTER_LOGIN:
      return isSignedIn;
    default:
      return false;
  }
}

const bySortOrder = (a: TBanner, b: TBanner): number =>
  a.sortOrder - b.sortOrder || a.bannerId - b.bannerId;

/** The banners this viewer may see, in the operators' order. */
export function visibleBanners(banners: readonly TBanner[], isSignedIn: boolean): TBanner[] {
  return banners.filter((banner) => isBannerVisible(banner, isSignedIn)).sort(bySortOrder);
}
