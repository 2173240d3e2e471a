import { describe, expect, it } from 'vitest';
import type { TBanner } from '@app/contracts/content';
import { isBannerVisible, visibleBanners } from './banner-visibility';

const banner = (bannerId: number, visibility: number, sortOrder = 1): TBanner => ({
  bannerId,
  pageName: 'lobbySlider',
  visibility,
  textOne: `Banner ${bannerId}`,
  textTwo: null,
  textThree: null,
  desktopImageUrl: `/images/banners/${bannerId}-desktop.svg`,
  mobileImageUrl: null,
  btnText: null,
  btnRedirection: null,
  sortOrder,
});

describe('banner visibility by login state (SPEC §3 Banner)', () => {
  it('shows visibility 0 to visitors only', () => {
    expect(isBannerVisible(banner(1, 0), false)).toBe(true);
    expect(isBannerVisible(banner(1, 0), true)).toBe(false);
  });

  it('shows visibility 1 to signed-in players only', () => {
    expect(isBannerVisible(banner(1, 1), true)).toBe(true);
    expect(isBannerVisible(banner(1, 1), false)).toBe(false);
  });

  it('shows an unknown visibility code to nobody', () => {
    expect(isBannerVisible(banner(1, 2), true)).toBe(false);
    expect(isBannerVisible(banner(1, 2), false)).toBe(false);
  });

  it("keeps the viewer's banners in the operators' order", () => {
    const list = [banner(5, 1, 2), banner(1, 0, 1), banner(4, 1, 1), banner(3, 1, 1)];
    expect(visibleBanners(list, true).map((b) => b.bannerId)).toEqual([3, 4, 5]);
    expect(visibleBanners(list, false).map((b) => b.bannerId)).toEqual([1]);
  });

  it('leaves the list it was given untouched', () => {
    const list = [banner(2, 1, 2), banner(1, 1, 1)];
    visibleBanners(list, true);
    expect(list.map((b) => b.bannerId)).toEqual([2, 1]);
  });
});
