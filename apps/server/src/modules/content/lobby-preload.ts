import type { Db } from '../../db/database';
import { listBanners } from './content.service';

/** The media queries the web's banner picture uses for its two artworks. */
const MOBILE_MEDIA = '(max-width: 766.98px)';
const DESKTOP_MEDIA = '(min-width: 767px)';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Preload hints for the lobby's largest paint, its first banner: the
 * browser starts the banner list and the artwork at once, beside the app's
 * JavaScript, instead of after it. The banner is the one the viewer will see
 * first (visibility 0 for visitors, 1 when a session cookie is present).
 */
export async function lobbyPreloadLinks(db: Db, signedIn: boolean): Promise<string> {
  const visibility = signedIn ? 1 : 0;
  const [first] = (await listBanners(db, 'lobbySlider'))
    .filter((banner) => banner.visibility === visibility)
    .sort((a, b) => a.sortOrder - b.sortOrder || a.bannerId - b.bannerId);
  const links = [
    '<link rel="preload" as="fetch" href="/api/v1/details/banners?pageName=lobbySlider" crossorigin="use-credentials">',
  ];
  if (first) {
    const mobile = first.mobileImageUrl ?? first.desktopImageUrl;
    links.push(
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(mobile)}" media="${MOBILE_MEDIA}">`,
      `<link rel="preload" as="image" fetchpriority="high" href="${escapeAttribute(first.desktopImageUrl)}" media="${DESKTOP_MEDIA}">`,
    );
  }
  return links.join('');
}
