import type { ManifestOptions } from 'vite-plugin-pwa';

/** The site's colours (src/app/theme.css): the page background and the gold accent. */
export const PWA_COLORS = {
  background: '#120e24',
  accent: '#f5c542',
  text: '#f6f3ff',
  muted: '#aaa3cc',
} as const;

/** Brand names as src/lib/site.ts reads them (VITE_SITE_NAME, VITE_SITE_SHORT_NAME). */
export interface PwaBrand {
  readonly name: string;
  readonly shortName: string;
}

export function pwaBrand(env: Record<string, string | undefined>): PwaBrand {
  return {
    name: env.VITE_SITE_NAME ?? 'Golden Sweeps',
    shortName: env.VITE_SITE_SHORT_NAME ?? 'Golden Sweeps',
  };
}

/** The icons build/pwa-icons.ts draws into public/icons/. */
export const PWA_ICONS: ManifestOptions['icons'] = [
  { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
];

/** The web app manifest (decision 043): the lobby, standalone, in the site's colours. */
export function webManifest(brand: PwaBrand): Partial<ManifestOptions> {
  return {
    id: '/',
    name: brand.name,
    short_name: brand.shortName,
    description:
      'Free-to-play social casino for adults 18+. No purchase necessary. Void where prohibited.',
    lang: 'en',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    background_color: PWA_COLORS.background,
    theme_color: PWA_COLORS.background,
    categories: ['games', 'entertainment'],
    icons: PWA_ICONS,
  };
}
