import type { BrowserContext } from 'playwright-core';

/**
 * Marks the browser as signed in the way the web app records it (localStorage
 * keys `username` and `isAuthenticated`) before any page script runs. The
 * shell's guards read only these; journeys that call signed-in APIs must log
 * in through the API instead.
 */
export async function markSignedIn(
  context: BrowserContext,
  username = 'lucky_player',
): Promise<void> {
  await context.addInitScript({
    content: `localStorage.setItem('username', ${JSON.stringify(username)}); localStorage.setItem('isAuthenticated', 'true');`,
  });
}
