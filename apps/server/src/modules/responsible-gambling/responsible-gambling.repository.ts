import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { responsibleGamblingLimits } from './responsible-gambling.tables';

export async function findPurchaseLimits(db: DbOrTx, userId: number) {
  const [row] = await db
    .select()
    .from(responsibleGamblingLimits)
    .where(eq(responsibleGamblingLimits.userId, userId));
  return row;
}
