import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { Locator, Page } from 'playwright-core';
import { VIEWPORTS, openPage, screenshot } from '../support/browser';
import { dismissDialogs } from '../support/game-page';
import { useJourneyEnvironment } from '../support/journey';
import { signInAsDemoPlayer } from '../support/session';

/**
 * Issue 12: the flash-sale countdown ('OFFER ENDS IN') never covers a control. The demo
 * player always has an offer running (its one-time offer lasts days), so the countdown shows.
 */

const SIZES = [
  { name: 'laptop', viewport: VIEWPORTS.laptop, isMobile: false },
  { name: 'phone', viewport: VIEWPORTS.phone, isMobile: true },
] as const;

const countdown = (page: Page): Locator => page.getByRole('region', { name: 'Limited time offer' });

/**
 * Scrolls the page so `control` passes through the whole screen between the app's own bars
 * (the sticky header above, the bottom nav below on phones) and answers the scroll positions
 * at which the point at its centre was something else.
 */
async function positionsWhereCovered(page: Page, control: Locator): Promise<number[]> {
  return control.evaluate(async (element) => {
    // The app's own bars (sticky header; the bottom nav on phones), when they are shown.
    const header = document.querySelector('.site-header')?.getBoundingClientRect();
    const bottomBar = document.querySelector('.bottom-nav')?.getBoundingClientRect();
    const headerBottom = header && header.height > 0 ? header.bottom : 0;
    const barTop = bottomBar && bottomBar.height > 0 ? bottomBar.top : window.innerHeight;
    const box = element.getBoundingClientRect();
    const docTop = box.top + window.scrollY;
    const maxScroll = document.documentElement.scrollHeight - window.innerHeight;
    const first = Math.max(0, docTop + box.height - barTop);
    const last = Math.min(maxScroll, docTop - headerBottom);
    const covered: number[] = [];
    for (let y = first; y <= last; y += 20) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise(requestAnimationFrame);
      const now = element.getBoundingClientRect();
      const hit = document.elementFromPoint(now.x + now.width / 2, now.y + now.height / 2);
      if (!hit || !element.contains(hit)) covered.push(Math.round(y));
    }
    return covered;
  });
}

/** What a tap on the countdown's box would reach if the countdown were not there. */
async function controlsUnderCountdown(page: Page): Promise<string[]> {
  return countdown(page).evaluate((timer) => {
    const box = timer.getBoundingClientRect();
    // Taps pass through the countdown while it is measured (style attributes: the page's CSP
    // allows no <style> element but its own, decision 069).
    const parts = [timer as HTMLElement, ...Array.from(timer.querySelectorAll<HTMLElement>('*'))];
    const before = parts.map((part) => part.getAttribute('style'));
    for (const part of parts) part.style.setProperty('pointer-events', 'none', 'important');
    const reached: string[] = [];
    for (const fx of [0.1, 0.5, 0.9]) {
      for (const fy of [0.1, 0.5, 0.9]) {
        const hit = document.elementFromPoint(box.x + box.width * fx, box.y + box.height * fy);
        const control = hit?.closest('a, button, input, select, textarea, [role="button"]');
        if (control) reached.push(control.textContent?.trim() || control.tagName);
      }
    }
    parts.forEach((part, i) => {
      const style = before[i];
      if (style === null || style === undefined) part.removeAttribute('style');
      else part.setAttribute('style', style);
    });
    return reached;
  });
}

describe('the flash-sale countdown', () => {
  const env = useJourneyEnvironment();

  for (const size of SIZES) {
    it(
      `at ${size.viewport.width}×${size.viewport.height} covers neither the profile's Save nor the transactions' Next, nor anything on the lobby`,
      { timeout: 120_000 },
      async () => {
        const { server, browser } = env;
        const { context, page } = await openPage(browser, server.baseUrl, {
          viewport: size.viewport,
          isMobile: size.isMobile,
        });
        try {
          await signInAsDemoPlayer(context, server.baseUrl);
          await page.goto('/user/account-details');
          await dismissDialogs(page);
          await countdown(page).waitFor();
          const countdownBox = await countdown(page).boundingBox();
          assert.ok(countdownBox && countdownBox.width > 0, 'the countdown is in view');

          const save = page
            .getByRole('form', { name: 'Profile' })
            .getByRole('button', { name: 'Save' });
          await save.waitFor();
          assert.deepEqual(
            await positionsWhereCovered(page, save),
            [],
            'at no scroll position is the centre of Save anything but Save',
          );
          await save.evaluate((element) => element.scrollIntoView({ block: 'end' }));
          await page.evaluate('document.fonts.ready');
          await screenshot(page, `offer-timer-${size.name}-save`, { fullPage: false });

          await page.getByRole('tab', { name: 'Transactions' }).click();
          const next = page
            .getByRole('navigation', { name: 'Transaction pages' })
            .getByRole('button', { name: 'Next' });
          await next.waitFor();
          assert.deepEqual(
            await positionsWhereCovered(page, next),
            [],
            'at no scroll position is the centre of Next anything but Next',
          );
          await next.evaluate((element) => element.scrollIntoView({ block: 'end' }));
          await screenshot(page, `offer-timer-${size.name}-next`, { fullPage: false });

          // The lobby, from the top to the bottom: nothing a player could tap is under it.
          await page.goto('/');
          await dismissDialogs(page);
          await countdown(page).waitFor();
          await page.locator('.site-footer').waitFor();
          for (const at of [0, 0.5, 1]) {
            await page.evaluate(
              `window.scrollTo({ top: (document.documentElement.scrollHeight - innerHeight) * ${at}, behavior: 'instant' })`,
            );
            await page.evaluate('new Promise(requestAnimationFrame)');
            assert.deepEqual(
              await controlsUnderCountdown(page),
              [],
              `scrolled to ${at * 100}% of the lobby, no control is under the countdown`,
            );
          }
          await screenshot(page, `offer-timer-${size.name}-lobby-bottom`, { fullPage: false });
        } finally {
          await context.close();
        }
      },
    );
  }
});
