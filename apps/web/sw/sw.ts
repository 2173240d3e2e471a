/**
 * The player app's service worker (decision 043), built by vite-plugin-pwa (injectManifest) into
 * dist/sw.js. It keeps the build's static files (the precache list vite.config.ts chooses: the
 * app's scripts, styles, the text font, the icons and the offline page) and answers from them; it
 * sends the app's page navigations to the network and shows the offline page when there is no
 * network. Everything else (the API, the socket, the sandbox, the back office, uploads, images)
 * it leaves to the browser: no answer of those is ever stored by it.
 *
 * A new build's worker takes over at once (skipWaiting, clientsClaim) and drops the files the
 * old build listed; open pages keep running and load the new build on their next navigation.
 */
import { clientsClaim } from 'workbox-core';
import { cleanupOutdatedCaches, matchPrecache, precacheAndRoute } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { NetworkOnly } from 'workbox-strategies';
import { isAppNavigation, OFFLINE_PAGE } from '../src/lib/pwa-scope';

declare let self: ServiceWorkerGlobalScope & {
  __WB_MANIFEST: Parameters<typeof precacheAndRoute>[0];
};

void self.skipWaiting();
clientsClaim();
cleanupOutdatedCaches();
precacheAndRoute(self.__WB_MANIFEST);

const network = new NetworkOnly();

registerRoute(
  ({ request, url }) =>
    request.mode === 'navigate' &&
    request.destination === 'document' &&
    isAppNavigation(url, self.location.origin),
  async (options) => {
    try {
      return await network.handle(options);
    } catch {
      // No network (not an error answer: a 404 or 500 page comes from the server as it is).
      return (await matchPrecache(OFFLINE_PAGE)) ?? Response.error();
    }
  },
);
