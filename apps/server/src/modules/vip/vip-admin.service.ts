import { asc, eq } from 'drizzle-orm';
import { fromDecimal } from '@app/contracts/money';
import type { TVipTier } from '@app/contracts/vip';
import { VIP_TIER_MESSAGES, type TVipTierInput } from '@app/contracts/vip-admin';
import type { Db } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import { AppError } from '../../platform/app-error';
import type { AuditActor, AuditService } from '../audit/audit.service';
import { vipTiers } from './vip.tables';
import { tierView } from './vip-views';

type TierRow = typeof vipTiers.$inferSelect;

/** Bronze (the lowest level) asks nothing; every other tier asks more than 0 of both totals. */
function checkThresholds(row: TierRow, lowest: boolean) {
  const free = row.gcRequiredPurchase === 0 && row.scRequiredPlay === 0;
  if (lowest && !free) {
    throw new AppError('ValidationError', VIP_TIER_MESSAGES.bronzeFree, {
      field: 'gcRequiredPurchase',
    });
  }
  if (!lowest && (row.gcRequiredPurchase === 0 || row.scRequiredPlay === 0)) {
    throw new AppError('ValidationError', VIP_TIER_MESSAGES.aboveBronze, {
      field: 'gcRequiredPurchase',
    });
  }
}

/** Thresholds never go down from one level to the next (decision 032). */
function checkOrder(rows: readonly TierRow[]) {
  for (let i = 1; i < rows.length; i += 1) {
    const below = rows[i - 1]!;
    const above = rows[i]!;
    if (
      above.gcRequiredPurchase < below.gcRequiredPurchase ||
      above.scRequiredPlay < below.scRequiredPlay
    )
      throw new AppError('VipTierOutOfOrder', undefined, { field: 'gcRequiredPurchase' });
  }
}

/** The VIP tiers as staff edit them (rewards.write): audited, live at the next read of a standing. */
export function createVipAdminService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;
  return {
    async list(): Promise<TVipTier[]> {
      const rows = await db.select().from(vipTiers).orderBy(asc(vipTiers.level));
      return rows.map(tierView);
    },

    update(actor: AuditActor, vipTierId: number, input: TVipTierInput): Promise<TVipTier> {
      return inTransaction(db, async ({ tx }) => {
        // Every tier is locked: two editors saving neighbouring tiers cannot cross their thresholds.
        const rows = await tx.select().from(vipTiers).orderBy(asc(vipTiers.level)).for('update');
        const before = rows.find((r) => r.vipTierId === vipTierId);
        if (!before) throw new AppError('NotFound');
        const next: TierRow = {
          ...before,
          name: input.name,
          gcRequiredPurchase: fromDecimal(input.gcRequiredPurchase),
          scRequiredPlay: fromDecimal(input.scRequiredPlay),
          bonusGc: fromDecimal(input.bonusGc),
          bonusSc: fromDecimal(input.bonusSc),
          boost: input.boost,
          rakebackBps: fromDecimal(input.rakeback),
          liveSupport: input.liveSupport,
        };
        const active = rows
          .map((r) => (r.vipTierId === vipTierId ? next : r))
          .filter((r) => r.isActive);
        checkThresholds(next, next.level === active[0]?.level);
        checkOrder(active);
        if (
          rows.some(
            (r) => r.vipTierId !== vipTierId && r.name.toLowerCase() === input.name.toLowerCase(),
          )
        )
          throw new AppError('ValidationError', 'Another tier already has this name', {
            field: 'name',
          });
        const [after] = await tx
          .update(vipTiers)
          .set({
            name: next.name,
            gcRequiredPurchase: next.gcRequiredPurchase,
            scRequiredPlay: next.scRequiredPlay,
            bonusGc: next.bonusGc,
            bonusSc: next.bonusSc,
            boost: next.boost,
            rakebackBps: next.rakebackBps,
            liveSupport: next.liveSupport,
          })
          .where(eq(vipTiers.vipTierId, vipTierId))
          .returning();
        await audit.record(tx, actor, {
          action: 'vip.tier.update',
          target: `vip-tier:${vipTierId}`,
          before: tierView(before),
          after: tierView(after!),
        });
        return tierView(after!);
      });
    },
  };
}
export type VipAdminService = ReturnType<typeof createVipAdminService>;
