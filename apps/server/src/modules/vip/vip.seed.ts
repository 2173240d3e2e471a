import { fromDecimal } from '@app/contracts/money';
import type { SeedStep } from '../../db/seed';
import { syncIdentitySequence } from '../../db/seed-helpers';
import { vipTiers } from './vip.tables';

interface TierSeed {
  level: number;
  name: string;
  slug: string;
  /** Total GC bought and total SC played to reach the tier, as whole coins. */
  gcPurchase: number;
  scPlay: number;
  bonusGc: number;
  bonusSc: number;
  boost: number;
  rakebackBps: number;
  liveSupport: boolean;
}

// prettier-ignore
const TIERS: readonly TierSeed[] = [
  { level: 0, name: 'Bronze', slug: 'bronze', gcPurchase: 0, scPlay: 0, bonusGc: 0, bonusSc: 0, boost: 0, rakebackBps: 0, liveSupport: false },
  { level: 1, name: 'Silver', slug: 'silver', gcPurchase: 100_000, scPlay: 100, bonusGc: 25_000, bonusSc: 1, boost: 5, rakebackBps: 50, liveSupport: false },
  { level: 2, name: 'Gold', slug: 'gold', gcPurchase: 500_000, scPlay: 500, bonusGc: 100_000, bonusSc: 5, boost: 10, rakebackBps: 100, liveSupport: false },
  { level: 3, name: 'Platinum', slug: 'platinum', gcPurchase: 2_000_000, scPlay: 2_000, bonusGc: 250_000, bonusSc: 15, boost: 15, rakebackBps: 150, liveSupport: false },
  { level: 4, name: 'Emerald', slug: 'emerald', gcPurchase: 5_000_000, scPlay: 5_000, bonusGc: 500_000, bonusSc: 30, boost: 20, rakebackBps: 200, liveSupport: true },
  { level: 5, name: 'Sapphire', slug: 'sapphire', gcPurchase: 10_000_000, scPlay: 10_000, bonusGc: 1_000_000, bonusSc: 60, boost: 25, rakebackBps: 250, liveSupport: true },
  { level: 6, name: 'Diamond', slug: 'diamond', gcPurchase: 25_000_000, scPlay: 25_000, bonusGc: 2_500_000, bonusSc: 150, boost: 30, rakebackBps: 300, liveSupport: true },
  { level: 7, name: 'Black Diamond', slug: 'black-diamond', gcPurchase: 50_000_000, scPlay: 50_000, bonusGc: 5_000_000, bonusSc: 300, boost: 40, rakebackBps: 500, liveSupport: true },
];

/** Eight VIP tiers, Bronze (level 0, where every player starts) to Black Diamond. */
export const vipSeed: SeedStep = {
  name: 'vip-v1',
  async run(tx) {
    await tx
      .insert(vipTiers)
      .values(
        TIERS.map((tier) => ({
          vipTierId: tier.level + 1,
          level: tier.level,
          name: tier.name,
          icon: `/images/vip/${tier.slug}.svg`,
          gcRequiredPurchase: fromDecimal(tier.gcPurchase),
          scRequiredPlay: fromDecimal(tier.scPlay),
          bonusGc: fromDecimal(tier.bonusGc),
          bonusSc: fromDecimal(tier.bonusSc),
          boost: tier.boost,
          rakebackBps: tier.rakebackBps,
          liveSupport: tier.liveSupport,
        })),
      )
      .onConflictDoNothing();
    await syncIdentitySequence(tx, vipTiers, vipTiers.vipTierId);
  },
};
