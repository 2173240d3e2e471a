import { UPCOMING_RANKS } from '@app/contracts/constants';
import type { TVipResponse, TVipTier } from '@app/contracts/vip';

/** A reached tier whose bonus the player has not claimed yet, with something to give. */
export function claimableTiers(vip: TVipResponse, claimedHere: ReadonlySet<number>): TVipTier[] {
  const unclaimed = new Set(
    vip.userTierHistory.filter((h) => !h.isBonusClaimed).map((h) => h.vipTierId),
  );
  return vip.vipTiers.filter(
    (tier) =>
      unclaimed.has(tier.vipTierId) &&
      !claimedHere.has(tier.vipTierId) &&
      (tier.bonusGc > 0 || tier.bonusSc > 0),
  );
}

/** SPEC §2 'Upcoming Ranks': the next tiers after the current one by level. */
export function upcomingTiers(vip: TVipResponse): TVipTier[] {
  const level = vip.currentVipTier?.level ?? -1;
  return [...vip.vipTiers]
    .sort((a, b) => a.level - b.level)
    .filter((tier) => tier.level > level)
    .slice(0, UPCOMING_RANKS);
}

/** The progress bar's indicator position, kept inside the bar. */
export function progressPercent(vip: TVipResponse): number {
  return Math.min(100, Math.max(0, Math.round(vip.percentage)));
}
