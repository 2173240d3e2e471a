import { mkdirSync } from 'node:fs';
import path from 'node:path';
import {
  chromium,
  type Browser,
  type BrowserContext,
  type BrowserServer,
  type Page,
} from 'playwright-core';
import { watchAccessibility } from './accessibility';
import { CHROMIUM_PATH, REQUIRED_CHROMIUM_FLAGS } from './chromium';
import { ARTIFACTS_DIR } from './paths';
import { RECORD_TOASTS } from './toasts';

export const VIEWPORTS = {
  desktop: { width: 1280, height: 800 },
  mobile: { width: 375, height: 812 },
  /** The laptop and phone of the issue-12 walkthrough. */
  laptop: { width: 1366, height: 800 },
  phone: { width: 390, height: 844 },
} as const;

/**
 * How long one step may wait for what the player should see. Generous: a check machine under load
 * has run the journeys at less than half this machine's speed, and a passing step never waits it out.
 */
export const STEP_TIMEOUT_MS = 30_000;

/** SPEC §9 theme breakpoints (min-widths), plus the widths just below sm and a wide screen. */
export const BREAKPOINT_WIDTHS = [
  360, 400, 500, 766, 767, 991, 1024, 1250, 1366, 1500, 1604, 1760, 1920,
] as const;

/** Below SPEC's sm breakpoint (767 px) the app lays out for phones. */
export const isPhoneWidth = (width: number): boolean => width < 767;

const CHROMIUM_ARGS = [
  ...REQUIRED_CHROMIUM_FLAGS,
  // With no GPU the compositor draws in software either way; without GPU compositing it skips
  // the GPU process's share of it: the journeys' CPU 52 -> 47 CPU-s on two files (decision 040).
  '--disable-gpu-compositing',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/**
 * One Chromium for every journey file of a worker (run.ts): starting and stopping one per file
 * cost the two cores about a second and a half each, 42 times a run (decision 040). The files
 * connect to it; each file's contexts are its own and close when the file disconnects.
 */
export function launchBrowserServer(): Promise<BrowserServer> {
  return chromium.launchServer({ executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS });
}

/** The environment variable run.ts gives each journey file: the address of its worker's Chromium. */
export const BROWSER_ENDPOINT_ENV = 'E2E_BROWSER_WS';

/** The worker's Chromium when run.ts started one, otherwise one of this file's own. */
export function openBrowser(): Promise<Browser> {
  const endpoint = process.env[BROWSER_ENDPOINT_ENV];
  return endpoint ? chromium.connect(endpoint) : launchBrowser();
}

/** Every Content-Security-Policy violation a page of the journeys reported in its console. */
const cspViolations: string[] = [];

/** The CSP violations seen so far, emptied by the call (journey.ts fails a journey that saw any). */
export function takeCspViolations(): string[] {
  return cspViolations.splice(0);
}

export interface PageOptions {
  readonly viewport?: { width: number; height: number };
  readonly isMobile?: boolean;
  /**
   * Sent with every request of the context: an `X-Forwarded-For` makes two contexts two people
   * to the server (it trusts the header: TRUST_PROXY in server.ts).
   */
  readonly extraHTTPHeaders?: Record<string, string>;
  /**
   * The app's service worker precaches the whole build (some 180 files) in every new context,
   * about a tenth of the journeys' CPU on two cores: only the journeys about it let it install;
   * the others run as a first visit does before it has (decision 040).
   */
  readonly serviceWorkers?: 'allow' | 'block';
}

/** A fresh context (empty storage) and page pointed at the app, checked by axe as it goes. */
export async function openPage(
  browser: Browser,
  baseUrl: string,
  {
    viewport = VIEWPORTS.desktop,
    isMobile = false,
    extraHTTPHeaders,
    serviceWorkers = 'block',
  }: PageOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: baseUrl,
    viewport,
    isMobile,
    hasTouch: isMobile,
    serviceWorkers,
    // One device pixel per CSS pixel on phones too: the same layout, a quarter of the pixels to
    // draw on CI's two cores.
    deviceScaleFactor: 1,
    reducedMotion: 'reduce',
    extraHTTPHeaders,
  });
  context.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      cspViolations.push(`${message.page()?.url() ?? '?'}: ${message.text()}`);
  });
  await context.addInitScript(RECORD_TOASTS);
  // Every screen the page shows is checked by axe (accessibility.ts, decision 049).
  await watchAccessibility(context, isPhoneWidth(viewport.width) ? 'phone' : 'desktop');
  const page = await context.newPage();
  page.setDefaultTimeout(STEP_TIMEOUT_MS);
  return { context, page };
}

/** Saves a screenshot (full page unless told) under e2e/artifacts/ (ignored by git). */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true } = {},
): Promise<string> {
  const file = path.join(ARTIFACTS_DIR, `${name}.png`);
  // CI takes none (E2E_SCREENSHOTS=0): nobody looks at them there, and they cost its two cores.
  if (process.env.E2E_SCREENSHOTS === '0') return file;
  mkdirSync(ARTIFACTS_DIR, { recursive: true });
  await page.screenshot({ path: file, fullPage });
  return file;
}

/** Pathname of the page's current URL. */
export const pathnameOf = (page: Page): string => new URL(page.url()).pathname;
