import { formatAmount, formatUsd } from './money';
import type { TLimitKind } from './responsible-gambling';
import type { TLimitRowPeriod, TLimitUnit } from './responsible-gambling-admin';

/** A limit as stored (decision 037): what it limits, in which unit, over which period. */
export interface StoredLimitKey {
  readonly kind: TLimitKind;
  readonly unit: TLimitUnit;
  readonly period: TLimitRowPeriod;
}

/**
 * 'daily purchase limit', 'weekly SC wager limit', 'session time limit': one wording for the
 * player's messages (server) and compliance's history (back office).
 */
export function limitName(key: StoredLimitKey): string {
  if (key.kind === 'session') return 'session time limit';
  if (key.kind === 'purchase') return `${key.period} purchase limit`;
  const what = key.kind === 'wager' ? 'wager' : 'net loss';
  return `${key.period} ${key.unit} ${what} limit`;
}

/** A stored value as people read it: cents $50.00, hundredths 1,000.00 SC, 90 minutes. */
export function formatLimitValue(unit: TLimitUnit, value: number): string {
  if (unit === 'USD') return formatUsd(value);
  if (unit === 'MINUTES') return value === 1 ? '1 minute' : `${value} minutes`;
  return `${formatAmount(value)} ${unit}`;
}
