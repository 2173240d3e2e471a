import { coinsToHundredths } from '../../lib/coins';
import type { DailyBonus } from './api/get-daily-bonus';
import type { WelcomeBonus } from './api/get-welcome-bonus';

const isPositive = (decimal: number): boolean => (coinsToHundredths(decimal) ?? 0) > 0;

/** Whether a bonus would credit anything at all. */
export const hasBonusAmounts = (bonus: { gcAmount: number; scAmount: number }): boolean =>
  isPositive(bonus.gcAmount) || isPositive(bonus.scAmount);

/**
 * SPEC §4: the welcome dialog shows only while the bonus is unclaimed and
 * scAmount or gcAmount is non-zero. A bonus operators switched off
 * (isActive false) would be refused on claim, so it is not offered either.
 */
export function isWelcomeBonusClaimable(bonus: WelcomeBonus): boolean {
  return !bonus.isClaimed && bonus.isActive && hasBonusAmounts(bonus);
}

/** SPEC §4: the daily dialog shows only while the daily bonus isActive (and unclaimed today). */
export function isDailyBonusClaimable(bonus: DailyBonus): boolean {
  return bonus.isActive && !bonus.isClaimed;
}
