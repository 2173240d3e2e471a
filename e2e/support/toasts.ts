import type { Locator, Page } from 'playwright-core';

/** The first toast on the page that says `text`. */
export const toast = (page: Page, text: string): Locator =>
  page.locator('[data-sonner-toast]').filter({ hasText: text }).first();
