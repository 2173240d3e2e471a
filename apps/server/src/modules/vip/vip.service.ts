import { formatAmount, toDecimal } from '@app/contracts/money';
import { tierBonusClaimedMessage, type TVipResponse } from '@app/contracts/vip';
import type { Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { UserEntityExtras } from '../users/user-entity';
import type { WalletService } from '../wallet/wallet.service';
import * as repo from './vip.repository';
import { tierView } from './vip-views';

export type VipTierDetail = UserEntityExtras['vipTierDetail'];

/** Progress (0-100, whole percent) from `from` to `to` for a total. */
function progress(total: number, from: number, to: number): number {
  // A next tier asking no more than the current one of this total measures nothing with it.
  if (to <= from) return total >= to ? 100 : 0;
  return Math.min(100, Math.max(0, Math.floor(((total - from) * 100) / (to - from))));
}

/**
 * The user tier history as the player sees it: the stored rows, and each tier reached that has
 * none yet as the row vip_record_reached will write (unclaimed, or claimed when the tier has no
 * bonus), in tier id order.
 */
function historyWithReached(
  userId: number,
  stored: { vipTierId: number; isBonusClaimed: boolean }[],
  reached: repo.VipTierRow[],
): TVipResponse['userTierHistory'] {
  const rows = stored.map((h) => ({
    userId,
    vipTierId: h.vipTierId,
    isBonusClaimed: h.isBonusClaimed,
  }));
  const recorded = new Set(rows.map((r) => r.vipTierId));
  for (const tier of reached) {
    if (!recorded.has(tier.vipTierId))
      rows.push({
        userId,
        vipTierId: tier.vipTierId,
        isBonusClaimed: tier.bonusGc + tier.bonusSc === 0,
      });
  }
  return rows.sort((a, b) => a.vipTierId - b.vipTierId);
}

/**
 * A player's VIP standing (SPEC §3 vipTierDetail and the VIP response). A
 * tier is reached by buying its gcRequiredPurchase GC in total OR by playing
 * its scRequiredPlay SC in total (issue 16, decision 032); the current tier is
 * the highest active tier either total meets, and every tier below it counts
 * as reached too (a player passes through them). Progress to the next tier is
 * the further along of the two totals. Every tier reached has one user tier
 * history row, written where the totals change: in the purchase credit's
 * transaction, and in the commit of the rounds whose SC play crosses a
 * threshold (the game_rounds trigger of decision 067). A read of the standing
 * writes nothing: it shows a tier reached without a row yet (a new player's
 * lowest tier, a threshold staff lowered) as the row recorded later will be.
 */
export function createVipService(deps: { db: Db; wallet: WalletService }) {
  const { db, wallet } = deps;

  /** The standing from what one statement read (the tiers, both totals, maybe the history). */
  function standingOf(figures: Awaited<ReturnType<typeof repo.standingFigures>>) {
    const { tiers, gcPurchased: gcTotal, scWagered: scTotal } = figures;
    const met = tiers.filter((t) => t.gcRequiredPurchase <= gcTotal || t.scRequiredPlay <= scTotal);
    const current = met.at(-1) ?? null;
    const reached = current ? tiers.filter((t) => t.level <= current.level) : [];
    const next = tiers.find((t) => t.level > (current?.level ?? -1)) ?? null;
    const percentage = next
      ? Math.max(
          progress(gcTotal, current?.gcRequiredPurchase ?? 0, next.gcRequiredPurchase),
          progress(scTotal, current?.scRequiredPlay ?? 0, next.scRequiredPlay),
        )
      : 100;
    return { tiers, reached, current, next, gcTotal, scTotal, percentage };
  }

  async function standing(tx: DbOrTx, userId: number) {
    return standingOf(await repo.standingFigures(tx, userId));
  }

  /**
   * Records every tier reached (once each, however many one purchase crossed) and the level, in
   * the caller's transaction (the purchase credit's, a claim's).
   */
  async function recordReached(tx: DbOrTx, userId: number): Promise<void> {
    await repo.recordReached(tx, userId);
  }

  async function vipResponse(userId: number): Promise<TVipResponse> {
    const figures = await repo.standingFigures(db, userId, { history: true });
    const s = standingOf(figures);
    const history = historyWithReached(userId, figures.history, s.reached);
    return {
      vipTiers: s.tiers.map(tierView),
      userTierHistory: history,
      currentVipTier: s.current && tierView(s.current),
      nextVipTier: s.next && tierView(s.next),
      totalGcSpend: toDecimal(s.gcTotal),
      totalScSpend: toDecimal(s.scTotal),
      percentage: s.percentage,
    };
  }

  return {
    recordReached,

    /** Rakeback of the player's current tier in basis points of SC played (0 without one). */
    async rakebackBps(tx: DbOrTx, userId: number): Promise<number> {
      return (await standing(tx, userId)).current?.rakebackBps ?? 0;
    },

    /** Boost percent of the player's current tier (0 without one): read in the caller's transaction. */
    async boostPercent(tx: DbOrTx, userId: number): Promise<number> {
      return (await standing(tx, userId)).current?.boost ?? 0;
    },

    async tierDetail(userId: number): Promise<VipTierDetail> {
      const { current, next, gcTotal, scTotal, percentage } = await standing(db, userId);
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

    /** GET /rewards/vip-tier and /rewards/vip-tier-history answer the same fields (SPEC §3). */
    vipResponse,

    /**
     * Credits a reached tier's bonusGc and bonusSc once: the history row turns
     * claimed in the transaction that credits, keyed per player and tier.
     */
    async claimTierBonus(userId: number, vipTierId: number): Promise<{ message: string }> {
      return inTransaction(db, async (uow) => {
        // A tier the player is shown as reached may have no row yet (a threshold staff lowered).
        await recordReached(uow.tx, userId);
        const tiers = await repo.activeTiers(uow.tx);
        const tier = tiers.find((t) => t.vipTierId === vipTierId);
        if (!tier) throw new AppError('TierBonusNotReached');
        const amounts = { bonusGc: tier.bonusGc, bonusSc: tier.bonusSc };
        const entryId = await repo.markClaimed(uow.tx, userId, vipTierId, amounts);
        if (entryId === undefined) {
          const [entry] = await repo.findHistoryEntry(uow.tx, userId, vipTierId);
          throw new AppError(entry ? 'TierBonusAlreadyClaimed' : 'TierBonusNotReached');
        }
        const movements = [
          { currency: 'GC' as const, amount: tier.bonusGc },
          { currency: 'SC' as const, amount: tier.bonusSc, scAccount: 'SC_UNPLAYED' as const },
        ]
          .filter((m) => m.amount > 0)
          .map((m) => ({
            ...m,
            direction: 'credit' as const,
            house: 'BONUSES' as const,
            kind: 'bonus',
          }));
        if (movements.length > 0) {
          await wallet.apply(uow, {
            idempotencyKey: `vip_tier_bonus:${userId}:${vipTierId}`,
            userId,
            kind: 'vip_tier_bonus',
            reference: `user_tier_history:${entryId}`,
            movements,
          });
        }
        return {
          message: tierBonusClaimedMessage(
            tier.name,
            formatAmount(tier.bonusGc),
            formatAmount(tier.bonusSc),
          ),
        };
      });
    },
  };
}

export type VipService = ReturnType<typeof createVipService>;
