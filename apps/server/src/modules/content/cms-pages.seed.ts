import type { SeedStep } from '../../db/seed';
import * as repo from './cms-pages.repository';
import { baselineVersion } from './cms-pages-baseline';

/**
 * Version 1 of every page that has no version yet: the text the seed wrote, so that the history
 * starts there and the first staff save is version 2 (decision 060).
 */
export const cmsPageVersionsSeed: SeedStep = {
  name: 'content-cms-page-versions-v1',
  async run(tx) {
    const pages = await repo.listPages(tx);
    const latest = await repo.latestVersions(tx);
    for (const page of pages) {
      if (!latest.has(page.cmsId)) await repo.insertVersion(tx, baselineVersion(page, undefined));
    }
  },
};
