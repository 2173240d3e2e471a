import { createHash } from 'node:crypto';
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import type { BrowserContext, Page } from 'playwright-core';

/**
 * axe-core in every journey (decision 049): each screen a journey's page shows, a page after a
 * navigation and each set of open dialogs, is checked once per journey file against WCAG 2.2 AA,
 * and a serious or critical violation fails the journey (journey.ts). In a full run a screen is
 * checked once per run (the first file to show it), alone once per file. The checks run beside the
 * journey, not in its steps: a navigation or a dialog opening schedules one, which waits for the
 * screen to settle, skips a screen already checked and runs axe. A context's close waits for its
 * checks, so the last screen of a test is checked too.
 */

type AxeResults = Awaited<ReturnType<AxeBuilder['analyze']>>;
type Result = AxeResults['violations'][number];

/** WCAG 2.0, 2.1 and 2.2 success criteria at levels A and AA (axe-core's tags). */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'] as const;

/** The impacts that fail a journey; moderate and minor ones are not reported. */
const FAILING_IMPACTS: ReadonlySet<string> = new Set(['serious', 'critical']);

/** A screen is settled when its DOM has not changed for this long, or after MAX_SETTLE_MS. */
const QUIET_MS = 400;
const MAX_SETTLE_MS = 3_000;
/** A check taking longer than this is a failure (axe waits for frames that never answer). */
const CHECK_TIMEOUT_MS = 60_000;

/** Screens checked in this journey file: layout, path with ids as :id, open dialogs' titles. */
const checkedScreens = new Set<string>();

/**
 * The run's claims (run.ts sets the folder): a screen is checked once in the whole run, by the
 * first file of any worker to show it, not once per file (the checks were a fifth of the
 * journeys' time). A file run alone, without the folder, checks each screen it shows.
 */
const RUN_CLAIMS = process.env.E2E_A11Y_CLAIMS;
const claimPath = (name: string): string =>
  path.join(RUN_CLAIMS ?? '', createHash('sha256').update(name).digest('hex').slice(0, 32));

/** Claims the screen for this file: false when this file or another of the run checked it. */
function claimScreen(name: string): boolean {
  if (checkedScreens.has(name)) return false;
  if (RUN_CLAIMS) {
    try {
      mkdirSync(claimPath(name)); // atomic: one file of the run gets it
    } catch {
      return false;
    }
  }
  checkedScreens.add(name);
  return true;
}

/** Gives a claim back when the check could not finish (the screen went away): checked again later. */
function releaseScreen(name: string): void {
  checkedScreens.delete(name);
  if (RUN_CLAIMS) rmSync(claimPath(name), { recursive: true, force: true });
}
const violations: string[] = [];
const pending = new Map<BrowserContext, Set<Promise<void>>>();
const totals = { screens: 0, ms: 0 };

/** The violations found so far, emptied by the call (journey.ts fails a journey that saw any). */
export function takeAccessibilityViolations(): string[] {
  return violations.splice(0);
}

/** How many screens axe checked in this file and the time it took (printed after the file). */
export const accessibilityTotals = (): Readonly<typeof totals> => ({ ...totals });

/** Waits for the checks under way in `context` (every context when none is given). */
export async function settleAccessibilityChecks(context?: BrowserContext): Promise<void> {
  const sets = context ? [pending.get(context)] : [...pending.values()];
  for (;;) {
    const running = sets.flatMap((set) => (set ? [...set] : []));
    if (running.length === 0) return;
    await Promise.all(running);
  }
}

/**
 * Checks each screen the pages of `context` show from now on. `layout` names the viewport
 * ('phone' or 'desktop'): a phone lays a screen out differently, so it is a screen of its own.
 */
export async function watchAccessibility(context: BrowserContext, layout: string): Promise<void> {
  const checks = new Set<Promise<void>>();
  pending.set(context, checks);
  const schedulers = new WeakMap<Page, () => void>();
  const watchPage = (page: Page): void => {
    let running: Promise<void> | undefined;
    let again = false;
    const schedule = (): void => {
      if (running) {
        again = true;
        return;
      }
      const run = (async () => {
        do {
          again = false;
          await checkScreen(page, layout);
        } while (again && !page.isClosed());
      })()
        .catch((error: unknown) => {
          violations.push(`axe could not check ${page.url()}: ${String(error)}`);
        })
        .finally(() => {
          checks.delete(run);
          running = undefined;
        });
      running = run;
      checks.add(run);
    };
    schedulers.set(page, schedule);
    page.on('framenavigated', (frame) => {
      if (frame === page.mainFrame() && /^https?:/.test(frame.url())) schedule();
    });
  };
  for (const page of context.pages()) watchPage(page);
  context.on('page', watchPage);
  await context.exposeBinding('__a11yDialogsChanged', ({ page }) => schedulers.get(page)?.());
  await context.addInitScript(DIALOG_WATCH);
  const close = context.close.bind(context);
  context.close = async (options) => {
    await settleAccessibilityChecks(context);
    pending.delete(context);
    return close(options);
  };
}

