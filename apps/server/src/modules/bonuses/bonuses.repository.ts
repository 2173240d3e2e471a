import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { bonusClaims } from './bonus-claims.tables';
import { bonusSettings, type BonusSettingKey } from './bonuses.tables';

export async function findBonusSetting(db: DbOrTx, key: BonusSettingKey) {
  const [row] = await db.select().from(bonusSettings).where(eq(bonusSettings.key, key));
  return row;
}

/** Records a claim; answers undefined when this player already has it (welcome) or has it today (daily). */
export async function insertClaim(db: DbOrTx, values: typeof bonusClaims.$inferInsert) {
  const [row] = await db
    .insert(bonusClaims)
    .values(values)
    .onConflictDoNothing()
    .returning({ id: bonusClaims.id });
  return row?.id;
}

export async function hasClaim(
  db: DbOrTx,
  userId: number,
  kind: 'welcome' | 'daily',
  claimDay?: string,
) {
  const conditions = [eq(bonusClaims.userId, userId), eq(bonusClaims.kind, kind)];
  if (claimDay) conditions.push(eq(bonusClaims.claimDay, claimDay));
  const rows = await db
    .select({ id: bonusClaims.id })
    .from(bonusClaims)
    .where(and(...conditions))
    .limit(1);
  return rows.length > 0;
}

/** Every setting row, locked for a staff change. */
export function lockBonusSettings(db: DbOrTx) {
  return db.select().from(bonusSettings).for('update');
}

/** Writes one bonus's amounts; the row is made if it was never seeded. */
export async function updateBonusSetting(
  db: DbOrTx,
  key: BonusSettingKey,
  values: { gcAmount: number; scAmount: number; isActive: boolean; monthlyCap: number | null },
) {
  await db
    .insert(bonusSettings)
    .values({ key, ...values })
    .onConflictDoUpdate({
      target: bonusSettings.key,
      set: { ...values, updatedAt: new Date() },
    });
}
