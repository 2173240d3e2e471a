import { formatAmount, fromDecimal, toDecimal } from '@app/contracts/money';
import type { CoinType } from '../../../../lib/ui-store';

/** Hundredths for the screen: 150 → '1.50'. */
export const formatHundredths = (hundredths: number): string => formatAmount(hundredths);

/** Hundredths with the coin: 150, 'SC' → '1.50 SC'. */
export const formatCoinAmount = (hundredths: number, coin: CoinType): string =>
  `${formatAmount(hundredths)} ${coin}`;

/** A decimal of the API in hundredths: 1.5 → 150. */
export const hundredthsOf = (decimal: number): number => fromDecimal(decimal);

/** Hundredths as the decimal the API takes: 150 → 1.5. */
export const decimalOf = (hundredths: number): number => toDecimal(hundredths);

/**
 * A multiplier fraction as text, trimmed to at most four decimals:
 * 19797/10000 → '1.9797x', 2/1 → '2x', 0/1 → '0x'.
 */
export function formatMultiplier(numerator: number, denominator: number): string {
  if (denominator <= 0) return '0x';
  const scaled = Math.floor((numerator * 10_000) / denominator);
  const whole = Math.floor(scaled / 10_000);
  const fraction = String(scaled % 10_000)
    .padStart(4, '0')
    .replace(/0+$/, '');
  const grouped = String(whole).replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${grouped}${fraction ? `.${fraction}` : ''}x`;
}

/** Payout of a stake at a multiplier, floored to hundredths like the games do. */
export function payoutAt(stake: number, numerator: number, denominator: number): number {
  return Number((BigInt(stake) * BigInt(numerator)) / BigInt(denominator));
}
