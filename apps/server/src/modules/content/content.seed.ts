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
