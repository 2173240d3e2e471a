import { fromDecimal } from '@app/contracts/money';
import type { SeedStep } from '../../db/seed';
import { syncIdentitySequence } from '../../db/seed-helpers';
import { bonusSettings, spinWheelSegments } from './bonuses.tables';

/**
 * Wheel prizes clockwise from position 0, as coins. Weights add up to 10,000,
 * so a weight reads as hundredths of a percent: 1 SC comes up 3.5% of spins.
 * Expected prize per spin: about 5,000 GC and 0.165 SC.
 */
export const SEEDED_WHEEL: readonly { gc: number; sc: number; weight: number }[] = [
  { gc: 1_000, sc: 0, weight: 2400 },
  { gc: 0, sc: 0.1, weight: 1800 },
  { gc: 5_000, sc: 0, weight: 1500 },
  { gc: 0, sc: 0.25, weight: 1200 },
  { gc: 10_000, sc: 0, weight: 1000 },
  { gc: 0, sc: 0.5, weight: 800 },
  { gc: 25_000, sc: 0, weight: 550 },
  { gc: 0, sc: 1, weight: 350 },
  { gc: 50_000, sc: 0, weight: 220 },
  { gc: 5_000, sc: 2, weight: 110 },
  { gc: 100_000, sc: 0, weight: 50 },
  { gc: 0, sc: 10, weight: 20 },
];

/** Welcome and daily bonus amounts and the spin-wheel prizes. */
export const bonusesSeed: SeedStep = {
  name: 'bonuses-v1',
  async run(tx) {
    await tx
      .insert(bonusSettings)
      .values([
        { key: 'welcome', gcAmount: fromDecimal(50_000), scAmount: fromDecimal(2) },
        { key: 'daily', gcAmount: fromDecimal(10_000), scAmount: fromDecimal(0.3) },
      ])
      .onConflictDoNothing();

    await tx
      .insert(spinWheelSegments)
      .values(
        SEEDED_WHEEL.map((segment, position) => ({
          id: position + 1,
          position,
          gc: fromDecimal(segment.gc),
          sc: fromDecimal(segment.sc),
          weight: segment.weight,
        })),
      )
      .onConflictDoNothing();
    await syncIdentitySequence(tx, spinWheelSegments, spinWheelSegments.id);
  },
};

/** The referral bonus (decision 034): 10,000 GC and 5 SC per friend's first purchase, 20 a month. */
export const referralBonusSeed: SeedStep = {
  name: 'bonuses-referral-v1',
  async run(tx) {
    await tx
      .insert(bonusSettings)
      .values({
        key: 'referral',
        gcAmount: fromDecimal(10_000),
        scAmount: fromDecimal(5),
        monthlyCap: 20,
      })
      .onConflictDoNothing();
  },
};
