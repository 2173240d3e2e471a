import { and, asc, eq, max, sql } from 'drizzle-orm';
import type { TBannerPageName, TPopupName } from '@app/contracts/content';
import type { DbOrTx } from '../../db/database';
import type { BannerRow, PopupRow } from './content.repository';
import { banners, popups } from './content.tables';

/** The editors' writes to banners and popups (decision 059); reads of every row, retired too. */

export type BannerValues = Omit<typeof banners.$inferInsert, 'bannerId' | 'createdAt'>;
export type PopupValues = Omit<typeof popups.$inferInsert, 'popupId' | 'createdAt'>;

export function listAllBanners(db: DbOrTx): Promise<BannerRow[]> {
  return db
    .select()
    .from(banners)
    .orderBy(asc(banners.pageName), asc(banners.sortOrder), asc(banners.bannerId));
}

export async function findBanner(db: DbOrTx, bannerId: number, lock = false) {
  const query = db.select().from(banners).where(eq(banners.bannerId, bannerId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

/** The order after the last banner of the page: a new banner comes last. */
export async function nextBannerOrder(db: DbOrTx, pageName: TBannerPageName) {
  const [row] = await db
    .select({ last: max(banners.sortOrder) })
    .from(banners)
    .where(eq(banners.pageName, pageName));
  return (row?.last ?? 0) + 1;
}

export async function insertBanner(db: DbOrTx, values: BannerValues): Promise<BannerRow> {
  const [row] = await db.insert(banners).values(values).returning();
  return row!;
}

export async function updateBanner(db: DbOrTx, bannerId: number, values: Partial<BannerValues>) {
  const [row] = await db
    .update(banners)
    .set(values)
    .where(eq(banners.bannerId, bannerId))
    .returning();
  return row;
}

/** The page's banners in their order, locked for a reorder. */
export function lockPageBanners(db: DbOrTx, pageName: TBannerPageName) {
  return db
    .select()
    .from(banners)
    .where(eq(banners.pageName, pageName))
    .orderBy(asc(banners.sortOrder), asc(banners.bannerId))
    .for('update');
}

export function listAllPopups(db: DbOrTx): Promise<PopupRow[]> {
  return db
    .select()
    .from(popups)
    .orderBy(asc(popups.popupName), asc(popups.sortOrder), asc(popups.popupId));
}

export async function findPopup(db: DbOrTx, popupId: number, lock = false) {
  const query = db.select().from(popups).where(eq(popups.popupId, popupId));
  const [row] = lock ? await query.for('update') : await query;
  return row;
}

export async function nextPopupOrder(db: DbOrTx, popupName: TPopupName) {
  const [row] = await db
    .select({ last: max(popups.sortOrder) })
    .from(popups)
    .where(eq(popups.popupName, popupName));
  return (row?.last ?? 0) + 1;
}

export async function insertPopup(db: DbOrTx, values: PopupValues): Promise<PopupRow> {
  const [row] = await db.insert(popups).values(values).returning();
  return row!;
}

export async function updatePopup(db: DbOrTx, popupId: number, values: Partial<PopupValues>) {
  const [row] = await db.update(popups).set(values).where(eq(popups.popupId, popupId)).returning();
  return row;
}

export function lockPagePopups(db: DbOrTx, popupName: TPopupName) {
  return db
    .select()
    .from(popups)
    .where(eq(popups.popupName, popupName))
    .orderBy(asc(popups.sortOrder), asc(popups.popupId))
    .for('update');
}

/** Sets each row's order to its place in `ids` (1, 2, …) in one statement. */
export async function setOrder(
  db: DbOrTx,
  table: 'banners' | 'popups',
  ids: readonly number[],
): Promise<void> {
  const target = table === 'banners' ? banners : popups;
  const idColumn = table === 'banners' ? banners.bannerId : popups.popupId;
  const cases = sql.join(
    ids.map((id, index) => sql.raw(`when ${Math.trunc(id)} then ${index + 1}`)),
    sql` `,
  );
  await db
    .update(target)
    .set({ sortOrder: sql`case ${idColumn} ${cases} end` })
    .where(
      and(
        sql`${idColumn} in (${sql.join(
          ids.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      ),
    );
}
