import { z } from 'zod';

export interface QueryIntLimits {
  min: number;
  max: number;
}

/**
 * A whole number sent in a query string ('16' → 16), with messages that name
 * the parameter. Query strings arrive as text, so the digits are checked as
 * text first: '', '1.5', '1e3', ' 7' and '0x10' are refused, never coerced.
 */
export function zQueryInt(name: string, limits: QueryIntLimits) {
  return z
    .string({
      error: (issue) =>
        issue.input === undefined ? `${name} is required` : `${name} must be a whole number`,
    })
    .regex(/^\d{1,9}$/, `${name} must be a whole number`)
    .transform(Number)
    .pipe(
      z
        .number()
        .int()
        .min(limits.min, `${name} must be at least ${limits.min}`)
        .max(limits.max, `${name} must be at most ${limits.max}`),
    );
}

/** The largest id a query may name (ids are PostgreSQL integers). */
export const MAX_ID = 2_147_483_647;

/** A positive id sent in a query string, e.g. stateId or cmsId. */
export const zQueryId = (name: string) => zQueryInt(name, { min: 1, max: MAX_ID });

/** Most lists accept at most this many rows per page. */
export const MAX_PAGE_LIMIT = 100;
