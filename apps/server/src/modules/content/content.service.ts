import type {
  TBanner,
  TBannerPageName,
  TCity,
  TCmsDetail,
  TCmsListItem,
  TPopup,
  TState,
} from '@app/contracts/content';
import { isWithinSchedule } from '@app/contracts/content-admin';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/app-error';
import * as repository from './content.repository';
import type { BannerRow, PopupRow } from './content.repository';
import { expandCmsTokens, type CmsTokenValues } from './cms-tokens';

/** All states and DC, by name (SPEC §3 State). */
export async function listStates(db: Db): Promise<TState[]> {
  const rows = await repository.listStates(db);
  return rows.map((row) => ({ state_id: row.stateId, name: row.name, code: row.code }));
}

/** Whether a state id names a real state: profiles check the state they are given. */
export async function stateExists(db: Db, stateId: number): Promise<boolean> {
  return (await repository.findState(db, stateId)) !== undefined;
}

/**
 * The cities of one state. An id that names no state is a client mistake
 * (a stale or forged select value), answered 404 rather than an empty list
 * that would look like a state without cities.
 */
export async function listCities(db: Db, stateId: number): Promise<TCity[]> {
  if (!(await stateExists(db, stateId))) {
    throw new AppError('NotFound', `No state has the id ${stateId}.`);
  }
  const rows = await repository.listCitiesOfState(db, stateId);
  return rows.map((row) => ({ city_id: row.cityId, name: row.name, state_id: row.stateId }));
}

/** A banner as the public list and the editors' list show it. */
export function toBanner(row: BannerRow): TBanner {
  return {
    bannerId: row.bannerId,
    pageName: row.pageName,
    visibility: row.visibility,
    textOne: row.textOne,
    textTwo: row.textTwo,
    textThree: row.textThree,
    desktopImageUrl: row.desktopImageUrl,
    mobileImageUrl: row.mobileImageUrl,
    btnText: row.btnText,
    btnRedirection: row.btnRedirection,
    sortOrder: row.sortOrder,
  };
}

/**
 * The banners showing at `at` (active and inside their schedule, decision 059), optionally of one
 * page, in the editors' order. Each carries its visibility (0 before login, 1 after) and the
 * client shows those matching its login state.
 */
export function currentBanners(
  activeRows: readonly BannerRow[],
  at: Date,
  pageName?: TBannerPageName,
): TBanner[] {
  return activeRows
    .filter((row) => pageName === undefined || row.pageName === pageName)
    .filter((row) => row.isActive && isWithinSchedule(row, at))
    .map(toBanner);
}

/** A popup as the public list and the editors' list show it. */
export function toPopup(row: PopupRow): TPopup {
  return {
    popupId: row.popupId,
    popupName: row.popupName,
    isActive: row.isActive,
    visibility: row.visibility,
    textOne: row.textOne,
    textTwo: row.textTwo,
    textThree: row.textThree,
    btnText: row.btnText,
    btnRedirection: row.btnRedirection,
    desktopImageUrl: row.desktopImageUrl,
    sortOrder: row.sortOrder,
    offer: row.offer,
  };
}

/**
 * The popups showing at `at`: active and inside their schedule; inactive ones are never sent
 * (SPEC §4 Page popups), nor those before their start or past their end (decision 059).
 */
export function currentPopups(activeRows: readonly PopupRow[], at: Date): TPopup[] {
  return activeRows.filter((row) => row.isActive && isWithinSchedule(row, at)).map(toPopup);
}

export async function listCmsPages(db: Db): Promise<TCmsListItem[]> {
  return repository.listActiveCmsPages(db);
}

/** One active CMS page by id or else by slug; 404 when there is none. */
export async function getCmsPage(
  db: Db,
  query: { cmsId?: number; slug?: string },
  /** What the page's tokens become now (decision 050); none filled in without it. */
  tokenValues?: () => Promise<CmsTokenValues>,
): Promise<TCmsDetail> {
  let key: repository.CmsPageKey;
  if (query.cmsId !== undefined) key = { cmsId: query.cmsId };
  else if (query.slug !== undefined) key = { slug: query.slug };
  else throw new AppError('ValidationError', 'Send either cmsId or slug');
  const row = await repository.findActiveCmsPage(db, key);
  if (!row) {
    const name = 'cmsId' in key ? `id ${key.cmsId}` : `slug '${key.slug}'`;
    throw new AppError('NotFound', `No page has the ${name}.`);
  }
  return {
    cmsId: row.cmsId,
    slug: row.slug,
    title: row.title,
    content: tokenValues ? expandCmsTokens(row.content, await tokenValues()) : row.content,
    updatedAt: row.updatedAt.toISOString(),
  };
}
