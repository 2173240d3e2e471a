import { existsSync } from 'node:fs';

/** The browser the journeys drive: Debian's Chromium unless CHROMIUM_PATH names another. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/** The flags every Chromium of the project's tests and benchmarks starts with. */
export const REQUIRED_CHROMIUM_FLAGS: readonly string[] = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--no-first-run',
  '--disable-sync',
];

/**
 * What to tell a developer whose machine has no Chromium at `chromiumPath`,
 * or undefined when the file is there. The journeys never download a browser.
 */
export function missingChromiumMessage(
  chromiumPath: string,
  exists: (file: string) => boolean = existsSync,
): string | undefined {
  if (exists(chromiumPath)) return undefined;
  return [
    `e2e: no Chromium at ${chromiumPath}.`,
    "The browser journeys run in Debian's Chromium. Install it (as root) with:",
    '',
    '    apt-get install -y chromium',
    '',
    'or set CHROMIUM_PATH to another Chromium or Chrome binary.',
  ].join('\n');
}

/** Stops the process with the instruction when Chromium is missing (before any build or server). */
export function exitUnlessChromium(chromiumPath: string = CHROMIUM_PATH): void {
  const message = missingChromiumMessage(chromiumPath);
  if (message === undefined) return;
  console.error(message);
  process.exit(1);
}
