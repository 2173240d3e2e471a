import { z } from 'zod';
import { PAGE_SIZE } from './constants';
import { MAX_PAGE_LIMIT, zQueryInt } from './query-params';

/** GET /details/packages?limit=16&page=1 */
export const ZPackageListQuery = z.object({
  limit: zQueryInt('limit', { min: 1, max: MAX_PAGE_LIMIT }).default(PAGE_SIZE),
  page: zQueryInt('page', { min: 1, max: 1_000_000 }).default(1),
});
export type TPackageListQuery = z.input<typeof ZPackageListQuery>;

/**
 * SPEC §3 Package. amount is the price in USD (1.99), gcCoin and scCoin are
 * coins, all decimals with at most two places. validTill is an ISO instant or
 * null (no end).
 */
export const ZPackage = z.object({
  packageId: z.number().int(),
  amount: z.number(),
  gcCoin: z.number(),
  scCoin: z.number(),
  currency: z.string(),
  firstPurchaseApplicable: z.boolean(),
  welcomePurchaseBonusApplicable: z.boolean(),
  welcomePurchaseBonusApplicableMinutes: z.number().int().nullable(),
  oneTimePurchaseBonusApplicable: z.boolean(),
  validTill: z.iso.datetime().nullable(),
  imageUrl: z.string().nullable(),
  sortOrder: z.number().int(),
});
export type TPackage = z.infer<typeof ZPackage>;

/** Paged list: packageData { rows, count } where count is the total over all pages. */
export const ZPackageListResponse = z.object({
  data: z.object({
    packageData: z.object({ rows: z.array(ZPackage), count: z.number().int() }),
  }),
});
export type TPackageListResponse = z.infer<typeof ZPackageListResponse>;
