import { z } from 'zod';
import { zAdminAmount, zSortOrder } from './admin-amounts';
import { MAX_PAGE_LIMIT, zQueryId } from './query-params';
import { ZPackage } from './packages';

/** The most a package may cost, in dollars. */
export const MAX_PACKAGE_PRICE = 10_000;
/** The most GC or SC one package may give. */
export const MAX_PACKAGE_COINS = 1_000_000_000;
/** The longest welcome window: one year in minutes. */
export const MAX_WELCOME_MINUTES = 525_600;

export const PACKAGE_MESSAGES = {
  noCoins: 'A package must give some GC or SC',
  welcomeMinutes: 'Enter how many minutes after sign-up the welcome offer runs',
  minutesWithoutWelcome: 'Minutes apply only to a welcome offer',
  oneTimeEnd: 'A one-time offer needs an end date (valid till)',
  endInPast: 'The end date (valid till) must be in the future',
  imageUrl: 'The image must be a path on this site (/images/…) or an https address',
} as const;

/**
 * A package as the editor creates or saves it (SPEC §3 Package): the price in dollars, GC and SC
 * in coins, all with at most two decimals; the offers it carries; its place in the store.
 * - firstPurchaseApplicable: the first-purchase bonus grows its coins on a player's first purchase.
 * - welcome offer: sold only during the first N minutes after a player signs up.
 * - one-time offer: each player can buy it once, until validTill (required).
 * - validTill: the package leaves the store at this instant (null: no end). Welcome and one-time
 *   offers are what the store's flash sale counts down (decision 013).
 */
export const ZPackageInput = z
  .object({
    amount: zAdminAmount('the price', { min: 0, max: MAX_PACKAGE_PRICE, above: true }),
    gcCoin: zAdminAmount('the GC', { min: 0, max: MAX_PACKAGE_COINS }),
    scCoin: zAdminAmount('the SC', { min: 0, max: MAX_PACKAGE_COINS }),
    firstPurchaseApplicable: z.boolean(),
    welcomePurchaseBonusApplicable: z.boolean(),
    welcomePurchaseBonusApplicableMinutes: z
      .number({ error: PACKAGE_MESSAGES.welcomeMinutes })
      .int('The welcome minutes must be a whole number')
      .min(1, 'The welcome offer must run at least 1 minute')
      .max(MAX_WELCOME_MINUTES, 'The welcome offer can run at most one year (525,600 minutes)')
      .nullable(),
    oneTimePurchaseBonusApplicable: z.boolean(),
    validTill: z.iso
      .datetime({ offset: true, error: 'The end date (valid till) is not a valid date and time' })
      .nullable(),
    sortOrder: zSortOrder,
    imageUrl: z
      .string()
      .trim()
      .max(500, 'The image address is too long')
      .regex(/^(\/(?!\/)|https:\/\/)\S*$/, PACKAGE_MESSAGES.imageUrl)
      .nullable(),
  })
  .superRefine((v, ctx) => {
    if (v.gcCoin === 0 && v.scCoin === 0)
      ctx.addIssue({ code: 'custom', message: PACKAGE_MESSAGES.noCoins, path: ['gcCoin'] });
    const minutes = v.welcomePurchaseBonusApplicableMinutes;
    if (v.welcomePurchaseBonusApplicable && minutes === null)
      ctx.addIssue({
        code: 'custom',
        message: PACKAGE_MESSAGES.welcomeMinutes,
        path: ['welcomePurchaseBonusApplicableMinutes'],
      });
    if (!v.welcomePurchaseBonusApplicable && minutes !== null)
      ctx.addIssue({
        code: 'custom',
        message: PACKAGE_MESSAGES.minutesWithoutWelcome,
        path: ['welcomePurchaseBonusApplicableMinutes'],
      });
    if (v.oneTimePurchaseBonusApplicable && v.validTill === null)
      ctx.addIssue({ code: 'custom', message: PACKAGE_MESSAGES.oneTimeEnd, path: ['validTill'] });
  });
export type TPackageInput = z.infer<typeof ZPackageInput>;

/** Where a package stands in the store now. */
export const PACKAGE_STATES = ['onSale', 'ended', 'retired'] as const;
export type TPackageState = (typeof PACKAGE_STATES)[number];

/** A package as the editor lists it, retired ones included. */
export const ZAdminPackage = ZPackage.extend({
  isActive: z.boolean(),
  /** onSale: in the store; ended: past validTill; retired: taken out of the store by staff. */
  state: z.enum(PACKAGE_STATES),
  /** Purchases of it, any status: a package with any cannot be deleted, only retired. */
  purchaseCount: z.number().int(),
  /** Purchases that succeeded (and were not refunded). */
  soldCount: z.number().int(),
  createdAt: z.string(),
});
export type TAdminPackage = z.infer<typeof ZAdminPackage>;

export const PACKAGE_SORT_FIELDS = [
  'sortOrder',
  'packageId',
  'amount',
  'gcCoin',
  'scCoin',
  'soldCount',
] as const;
export type TPackageSortField = (typeof PACKAGE_SORT_FIELDS)[number];

export const PACKAGE_OFFER_FILTERS = ['firstPurchase', 'welcome', 'oneTime', 'none'] as const;

/** GET /admin/packages: one page, sorted and filtered by the server. Pages start at 1. */
export const ZAdminPackageListQuery = z.object({
  page: z.coerce.number().int().min(1).default(1),
  pageSize: z.coerce.number().int().min(1).max(MAX_PAGE_LIMIT).default(25),
  sort: z.enum(PACKAGE_SORT_FIELDS).default('sortOrder'),
  order: z.enum(['asc', 'desc']).default('asc'),
  state: z.enum(PACKAGE_STATES).optional(),
  /** Packages carrying this offer; 'none' for plain packages. */
  offer: z.enum(PACKAGE_OFFER_FILTERS).optional(),
});
export type TAdminPackageListQuery = z.input<typeof ZAdminPackageListQuery>;
export type TAdminPackageListQueryParsed = z.output<typeof ZAdminPackageListQuery>;

export const ZAdminPackageListResponse = z.object({
  data: z.object({ rows: z.array(ZAdminPackage), count: z.number().int() }),
});
export type TAdminPackagePage = z.infer<typeof ZAdminPackageListResponse>['data'];

export const ZAdminPackageResponse = z.object({ data: ZAdminPackage });

export const ZPackageIdParam = z.object({ packageId: zQueryId('packageId') });

export const ZPackageDeleteResponse = z.object({
  data: z.object({ packageId: z.number().int(), deleted: z.literal(true) }),
});

/** One change of a package, newest first (GET /admin/packages/:packageId/audit). */
export const ZPackageAuditResponse = z.object({
  data: z.object({
    rows: z.array(
      z.object({
        id: z.number().int(),
        action: z.string(),
        staffEmail: z.string(),
        before: z.unknown(),
        after: z.unknown(),
        createdAt: z.string(),
      }),
    ),
  }),
});
