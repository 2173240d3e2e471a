import { and, eq, sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/database';
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

/**
 * Whether the player has the welcome bonus and today's daily bonus, in one statement: two probes,
 * each through its unique partial index (the profile reads both on every visit).
 */
export async function claimFlags(db: DbOrTx, userId: number, day: string) {
  const [row] = await queryRows<{ welcome: boolean; daily: boolean }>(
    db,
    sql`select
      exists (select 1 from ${bonusClaims} where ${bonusClaims.userId} = ${userId} and ${bonusClaims.kind} = 'welcome') as welcome,
      exists (select 1 from ${bonusClaims} where ${bonusClaims.userId} = ${userId} and ${bonusClaims.kind} = 'daily' and ${bonusClaims.claimDay} = ${day}) as daily`,
  );
  return { welcome: Boolean(row?.welcome), daily: Boolean(row?.daily) };
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
