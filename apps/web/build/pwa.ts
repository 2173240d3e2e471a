import type { PluginOption } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { offlinePage } from './offline-page';
import { webManifest, type PwaBrand } from './pwa-manifest';

/**
 * What the service worker keeps (decision 043): the build's scripts and styles (fingerprinted,
 * so each is fetched once per build), the text font, the brand icons and the offline page. Not
 * index.html (the server writes the lobby's first-paint data into it, so pages come from the
 * network), not the game art and videos (large, and seen only by who opens them), and nothing
 * the server answers at run time.
 */
const PRECACHE = [
  'assets/**/*.{js,css}',
  'assets/mulish-latin-wght-normal-*.woff2',
  'offline.{html,js}',
  'favicon.svg',
  'icons/*.png',
];

/**
 * The installable app: the web app manifest (linked from index.html), the offline page and the
 * service worker sw/sw.ts with the precache list. The app registers the worker itself, after
 * the page has loaded (src/lib/service-worker.ts).
 */
export function pwa(brand: PwaBrand, fontFilePrefix: string): PluginOption[] {
  return [
    offlinePage(brand, fontFilePrefix),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: 'sw',
      filename: 'sw.ts',
      injectRegister: false,
      manifest: webManifest(brand),
      // The icons are in PRECACHE already.
      includeManifestIcons: false,
      injectManifest: {
        globPatterns: PRECACHE,
        // Fingerprinted names need no revision in the list.
        dontCacheBustURLsMatching: /^assets\//,
        rollupFormat: 'iife',
        sourcemap: false,
      },
    }),
  ];
}
