import type { BrowserContext } from 'playwright-core';

/** The seeded demo player (apps/server users seed, README). */
export const DEMO_PLAYER = {
  email: 'demo@goldensweeps.test',
  password: 'Player!Demo2026',
} as const;

/**
 * Marks the browser as signed in the way the web app records it (localStorage
 * keys `username` and `isAuthenticated`) before any page script runs. Without
 * a session cookie the app's first private call answers 401 and signs the
 * browser out again, so journeys showing signed-in pages use
 * `signInAsDemoPlayer`.
 */
export async function markSignedIn(
  context: BrowserContext,
  username = 'lucky_player',
): Promise<void> {
  await context.addInitScript({
    content: `localStorage.setItem('username', ${JSON.stringify(username)}); localStorage.setItem('isAuthenticated', 'true');`,
  });
}

/**
 * Logs a player in through the API (the session cookie lands in the
 * context's cookie jar) and marks the app signed in, as the login dialog
 * would. Returns the username.
 */
export async function signInThroughApi(
  context: BrowserContext,
  baseUrl: string,
  credentials: { readonly email: string; readonly password: string },
): Promise<string> {
  const response = await context.request.post(`${baseUrl}/api/v1/user/login`, {
    data: {
      email: credentials.email,
      password: Buffer.from(credentials.password, 'utf8').toString('base64'),
      isTermsAccepted: true,
      stateRestrictionAccept: true,
    },
  });
  if (!response.ok()) {
    throw new Error(`login failed: ${response.status()} ${await response.text()}`);
  }
  const body = (await response.json()) as { data: { user: { username: string } } };
  await markSignedIn(context, body.data.user.username);
  return body.data.user.username;
}

/**
 * Logs the demo player in through the API and marks the app signed in.
 * Returns the username. Its first page shows the startup dialogs
 * (DEMO_STARTUP_DIALOGS in dialogs.ts).
 */
export function signInAsDemoPlayer(context: BrowserContext, baseUrl: string): Promise<string> {
  return signInThroughApi(context, baseUrl, DEMO_PLAYER);
}
