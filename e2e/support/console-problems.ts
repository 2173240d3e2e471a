import type { Page } from 'playwright-core';

/** A console message, or an uncaught page error, that a clean page load must not produce. */
export interface ConsoleProblem {
  readonly type: string;
  readonly text: string;
  readonly url: string;
}

/**
 * Records every console warning and error of `page`, and every uncaught exception, from now on
 * (header warnings such as an unknown Permissions-Policy feature arrive as console warnings).
 * Answers the live list.
 */
export function recordConsoleProblems(page: Page): ConsoleProblem[] {
  const problems: ConsoleProblem[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') {
      problems.push({ type: message.type(), text: message.text(), url: page.url() });
    }
  });
  page.on('pageerror', (error) => {
    problems.push({ type: 'pageerror', text: error.message, url: page.url() });
  });
  return problems;
}
