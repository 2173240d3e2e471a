import { asc, eq, max, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { promotions, type PromotionRow } from './promotions.tables';

export type PromotionValues = Omit<
  typeof promotions.$inferInsert,
  'promotionId' | 'createdAt' | 'updatedAt'
>;

const ORDER = [asc(promotions.sortOrder), asc(promotions.promotionId)] as const;

/** Active promotions, scheduled ones too (the service applies the window), in order. */
export function listActivePromotions(db: DbOrTx): Promise<PromotionRow[]> {
  return db
    .select()
    .from(promotions)
    .where(eq(promotions.isActive, true))
    .orderBy(...ORDER);
}

export function listAllPromotions(db: DbOrTx, lock = false): Promise<PromotionRow[]> {
  const query = db
    .select()
    .from(promotions)
    .orderBy(...ORDER);
  return lock ? query.for('update') : query;
}

export async function findPromotion(db: DbOrTx, promotionId: number) {
  const [row] = await db
    .select()
    .from(promotions)
    .where(eq(promotions.promotionId, promotionId))
    .for('update');
  return row;
}

export async function nextPromotionOrder(db: DbOrTx) {
  const [row] = await db.select({ last: max(promotions.sortOrder) }).from(promotions);
  return (row?.last ?? 0) + 1;
}

export async function insertPromotion(db: DbOrTx, values: PromotionValues) {
  const [row] = await db.insert(promotions).values(values).returning();
  return row!;
}

export async function updatePromotion(
  db: DbOrTx,
  promotionId: number,
  values: Partial<PromotionValues>,
) {
  const [row] = await db
    .update(promotions)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promotions.promotionId, promotionId))
    .returning();
  return row!;
}

/** Sets each promotion's order to its place in `ids` (1, 2, …) in one statement. */
export async function setPromotionOrder(db: DbOrTx, ids: readonly number[]) {
  const cases = sql.join(
    ids.map((id, index) => sql.raw(`when ${Math.trunc(id)} then ${index + 1}`)),
    sql` `,
  );
  await db
    .update(promotions)
    .set({ sortOrder: sql`case ${promotions.promotionId} ${cases} end` })
    .where(
      sql`${promotions.promotionId} in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    );
}
