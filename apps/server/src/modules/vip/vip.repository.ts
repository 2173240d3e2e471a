import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { gameRounds } from '../games/rounds.tables';
import { purchases } from '../payments/purchases.tables';
import { users } from '../users/users.tables';
import { userTierHistory, vipTiers } from './vip.tables';

export type VipTierRow = typeof vipTiers.$inferSelect;
export type TierHistoryRow = typeof userTierHistory.$inferSelect;

export function activeTiers(db: DbOrTx): Promise<VipTierRow[]> {
  return db.select().from(vipTiers).where(eq(vipTiers.isActive, true)).orderBy(asc(vipTiers.level));
}

/**
 * GC the player has bought: the coins credited by succeeded purchases (a
 * refunded purchase no longer counts). A read-only report over the payments
 * table; the payments module is the one that writes it.
 */
export async function totalGcPurchased(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${purchases.creditedGc}), 0)::bigint` })
    .from(purchases)
    .where(and(eq(purchases.userId, userId), eq(purchases.status, 'succeeded')));
  return Number(row?.total ?? 0);
}

/** SC the player has wagered in games: a read-only report over the game rounds. */
export async function totalScWagered(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${gameRounds.bet}), 0)::bigint` })
    .from(gameRounds)
    .where(and(eq(gameRounds.userId, userId), eq(gameRounds.coinType, 'SC')));
  return Number(row?.total ?? 0);
}

/** Stores the level reached when it changed (users.vip_level, read by the player search). */
export async function keepVipLevel(db: DbOrTx, userId: number, level: number) {
  await db
    .update(users)
    .set({ vipLevel: level })
    .where(and(eq(users.id, userId), ne(users.vipLevel, level)));
}

/**
 * Writes a history row for each tier reached that has none yet; a tier
 * without a bonus is written as already claimed (nothing to claim). Rows a
 * concurrent request wrote first are left as they are.
 */
export async function insertReached(db: DbOrTx, userId: number, reached: VipTierRow[]) {
  if (reached.length === 0) return;
  await db
    .insert(userTierHistory)
    .values(
      reached.map((tier) => ({
        userId,
        vipTierId: tier.vipTierId,
        isBonusClaimed: tier.bonusGc + tier.bonusSc === 0,
      })),
    )
    .onConflictDoNothing({ target: [userTierHistory.userId, userTierHistory.vipTierId] });
}

export function tierHistory(db: DbOrTx, userId: number): Promise<TierHistoryRow[]> {
  return db
    .select()
    .from(userTierHistory)
    .where(eq(userTierHistory.userId, userId))
    .orderBy(asc(userTierHistory.vipTierId));
}

/**
 * Marks a reached, unclaimed tier claimed with the amounts credited; undefined
 * when there is no such row (not reached, or claimed by a request that got
 * there first: the row lock makes a concurrent one wait and then find it claimed).
 */
export async function markClaimed(
  db: DbOrTx,
  userId: number,
  vipTierId: number,
  amounts: { bonusGc: number; bonusSc: number },
): Promise<number | undefined> {
  const [row] = await db
    .update(userTierHistory)
    .set({ isBonusClaimed: true, ...amounts, claimedAt: sql`now()` })
    .where(
      and(
        eq(userTierHistory.userId, userId),
        eq(userTierHistory.vipTierId, vipTierId),
        eq(userTierHistory.isBonusClaimed, false),
      ),
    )
    .returning({ id: userTierHistory.id });
  return row?.id;
}

export function findHistoryEntry(db: DbOrTx, userId: number, vipTierId: number) {
  return db
    .select({ id: userTierHistory.id })
    .from(userTierHistory)
    .where(and(eq(userTierHistory.userId, userId), eq(userTierHistory.vipTierId, vipTierId)));
}