/** Tells the test when the set of open dialogs changes (opened, closed or removed). */
const DIALOG_WATCH = `(() => {
  if (window.top !== window) return;
  let last = '';
  new MutationObserver(() => {
    const open = [...document.querySelectorAll('dialog[open]')].map((d) => d.getAttribute('aria-labelledby') || d.id).join('|');
    if (open === last) return;
    last = open;
    window.__a11yDialogsChanged?.();
  }).observe(document, { subtree: true, childList: true, attributes: true, attributeFilter: ['open'] });
})();`;

interface Screen {
  readonly path: string;
  readonly dialogs: readonly string[];
}

/**
 * Waits until the page's DOM is quiet and answers its path and open dialogs (a Screen). Runs in
 * the page; a string, because tsx wraps a function's inner functions in a helper the page lacks.
 */
const SETTLE = `new Promise((resolve) => {
  const titleOf = (dialog) => {
    const id = dialog.getAttribute('aria-labelledby');
    const label = id ? document.getElementById(id) : null;
    return ((label && label.textContent) || dialog.getAttribute('aria-label') || '').trim();
  };
  let quiet;
  let cap;
  const observer = new MutationObserver(() => {
    clearTimeout(quiet);
    quiet = setTimeout(done, ${QUIET_MS});
  });
  function done() {
    observer.disconnect();
    clearTimeout(quiet);
    clearTimeout(cap);
    const dialogs = [...document.querySelectorAll('dialog[open]')].map(titleOf).sort();
    resolve({ path: location.pathname, dialogs });
  }
  quiet = setTimeout(done, ${QUIET_MS});
  cap = setTimeout(done, ${MAX_SETTLE_MS});
  observer.observe(document, { subtree: true, childList: true, attributes: true, characterData: true });
})`;

const AXE_PRESENT = `typeof window.axe === 'object' && typeof window.axe.run === 'function'`;

/** A path's numeric and id-like segments read as ':id', so /admin/players/7 and /8 are one screen. */
const screenPath = (path: string): string =>
  path.replace(/\/(?:\d+|[0-9a-f]{8}-[0-9a-f-]{27,}|[0-9a-f]{16,})(?=\/|$)/gi, '/:id');

/** Errors of a screen that went away while axe read it: it is checked when it comes back. */
const GONE =
  /context was destroyed|Target .*closed|detached|navigat|No elements found|axe is not defined|reading 'run(?:Partial)?'/i;

async function checkScreen(page: Page, layout: string): Promise<void> {
  if (page.isClosed()) return;
  let screen: Screen;
  try {
    await page.waitForLoadState('load', { timeout: MAX_SETTLE_MS * 3 });
    screen = (await page.evaluate(SETTLE)) as Screen;
  } catch {
    return; // Closed or navigated away: a navigation schedules the next check.
  }
  const name = [
    `${layout} ${screenPath(screen.path)}`,
    ...screen.dialogs.map((d) => `dialog '${d}'`),
  ].join(' + ');
  if (!claimScreen(name)) return;
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    const results = await Promise.race([
      analyze(page, screen),
      new Promise<never>((_, reject) => {
        timer = setTimeout(
          () => reject(new Error(`axe did not finish within ${CHECK_TIMEOUT_MS / 1000} s`)),
          CHECK_TIMEOUT_MS,
        );
      }),
    ]);
    for (const violation of results.violations)
      if (FAILING_IMPACTS.has(violation.impact ?? '')) violations.push(describe(violation, name));
  } catch (error) {
    releaseScreen(name);
    if (page.isClosed() || GONE.test(String(error))) return;
    violations.push(`axe could not check ${name}: ${String(error)}`);
    return;
  } finally {
    clearTimeout(timer);
  }
  totals.screens += 1;
  totals.ms += performance.now() - started;
}

/** Runs axe on the screen: the open dialogs when there are any, else the whole page. */
async function analyze(page: Page, screen: Screen): Promise<AxeResults> {
  // axe stays in a document between checks: a page without frames that has it is not given it
  // again (half of a check's time on a busy machine).
  const injected = page.frames().length === 1 && (await page.evaluate(AXE_PRESENT)) === true;
  const builder = new AxeBuilder({ page, axeSource: injected ? 'void 0' : undefined })
    .options({ resultTypes: ['violations'], pingWaitTime: 500 })
    .withTags([...WCAG_TAGS])
    // axe.run in the page (same-origin frames only): the default mode finishes each run in a
    // new page of the context, which a journey waiting for a popup would take for its own.
    .setLegacyMode();
  // The page behind a modal dialog is inert and is checked without it.
  if (screen.dialogs.length > 0) builder.include('dialog[open]');
  return builder.analyze();
}

/** A violation as the failure prints it: impact, rule, screen, help URL, each element's selector. */
function describe(violation: Result, screen: string): string {
  const nodes = violation.nodes.map((node) => {
    const summary = (node.failureSummary ?? '').split('\n').slice(1).join(' ').trim();
    return `      ${JSON.stringify(node.target)}${summary ? `: ${summary}` : ''}`;
  });
  return [
    `${violation.impact} ${violation.id} on ${screen}: ${violation.help}`,
    `    ${violation.helpUrl}`,
    ...nodes,
  ].join('\n');
}
