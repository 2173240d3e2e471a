import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { openPage, takeCspViolations } from '../support/browser';
import { useJourneyEnvironment } from '../support/journey';

describe('security headers journey', () => {
  const env = useJourneyEnvironment();

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
