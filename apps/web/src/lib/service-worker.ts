import { whenIdle } from './idle';

/**
 * Registers the service worker the build writes (/sw.js, decision 043) once the page has loaded
 * and the browser is idle, so neither it nor its precache downloads compete with what the first
 * screen needs. Only in a build (the dev server has no worker) and where the browser has service
 * workers; a browser that refuses (a policy, a private window) runs the site as before. Called
 * while the entry module runs: before the load event, or after it on a visitor's lobby (boot.ts).
 */
export function registerServiceWorker(): void {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const register = () =>
    whenIdle(() => void navigator.serviceWorker.register('/sw.js').catch(() => undefined));
  // A visitor's lobby runs this module after its first paint (boot.ts), often after the load event.
  if (document.readyState === 'complete') register();
  else addEventListener('load', register, { once: true });
}
