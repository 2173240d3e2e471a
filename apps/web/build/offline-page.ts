import path from 'node:path';
import type { Plugin } from 'vite';
import { PWA_COLORS, type PwaBrand } from './pwa-manifest';

/** The brand mark of public/favicon.svg, drawn inline so the page needs no other file for it. */
const MARK = `<svg class="mark" viewBox="0 0 64 64" aria-hidden="true"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#ffe08a"/><stop offset=".55" stop-color="#f5c542"/><stop offset="1" stop-color="#c8901a"/></linearGradient></defs><circle cx="32" cy="32" r="30" fill="#1c1637" stroke="url(#g)" stroke-width="4"/><path d="M16 42h32l3-20-10 8-9-13-9 13-10-8z" fill="url(#g)"/></svg>`;

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** The offline page's HTML; `fontFile` is the build's Mulish file (precached with it), if any. */
export function offlinePageHtml(brand: PwaBrand, fontFile?: string): string {
  const name = escapeHtml(brand.name);
  const fontFace = fontFile
    ? `@font-face{font-family:'Mulish Variable';font-style:normal;font-display:swap;font-weight:200 1000;src:url(/${fontFile}) format('woff2')}`
    : '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1, viewport-fit=cover">
<meta name="theme-color" content="${PWA_COLORS.background}">
<meta name="robots" content="noindex">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<title>You're offline — ${name}</title>
<style>
${fontFace}
*{box-sizing:border-box}
html{color-scheme:dark}
body{margin:0;min-height:100vh;display:grid;place-items:center;padding:24px;font-family:'Mulish Variable',system-ui,-apple-system,'Segoe UI',Roboto,sans-serif;color:${PWA_COLORS.text};background:${PWA_COLORS.background} radial-gradient(120% 80% at 50% 0%,#2a1f55 0%,${PWA_COLORS.background} 60%,#0b0818 100%) fixed}
main{max-width:440px;text-align:center}
.mark{width:88px;height:88px;margin-bottom:8px}
.brand{margin:0 0 28px;font-size:14px;font-weight:800;letter-spacing:.12em;text-transform:uppercase;color:${PWA_COLORS.accent}}
h1{margin:0 0 12px;font-size:30px;font-weight:900;line-height:1.2}
p{margin:0 0 12px;font-size:16px;line-height:1.55;color:${PWA_COLORS.muted}}
.retry{display:inline-block;margin-top:20px;padding:14px 36px;border-radius:999px;font-weight:800;font-size:16px;text-decoration:none;color:#1e1503;background:linear-gradient(135deg,#ffe8a3 0%,#f5c542 42%,#d39611 100%)}
.retry:focus-visible{outline:2px solid ${PWA_COLORS.accent};outline-offset:3px}
</style>
</head>
<body>
<main>
${MARK}
<p class="brand">${name}</p>
<h1>You're offline</h1>
<p>${name} needs an internet connection. Your coins, games and purchases live on our servers, so nothing can be played or bought while you are offline.</p>
<p>Check your connection and try again. This page reloads by itself once you are back online.</p>
<a class="retry" href="">Try again</a>
</main>
<script src="/offline.js"></script>
</body>
</html>
`;
}

/**
 * The offline page stands at the address the player asked for: once the server answers again
 * (asked when the browser says it is online, and every 5 s: the event alone can come before the
 * network works, or never, when it was the server that was gone), the page loads that address.
 * A HEAD request is not the worker's (it answers GETs), so it goes to the network.
 */
const OFFLINE_SCRIPT = `const check = () =>
  fetch(location.href, { method: 'HEAD', cache: 'no-store' }).then(
    () => location.reload(),
    () => undefined,
  );
addEventListener('online', check);
setInterval(check, 5000);
`;

/**
 * Emits offline.html and offline.js (decision 043): what the service worker shows for a page
 * navigation while the network is gone. The page uses the build's Mulish file, found by
 * `fontFilePrefix` (Vite adds a hash to its name), so it looks like the site.
 */
export function offlinePage(brand: PwaBrand, fontFilePrefix: string): Plugin {
  return {
    name: 'golden-sweeps:offline-page',
    apply: 'build',
    enforce: 'post',
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const font = Object.values(bundle).find(
          (file) =>
            file.type === 'asset' &&
            path.basename(file.fileName).startsWith(fontFilePrefix) &&
            file.fileName.endsWith('.woff2'),
        );
        if (!font)
          this.warn(
            `the build has no ${fontFilePrefix}*.woff2; the offline page uses system fonts`,
          );
        this.emitFile({
          type: 'asset',
          fileName: 'offline.html',
          source: offlinePageHtml(brand, font?.fileName),
        });
        this.emitFile({ type: 'asset', fileName: 'offline.js', source: OFFLINE_SCRIPT });
      },
    },
  };
}
