import { toDecimal } from '@app/contracts/money';
import type { TVipTier } from '@app/contracts/vip';
import type { VipTierRow } from './vip.repository';

/** A tier as the API answers it: coins as decimals, rakeback as a percent. */
export function tierView(tier: VipTierRow): TVipTier {
  return {
    vipTierId: tier.vipTierId,
    level: tier.level,
    name: tier.name,
    icon: tier.icon,
    gcRequiredPurchase: toDecimal(tier.gcRequiredPurchase),
    scRequiredPlay: toDecimal(tier.scRequiredPlay),
    bonusGc: toDecimal(tier.bonusGc),
    bonusSc: toDecimal(tier.bonusSc),
    boost: tier.boost,
    rakeback: tier.rakebackBps / 100,
    liveSupport: tier.liveSupport,
  };
}
