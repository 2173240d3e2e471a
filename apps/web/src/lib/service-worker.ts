import { whenIdle } from './idle';

/**
 * Registers the service worker the build writes (/sw.js, decision 043) once the page has loaded
 * and the browser is idle, so neither it nor its precache downloads compete with what the first
 * screen needs. Only in a build (the dev server has no worker) and where the browser has service
 * workers; a browser that refuses (a policy, a private window) runs the site as before. Called
 * while the entry module runs, which is always before the load event.
 */
export function registerServiceWorker(): void {
  if (import.meta.env.PROD && 'serviceWorker' in navigator)
    addEventListener('load', () =>
      whenIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined)),
    );
}
