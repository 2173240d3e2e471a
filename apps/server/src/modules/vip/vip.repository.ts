import { and, asc, eq, ne, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { gameRounds } from '../games/rounds.tables';
import { purchases } from '../payments/purchases.tables';
import { users } from '../users/users.tables';
import { vipTiers } from './vip.tables';

export type VipTierRow = typeof vipTiers.$inferSelect;

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
