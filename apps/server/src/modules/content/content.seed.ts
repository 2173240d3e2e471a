import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { SeedStep } from '../../db/seed';
import { syncIdentitySequence } from '../../db/seed-helpers';
import { banners, cities, cmsPages, popups, states } from './content.tables';
import { BANNERS } from './seed-data/banners';
import { CMS_PAGES } from './seed-data/cms-pages';
import { POPUPS } from './seed-data/popups';
import { US_STATES } from './seed-data/us-states';

const BANNER_IMAGES = '/images/banners';

/** States and cities, banners, popups and the legal pages. */
export const contentSeed: SeedStep = {
  name: 'content-v1',
  async run(tx) {
    await tx
      .insert(states)
      .values(US_STATES.map(({ stateId, name, code }) => ({ stateId, name, code })))
      .onConflictDoNothing();
    await tx
      .insert(cities)
      .values(
        US_STATES.flatMap((state) =>
          state.cities.map((name) => ({ stateId: state.stateId, name })),
        ),
      )
      .onConflictDoNothing();

    await tx
      .insert(banners)
      .values(
        BANNERS.map(({ image, ...banner }) => ({
          ...banner,
          textThree: banner.textThree ?? null,
          btnText: banner.btnText ?? null,
          btnRedirection: banner.btnRedirection ?? null,
          desktopImageUrl: `${BANNER_IMAGES}/${image}-desktop.svg`,
          mobileImageUrl: `${BANNER_IMAGES}/${image}-mobile.svg`,
        })),
      )
      .onConflictDoNothing();
    await syncIdentitySequence(tx, banners, banners.bannerId);

    await tx
      .insert(popups)
      .values(
        POPUPS.map(({ image, ...popup }) => ({
          ...popup,
          textThree: popup.textThree ?? null,
          offer: popup.offer ?? null,
          desktopImageUrl: `${BANNER_IMAGES}/${image}`,
        })),
      )
      .onConflictDoNothing();
    await syncIdentitySequence(tx, popups, popups.popupId);

    await tx
      .insert(cmsPages)
      .values(
        CMS_PAGES.map((page, index) => ({
          cmsId: page.cmsId,
          slug: page.slug,
          title: { EN: page.title },
          content: { EN: page.html },
          sortOrder: index + 1,
        })),
      )
      .onConflictDoNothing();
    await syncIdentitySequence(tx, cmsPages, cmsPages.cmsId);
  },
};

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

/**
 * A step that gives each CMS page the current seed text where the page still
 * holds a text an earlier seed wrote (known by its SHA-256); a page an
 * operator has edited keeps its text. Like every step it runs once.
 */
export function refreshSeededCmsPages(
  name: string,
  earlierTexts: Readonly<Record<string, readonly string[]>>,
): SeedStep {
  return {
    name,
    async run(tx) {
      const rows = await tx
        .select({ cmsId: cmsPages.cmsId, slug: cmsPages.slug, content: cmsPages.content })
        .from(cmsPages);
      for (const page of CMS_PAGES) {
        const row = rows.find((candidate) => candidate.slug === page.slug);
        if (!row || !earlierTexts[page.slug]?.includes(sha256(row.content.EN))) continue;
        await tx
          .update(cmsPages)
          .set({ content: { ...row.content, EN: page.html }, updatedAt: new Date() })
          .where(eq(cmsPages.cmsId, row.cmsId));
      }
    },
  };
}

/**
 * The legal pages as content-v1 first wrote them (SHA-256 of content.EN): v2
 * links the pages to each other and to help sites and sets the redemption,
 * retention and support-hours facts in tables.
 */
const CMS_PAGES_V1_SHA256: Readonly<Record<string, readonly string[]>> = {
  'terms-and-conditions': ['53f583f23b8989c09d897fcad4ba288d7594e01cdc271c69c093cceb2e09a990'],
  'privacy-policy': ['e3ad4f9e2a24f014ba9f0f43ba0d225e883f38dfe6606d87ef9acb47f7328855'],
  'sweepstakes-rules': ['2d2076d957e847a6edd0c29a145930690de6592bc5fe0c7dc5717948c8165753'],
  'responsible-gaming': ['e41cd41e0bf580f392a865bbeccd713e298955817d9902bf23be68f244f4411c'],
  'contact-us': ['193902675a6019504991141124e5ee0ec63b2f92e6ab7eb8107a19594ae4f0e4'],
};

export const cmsPagesV2Seed = refreshSeededCmsPages('content-cms-pages-v2', CMS_PAGES_V1_SHA256);

/**
 * The pages that named the restricted states as content-v2 wrote them: v3 names them with the
 * {{restricted-states}} token, filled in from the jurisdictions table when served (decision 050).
 */
const CMS_PAGES_V2_SHA256: Readonly<Record<string, readonly string[]>> = {
  'terms-and-conditions': ['d1f13226f566c31925c8d5c066b84485bc7ac4b15e4db3da5ebee14eb5013aea'],
  'sweepstakes-rules': ['2b46018568df23903b53d26068f2084c8a3b190e5adc691272082518782e315a'],
};

export const cmsPagesV3Seed = refreshSeededCmsPages('content-cms-pages-v3', CMS_PAGES_V2_SHA256);

/**
 * The sweepstakes rules as content-v3 wrote them: v4 sets out free entry by mail in full (the
 * code, the handwritten card, the statement, the address, what is credited and what is void),
 * with the settings filled in when served (decision 052).
 */
const CMS_PAGES_V3_SHA256: Readonly<Record<string, readonly string[]>> = {
  'sweepstakes-rules': ['daf1790c6bedd83f8ddc01f995f31452c9bb9aa1dd6019636411def0c1d7873e'],
};

export const cmsPagesV4FreeEntrySeed = refreshSeededCmsPages(
  'content-cms-pages-v4-free-entry',
  CMS_PAGES_V3_SHA256,
);
