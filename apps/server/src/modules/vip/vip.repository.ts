import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { rawRows, type RawStatement } from '../../db/raw-sql';
import { userTierHistory, vipPlayerTotals, vipTiers } from './vip.tables';

export type VipTierRow = typeof vipTiers.$inferSelect;

export function activeTiers(db: DbOrTx): Promise<VipTierRow[]> {
  return db.select().from(vipTiers).where(eq(vipTiers.isActive, true)).orderBy(asc(vipTiers.level));
}

/** A tier row as json_agg answers it (column names as the table spells them). */
interface TierJson {
  vip_tier_id: number;
  level: number;
  name: string;
  icon: string;
  gc_required_purchase: number;
  sc_required_play: number;
  bonus_gc: number;
  bonus_sc: number;
  boost: number;
  rakeback_bps: number;
  live_support: boolean;
  is_active: boolean;
}

const tierRow = (t: TierJson): VipTierRow => ({
  vipTierId: t.vip_tier_id,
  level: t.level,
  name: t.name,
  icon: t.icon,
  gcRequiredPurchase: Number(t.gc_required_purchase),
  scRequiredPlay: Number(t.sc_required_play),
  bonusGc: Number(t.bonus_gc),
  bonusSc: Number(t.bonus_sc),
  boost: t.boost,
  rakebackBps: t.rakeback_bps,
  liveSupport: t.live_support,
  isActive: t.is_active,
});

const FIGURES = `(select coalesce(json_agg(t order by t.level), '[]'::json)
      from vip_tiers t where t.is_active) as tiers,
    (select coalesce(sum(credited_gc), 0) from purchases
      where user_id = $1 and status = 'succeeded')::text as gc,
    (select coalesce(max(sc_wagered), 0) from vip_player_totals where user_id = $1)::text as sc`;
const STANDING: RawStatement = { name: 'vip_standing', text: `select ${FIGURES}` };
const STANDING_WITH_HISTORY: RawStatement = {
  name: 'vip_standing_with_history',
  text: `select ${FIGURES},
    (select coalesce(json_agg(json_build_object('vipTierId', h.vip_tier_id,
        'isBonusClaimed', h.is_bonus_claimed) order by h.vip_tier_id), '[]'::json)
      from user_tier_history h where h.user_id = $1) as history`,
};

/**
 * What a player's standing is computed from, in one statement (a read of the profile or the VIP
 * page is one trip, prepared once per connection): the active tiers by level; the GC bought (the
 * coins credited by succeeded purchases, a refunded purchase no longer counts: a read-only report
 * over the payments table, a few rows a player); the SC wagered in games (the running total the
 * game_rounds triggers keep, decision 067); with `history`, the player's tier history rows.
 */
export async function standingFigures(
  db: DbOrTx,
  userId: number,
  { history = false }: { history?: boolean } = {},
): Promise<{
  tiers: VipTierRow[];
  gcPurchased: number;
  scWagered: number;
  history: { vipTierId: number; isBonusClaimed: boolean }[];
}> {
  const [row] = await rawRows<{
    tiers: TierJson[];
    gc: string;
    sc: string;
    history?: { vipTierId: number; isBonusClaimed: boolean }[];
  }>(db, history ? STANDING_WITH_HISTORY : STANDING, [userId]);
  return {
    tiers: (row?.tiers ?? []).map(tierRow),
    gcPurchased: Number(row?.gc ?? 0),
    scWagered: Number(row?.sc ?? 0),
    history: row?.history ?? [],
  };
}

/** SC the player has wagered in games: the running total (decision 067). */
export async function totalScWagered(db: DbOrTx, userId: number): Promise<number> {
  const [row] = await db
    .select({ total: vipPlayerTotals.scWagered })
    .from(vipPlayerTotals)
    .where(eq(vipPlayerTotals.userId, userId));
  return row?.total ?? 0;
}

/**
 * Records the player's standing as it is now: a user tier history row for each tier reached that
 * has none yet (a tier without a bonus as already claimed; rows a concurrent request wrote first
 * are left as they are) and users.vip_level. The SQL function vip_record_reached (migration 0048)
 * is the one writer, shared with the trigger that records tiers reached by play.
 */
export async function recordReached(db: DbOrTx, userId: number): Promise<void> {
  await db.execute(sql`select vip_record_reached(${userId}::int)`);
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
