import { describe, expect, it } from 'vitest';
import type { TVipResponse, TVipTier } from '@app/contracts/vip';
import { claimableTiers, progressPercent, upcomingTiers } from './vip-standing';

const tier = (level: number, bonusGc = level * 1000, bonusSc = level): TVipTier => ({
  vipTierId: level + 1,
  level,
  name: `Tier ${level}`,
  icon: `/images/vip/${level}.svg`,
  gcRequiredPurchase: level * 100_000,
  scRequiredPlay: level * 100,
  bonusGc,
  bonusSc,
  boost: level * 5,
  rakeback: level / 2,
  liveSupport: level > 3,
});

const tiers = [0, 1, 2, 3, 4, 5, 6, 7].map((level) => tier(level));
const vip = (over: Partial<TVipResponse> = {}): TVipResponse => ({
  vipTiers: tiers,
  userTierHistory: [
    { userId: 9, vipTierId: 1, isBonusClaimed: true },
    { userId: 9, vipTierId: 2, isBonusClaimed: false },
    { userId: 9, vipTierId: 3, isBonusClaimed: false },
  ],
  currentVipTier: tiers[2] ?? null,
  nextVipTier: tiers[3] ?? null,
  totalGcSpend: 250_000,
  totalScSpend: 0,
  percentage: 37,
  ...over,
});

describe('VIP page standing (SPEC §2 VIP page)', () => {
  it('lists reached tiers not yet claimed, without the ones claimed on this page', () => {
    expect(claimableTiers(vip(), new Set()).map((t) => t.name)).toEqual(['Tier 1', 'Tier 2']);
    expect(claimableTiers(vip(), new Set([2])).map((t) => t.name)).toEqual(['Tier 2']);
  });

  it('leaves out a reached tier with nothing to give', () => {
    const empty = { ...vip(), vipTiers: tiers.map((t) => (t.level === 1 ? tier(1, 0, 0) : t)) };
    expect(claimableTiers(empty, new Set()).map((t) => t.name)).toEqual(['Tier 2']);
  });

  it('shows the next four tiers after the current one by level', () => {
    expect(upcomingTiers(vip()).map((t) => t.level)).toEqual([3, 4, 5, 6]);
    expect(upcomingTiers(vip({ currentVipTier: tiers[6] ?? null })).map((t) => t.level)).toEqual([
      7,
    ]);
    expect(upcomingTiers(vip({ currentVipTier: null })).map((t) => t.level)).toEqual([0, 1, 2, 3]);
  });

  it('keeps the indicator on the bar', () => {
    expect(progressPercent(vip({ percentage: 37 }))).toBe(37);
    expect(progressPercent(vip({ percentage: 140 }))).toBe(100);
    expect(progressPercent(vip({ percentage: -3 }))).toBe(0);
  });
});
