import { z } from 'zod';
import { parseAmount } from './money';

/**
 * A decimal amount a back-office form sends (coins or dollars, at most two decimals), with
 * messages that name the field. The server turns it into hundredths with `fromDecimal`.
 */
export function zAdminAmount(label: string, limits: { min: number; max: number; above?: boolean }) {
  const base = z.number({ error: `Enter ${label}` });
  const bounded = limits.above
    ? base.gt(limits.min, `${capitalise(label)} must be more than ${limits.min}`)
    : base.min(limits.min, `${capitalise(label)} cannot be below ${limits.min}`);
  return bounded
    .max(limits.max, `${capitalise(label)} must be at most ${limits.max.toLocaleString('en-US')}`)
    .refine((n) => parseAmount(n) !== null, `${capitalise(label)} can have at most two decimals`);
}

const capitalise = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** A display position: smaller comes first. */
export const zSortOrder = z
  .number({ error: 'Enter the order (a whole number)' })
  .int('The order must be a whole number')
  .min(0, 'The order cannot be below 0')
  .max(1_000_000, 'The order must be at most 1,000,000');
