import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { openTestDatabase } from '../../test/test-database';
import type { Database } from '../../db/database';
import { seedDatabase } from '../../db/seed';
import { CMS_TOKENS } from '@app/contracts/content';
import {
  cmsPagesV2Seed,
  cmsPagesV3Seed,
  cmsPagesV4FreeEntrySeed,
  contentSeed,
  refreshSeededCmsPages,
} from './content.seed';
import { cmsPages } from './content.tables';
import { CMS_PAGES } from './seed-data/cms-pages';

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

let database: Database;

beforeAll(async () => {
  database = await openTestDatabase();
  await seedDatabase(database.db, [contentSeed]);
});
afterAll(async () => {
  await database.close();
});

async function pageText(slug: string) {
  const [row] = await database.db
    .select({ content: cmsPages.content, updatedAt: cmsPages.updatedAt })
    .from(cmsPages)
    .where(eq(cmsPages.slug, slug));
  return row;
}

const setText = (slug: string, text: string) =>
  database.db
    .update(cmsPages)
    .set({ content: { EN: text } })
    .where(eq(cmsPages.slug, slug));

const seedText = (slug: string) => CMS_PAGES.find((page) => page.slug === slug)?.html;

describe('refreshing the seeded CMS pages', () => {
  it('gives a page still holding an earlier seed text the new one, once, and keeps edited pages', async () => {
    await setText('terms-and-conditions', '<p>Terms as the first seed wrote them</p>');
    await setText('privacy-policy', '<p>Privacy policy an operator rewrote</p>');
    const step = refreshSeededCmsPages('test-refresh', {
      'terms-and-conditions': [sha256('<p>Terms as the first seed wrote them</p>')],
      'privacy-policy': [sha256('<p>Privacy policy as the first seed wrote it</p>')],
    });

    await seedDatabase(database.db, [step]);
    expect((await pageText('terms-and-conditions'))?.content.EN).toBe(
      seedText('terms-and-conditions'),
    );
    expect((await pageText('privacy-policy'))?.content.EN).toBe(
      '<p>Privacy policy an operator rewrote</p>',
    );

    // An operator who later puts the old text back is not overruled: the step has run.
    await setText('terms-and-conditions', '<p>Terms as the first seed wrote them</p>');
    await seedDatabase(database.db, [step]);
    expect((await pageText('terms-and-conditions'))?.content.EN).toBe(
      '<p>Terms as the first seed wrote them</p>',
    );
  });

  it('leaves a fresh database, which already has the current text, as it is', async () => {
    const fresh = await openTestDatabase();
    try {
      await seedDatabase(fresh.db, [contentSeed]);
      const before = await fresh.db.select().from(cmsPages);
      await seedDatabase(fresh.db, [cmsPagesV2Seed, cmsPagesV3Seed, cmsPagesV4FreeEntrySeed]);
      expect(await fresh.db.select().from(cmsPages)).toEqual(before);
      for (const page of before) expect(page.content.EN).toBe(seedText(page.slug));
      // The terms and rules name the restricted states by the token the server fills in.
      for (const slug of ['terms-and-conditions', 'sweepstakes-rules'])
        expect(seedText(slug)).toContain(CMS_TOKENS.restrictedStates);
      // The rules set out free entry by mail with the server's settings (decision 052).
      for (const token of [
        CMS_TOKENS.freeEntrySc,
        CMS_TOKENS.freeEntryMonthlyLimit,
        CMS_TOKENS.freeEntryValidDays,
      ])
        expect(seedText('sweepstakes-rules')).toContain(token);
    } finally {
      await fresh.close();
    }
  });
});
