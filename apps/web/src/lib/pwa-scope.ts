/**
 * What the service worker (apps/web/sw/sw.ts, decision 043) may answer. It answers the
 * player app's page navigations (from the network; the offline page when there is none) and the
 * build's precached files, and nothing else: the paths below reach the network as if there were
 * no worker, and their answers are never stored.
 */

/**
 * Server paths outside the app: the API and the socket (balances, history, everything personal),
 * the sandbox providers' pages, the back office (not part of the PWA), uploaded files (avatars,
 * identity documents) and the development mailbox.
 */
export const OUTSIDE_APP = ['/api', '/socket.io', '/sandbox', '/admin', '/uploads', '/dev'];

/** The page a navigation gets when the network is gone (emitted by build/offline-page.ts). */
export const OFFLINE_PAGE = '/offline.html';

/** `prefix` itself or a path below it, in any letter case (the worker errs on leaving a path alone). */
const isUnder = (pathname: string, prefix: string): boolean =>
  pathname === prefix || pathname.startsWith(`${prefix}/`);

/** Whether a page navigation to `url` belongs to the player app (and may fall back offline). */
export function isAppNavigation(url: URL, origin: string): boolean {
  if (url.origin !== origin) return false;
  return !OUTSIDE_APP.some((prefix) => isUnder(url.pathname.toLowerCase(), prefix));
}
