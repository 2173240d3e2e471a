import { and, asc, desc, eq, inArray, max } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { cmsPageVersions, termsAcceptances } from './cms-pages.tables';
import { cmsPages } from './content.tables';

export type CmsPageRow = typeof cmsPages.$inferSelect;
export type CmsPageVersionRow = typeof cmsPageVersions.$inferSelect;
export type NewCmsPageVersion = typeof cmsPageVersions.$inferInsert;

export function listPages(db: DbOrTx) {
  return db.select().from(cmsPages).orderBy(asc(cmsPages.sortOrder), asc(cmsPages.cmsId));
}

/** The page, locked for the change about to be written (versions are numbered one by one). */
export async function lockPage(db: DbOrTx, cmsId: number) {
  const [row] = await db.select().from(cmsPages).where(eq(cmsPages.cmsId, cmsId)).for('update');
  return row;
}

export async function findPage(db: DbOrTx, cmsId: number) {
  const [row] = await db.select().from(cmsPages).where(eq(cmsPages.cmsId, cmsId));
  return row;
}

export async function findPageBySlug(db: DbOrTx, slug: string) {
  const [row] = await db.select().from(cmsPages).where(eq(cmsPages.slug, slug));
  return row;
}

export async function insertPage(db: DbOrTx, page: typeof cmsPages.$inferInsert) {
  const [row] = await db.insert(cmsPages).values(page).returning();
  return row!;
}

export async function updatePage(
  db: DbOrTx,
  cmsId: number,
  change: Partial<Pick<CmsPageRow, 'title' | 'content' | 'isActive' | 'updatedAt'>>,
) {
  const [row] = await db.update(cmsPages).set(change).where(eq(cmsPages.cmsId, cmsId)).returning();
  return row!;
}

export async function nextSortOrder(db: DbOrTx) {
  const [row] = await db.select({ top: max(cmsPages.sortOrder) }).from(cmsPages);
  return (row?.top ?? 0) + 1;
}

/** The newest version of each page given (the live one). */
export async function latestVersions(db: DbOrTx, cmsIds?: number[]) {
  const rows = await db
    .selectDistinctOn([cmsPageVersions.cmsId])
    .from(cmsPageVersions)
    .where(cmsIds ? inArray(cmsPageVersions.cmsId, cmsIds) : undefined)
    .orderBy(cmsPageVersions.cmsId, desc(cmsPageVersions.version));
  return new Map(rows.map((row) => [row.cmsId, row]));
}

export function versionsOf(db: DbOrTx, cmsId: number) {
  return db
    .select()
    .from(cmsPageVersions)
    .where(eq(cmsPageVersions.cmsId, cmsId))
    .orderBy(desc(cmsPageVersions.version));
}

export async function findVersion(db: DbOrTx, cmsId: number, version: number) {
  const [row] = await db
    .select()
    .from(cmsPageVersions)
    .where(and(eq(cmsPageVersions.cmsId, cmsId), eq(cmsPageVersions.version, version)));
  return row;
}

export async function insertVersion(db: DbOrTx, version: NewCmsPageVersion) {
  const [row] = await db.insert(cmsPageVersions).values(version).returning();
  return row!;
}

/** The newest material version of each page given: what players must have accepted. */
export async function requiredVersions(db: DbOrTx, slugs: readonly string[]) {
  return db
    .select({ slug: cmsPages.slug, version: max(cmsPageVersions.version) })
    .from(cmsPageVersions)
    .innerJoin(cmsPages, eq(cmsPages.cmsId, cmsPageVersions.cmsId))
    .where(and(inArray(cmsPages.slug, [...slugs]), eq(cmsPageVersions.isMaterial, true)))
    .groupBy(cmsPages.slug);
}

/** The newest version the player accepted of each consent page (the primary key's prefix). */
export function acceptedVersions(db: DbOrTx, userId: number) {
  return db
    .select({ slug: termsAcceptances.slug, version: max(termsAcceptances.version) })
    .from(termsAcceptances)
    .where(eq(termsAcceptances.userId, userId))
    .groupBy(termsAcceptances.slug);
}

export async function insertAcceptances(
  db: DbOrTx,
  rows: { userId: number; slug: string; version: number; ip: string | null; acceptedAt: Date }[],
) {
  if (rows.length === 0) return;
  await db.insert(termsAcceptances).values(rows).onConflictDoNothing();
}
