/**
 * Web benchmark (issue 5): the lobby's initial JavaScript (gzipped) and Lighthouse (mobile,
 * Debian's Chromium) LCP, TBT and CLS of the lobby served by the real server. Prints one JSON line.
 * Needs a built web app (`npm run build`).
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { startServer } from './server-process';

const dist = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../apps/web/dist');

/** Scripts the lobby page loads before any interaction: the entry and its module preloads. */
function initialJsGzipBytes() {
  const html = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const sources = [
    ...html.matchAll(/<(?:script[^>]+src|link[^>]+rel="modulepreload"[^>]+href)="([^"]+\.js)"/g),
  ].map((m) => m[1]!);
  return sources.reduce((sum, src) => sum + gzipSync(readFileSync(path.join(dist, src))).length, 0);
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-background-networking',
    '--disable-component-update',
    '--no-first-run',
    '--disable-sync',
  ],
});
try {
  const result = await lighthouse(`${server.baseUrl}/`, {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance'],
  });
  // BENCH_LIGHTHOUSE_REPORT=/tmp/lhr.json keeps the whole report, to see what the figures are made of.
  const reportPath = process.env.BENCH_LIGHTHOUSE_REPORT;
  if (reportPath && result) writeFileSync(reportPath, JSON.stringify(result.lhr));
  const audits = result?.lhr.audits ?? {};
  const value = (id: string) => audits[id]?.numericValue ?? null;
  console.log(
    JSON.stringify({
      bench: 'web',
      initialJsGzipKb: Number((initialJsGzipBytes() / 1024).toFixed(1)),
      lighthouse: {
        formFactor: 'mobile',
        performanceScore: result?.lhr.categories.performance?.score ?? null,
        lcpMs: value('largest-contentful-paint'),
        tbtMs: value('total-blocking-time'),
        cls: value('cumulative-layout-shift'),
      },
    }),
  );
} finally {
  await chrome.kill();
  await server.stop();
}
