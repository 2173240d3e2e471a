import { formatAmount, parseAmount } from '@app/contracts/money';

/**
 * Coin amounts as the API sends them (decimals with at most two places) in
 * hundredths, or null when the value is not such an amount. All arithmetic on
 * balances happens on these integers (ARCHITECTURE.md, Money).
 */
export function coinsToHundredths(decimal: number | null | undefined): number | null {
  if (decimal === null || decimal === undefined) return null;
  return parseAmount(decimal);
}

/** A decimal amount of the API for the screen: 50000 → '50,000.00' (SPEC §9); '—' when unknown. */
export function formatCoins(decimal: number | null | undefined): string {
  const hundredths = coinsToHundredths(decimal);
  return hundredths === null ? '—' : formatAmount(hundredths);
}
