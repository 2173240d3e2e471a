import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, takeCspViolations } from '../support/browser';
import { recordConsoleProblems } from '../support/console-problems';
import { useJourneyEnvironment } from '../support/journey';

describe('security headers journey', () => {
  const env = useJourneyEnvironment();

  it(
    'a clean load of the lobby and of the back office sign-in logs no console warning or error',
    { timeout: 60_000 },
    async () => {
      const { server, browser } = env;
      // The product as a player loads it, service worker included.
      const { context, page } = await openPage(browser, server.baseUrl, {
        serviceWorkers: 'allow',
      });
      try {
        const problems = recordConsoleProblems(page);
        const response = await page.goto('/');
        // The header is the one the browser read (issue 24: it warned of an unknown feature).
        assert.doesNotMatch(response?.headers()['permissions-policy'] ?? '', /bluetooth/);
        await page.getByRole('searchbox', { name: 'Search games' }).waitFor();
        await page.waitForLoadState('networkidle');
        assert.deepEqual(problems, [], 'the lobby logs nothing');

        // The sign-in page itself (/admin first asks who is signed in; a visitor's 401 is logged
        // by the browser as any 4xx is).
        await page.goto('/admin/sign-in');
        await page.getByRole('heading', { name: 'Back office sign-in' }).waitFor();
        await page.waitForLoadState('networkidle');
        assert.deepEqual(problems, [], 'the back office sign-in logs nothing');
      } finally {
        await context.close();
      }
    },
  );

  it(
    'the lobby loads under a CSP that the browser enforces: an injected inline script does not run',
    { timeout: 60_000 },
    async () => {
      const { server, browser } = env;
      const { context, page } = await openPage(browser, server.baseUrl);
      try {
        const response = await page.goto('/');
        const headers = response?.headers() ?? {};
        assert.match(headers['content-security-policy'] ?? '', /script-src 'self'/);
        assert.equal(headers['x-frame-options'], 'DENY');
        assert.equal(headers['x-content-type-options'], 'nosniff');
        await page.getByRole('searchbox', { name: 'Search games' }).waitFor();
        assert.deepEqual(takeCspViolations(), [], 'the lobby itself breaks no rule');

        // What an injected <script> would do (an XSS): the policy stops it, and says so.
        await page.evaluate(`{
          const script = document.createElement('script');
          script.textContent = 'window.__injected = true';
          document.body.append(script);
        }`);
        assert.equal(await page.evaluate('window.__injected === true'), false);
        await page.waitForTimeout(200);
        const violations = takeCspViolations();
        assert.equal(violations.length, 1, 'the blocked inline script is reported');
        assert.match(violations[0] ?? '', /script-src/);

        // Another site cannot frame the cashier.
        const framed = await context.newPage();
        await framed.setContent(`<iframe id="f" src="${server.baseUrl}/store"></iframe>`);
        await framed.waitForTimeout(500);
        const frame = framed.frames().find((f) => f.url().startsWith(server.baseUrl));
        const framedText = frame
          ? await frame.evaluate<string>("document.body?.innerText ?? ''").catch(() => '')
          : '';
        assert.equal(framedText, '', 'the framed store shows nothing');
        takeCspViolations();
      } finally {
        await context.close();
      }
    },
  );
});
