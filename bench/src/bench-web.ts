/**
 * Web benchmark (issue 5): the lobby's initial JavaScript (gzipped) and Lighthouse (mobile,
 * Debian's Chromium) LCP, TBT and CLS of the lobby served by the real server: the median of
 * BENCH_LIGHTHOUSE_RUNS runs (default 3), as Lighthouse advises for its run-to-run variance, with
 * every run's figures beside it. Prints one JSON line. Needs a built web app (`npm run build`).
 */
import { writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Result } from 'lighthouse';
import { REQUIRED_CHROMIUM_FLAGS } from '../../e2e/support/chromium';
import { initialJsGzipKb } from './initial-js';
import { startServer } from './server-process';

const RUNS = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3);

function figures(lhr: Result) {
  const value = (id: string) => lhr.audits[id]?.numericValue ?? null;
  return {
    performanceScore: lhr.categories.performance?.score ?? null,
    lcpMs: value('largest-contentful-paint'),
    tbtMs: value('total-blocking-time'),
    cls: value('cumulative-layout-shift'),
  };
}

const server = await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: '/usr/bin/chromium',
  chromeFlags: [...REQUIRED_CHROMIUM_FLAGS],
});
try {
  const runs: Result[] = [];
  for (let i = 0; i < RUNS; i += 1) {
    const result = await lighthouse(`${server.baseUrl}/`, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: ['performance'],
    });
    if (result) runs.push(result.lhr);
  }
  // The run Lighthouse's own median picks (closest to the median FCP and time to interactive).
  const median = computeMedianRun(runs);
  // BENCH_LIGHTHOUSE_REPORT=/tmp/lhr.json keeps that whole report, to see what the figures are made of.
  const reportPath = process.env.BENCH_LIGHTHOUSE_REPORT;
  if (reportPath) writeFileSync(reportPath, JSON.stringify(median));
  console.log(
    JSON.stringify({
      bench: 'web',
      initialJsGzipKb: initialJsGzipKb(),
      lighthouse: { formFactor: 'mobile', runs: runs.length, ...figures(median) },
      lighthouseRuns: runs.map(figures),
    }),
  );
} finally {
  await chrome.kill();
  await server.stop();
}
