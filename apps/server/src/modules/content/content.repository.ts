import { and, asc, eq } from 'drizzle-orm';
import type { TBannerPageName } from '@app/contracts/content';
import type { DbOrTx } from '../../db/database';
import { banners, cities, cmsPages, popups, states } from './content.tables';

export function listStates(db: DbOrTx) {
  return db
    .select({ stateId: states.stateId, name: states.name, code: states.code })
    .from(states)
    .orderBy(asc(states.name));
}

export async function findState(db: DbOrTx, stateId: number) {
  const [row] = await db
    .select({ stateId: states.stateId, name: states.name })
    .from(states)
    .where(eq(states.stateId, stateId));
  return row;
}

export function listCitiesOfState(db: DbOrTx, stateId: number) {
  return db
    .select({ cityId: cities.cityId, name: cities.name, stateId: cities.stateId })
    .from(cities)
    .where(eq(cities.stateId, stateId))
    .orderBy(asc(cities.name));
}

export function listActiveBanners(db: DbOrTx, pageName?: TBannerPageName) {
  return db
    .select()
    .from(banners)
    .where(
      and(
        eq(banners.isActive, true),
        pageName === undefined ? undefined : eq(banners.pageName, pageName),
      ),
    )
    .orderBy(asc(banners.pageName), asc(banners.sortOrder), asc(banners.bannerId));
}

export type BannerRow = typeof banners.$inferSelect;
export type PopupRow = typeof popups.$inferSelect;

export function listActivePopups(db: DbOrTx) {
  return db
    .select()
    .from(popups)
    .where(eq(popups.isActive, true))
    .orderBy(asc(popups.popupName), asc(popups.sortOrder), asc(popups.popupId));
}

export function listActiveCmsPages(db: DbOrTx) {
  return db
    .select({ cmsId: cmsPages.cmsId, slug: cmsPages.slug, title: cmsPages.title })
    .from(cmsPages)
    .where(eq(cmsPages.isActive, true))
    .orderBy(asc(cmsPages.sortOrder), asc(cmsPages.cmsId));
}

export type CmsPageKey = { cmsId: number } | { slug: string };

export async function findActiveCmsPage(db: DbOrTx, key: CmsPageKey) {
  const [row] = await db
    .select()
    .from(cmsPages)
    .where(
      and(
        eq(cmsPages.isActive, true),
        'cmsId' in key ? eq(cmsPages.cmsId, key.cmsId) : eq(cmsPages.slug, key.slug),
      ),
    );
  return row;
}
