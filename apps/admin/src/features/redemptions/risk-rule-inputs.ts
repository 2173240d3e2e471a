import { formatAmount, parseAmount } from '@app/contracts/money';
import type { TRiskLimitUnit } from '@app/contracts/redemption-risk';

/** A rule's limit as its field shows it: dollars for money, a whole number otherwise. */
export const limitText = (unit: TRiskLimitUnit, limit: number): string =>
  unit === 'usd' ? formatAmount(limit).replace(/,/g, '') : String(limit);

/** The limit field's label, with its unit. */
export const LIMIT_LABELS: Record<TRiskLimitUnit, string> = {
  hours: 'Limit (hours)',
  usd: 'Limit (dollars)',
  percent: 'Limit (percent)',
  count: 'Limit (accounts or requests)',
  none: 'Limit (this rule has none)',
};

/**
 * What was typed in a limit or amount field, in what the server takes: cents for dollars, a
 * whole number otherwise; NaN when it is neither (the schema then says what is wrong).
 */
export function readLimit(unit: TRiskLimitUnit | 'dollars', text: string): number {
  const trimmed = text.trim();
  if (unit === 'usd' || unit === 'dollars') {
    const cents = parseAmount(trimmed);
    return cents === null ? Number.NaN : cents;
  }
  return /^\d{1,12}$/.test(trimmed) ? Number(trimmed) : Number.NaN;
}
