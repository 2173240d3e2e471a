import { toDecimal } from '@app/contracts/money';
import type { Db, DbOrTx } from '../../db/database';
import type { UserEntityExtras } from '../users/user-entity';
import * as repo from './vip.repository';

export type VipTierDetail = UserEntityExtras['vipTierDetail'];

/** Progress (0-100, whole percent) from `from` to `to` for a total. */
function progress(total: number, from: number, to: number): number {
  if (to <= from) return 100;
  return Math.min(100, Math.max(0, Math.floor(((total - from) * 100) / (to - from))));
}

/**
 * A player's VIP standing (SPEC §3 vipTierDetail). The current tier is the
 * highest active tier whose GC purchase and SC play requirements are both met;
 * progress to the next tier is the lesser of the two requirements' progress
 * from the current tier's thresholds, as both must be met.
 */
export function createVipService(deps: { db: Db }) {
  async function standing(db: DbOrTx, userId: number) {
    const tiers = await repo.activeTiers(db);
    const gcTotal = await repo.totalGcPurchased(db, userId);
    const scTotal = await repo.totalScWagered(db, userId);
    const reached = tiers.filter(
      (t) => t.gcRequiredPurchase <= gcTotal && t.scRequiredPlay <= scTotal,
    );
    const current = reached.at(-1) ?? null;
    const next = tiers.find((t) => t.level > (current?.level ?? -1)) ?? null;
    return { current, next, gcTotal, scTotal };
  }

  return {
    /** Boost percent of the player's current tier (0 without one): read in the caller's transaction. */
    async boostPercent(db: DbOrTx, userId: number): Promise<number> {
      return (await standing(db, userId)).current?.boost ?? 0;
    },

    async tierDetail(userId: number): Promise<VipTierDetail> {
      const { current, next, gcTotal, scTotal } = await standing(deps.db, userId);
      // The level the back office searches by follows the standing the player is shown.
      await repo.keepVipLevel(deps.db, userId, current?.level ?? 0);
      const percentage = next
        ? Math.min(
            progress(gcTotal, current?.gcRequiredPurchase ?? 0, next.gcRequiredPurchase),
            progress(scTotal, current?.scRequiredPlay ?? 0, next.scRequiredPlay),
          )
        : 100;
      return {
        currentTier: current && {
          level: current.level,
          name: current.name,
          icon: current.icon,
          boost: current.boost,
          rakeback: current.rakebackBps / 100,
          liveSupport: current.liveSupport,
        },
        nextTier: next && {
          name: next.name,
          icon: next.icon,
          scRequiredPlay: toDecimal(next.scRequiredPlay),
          gcRequiredPurchase: toDecimal(next.gcRequiredPurchase),
        },
        totalScSpend: toDecimal(scTotal),
        totalGcSpend: toDecimal(gcTotal),
        percentage,
      };
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
