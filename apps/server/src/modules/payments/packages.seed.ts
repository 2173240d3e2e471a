import { CURRENCY } from '@app/contracts/constants';
import { fromDecimal } from '@app/contracts/money';
import type { SeedStep } from '../../db/seed';
import { syncIdentitySequence } from '../../db/seed-helpers';
import { packages } from './packages.tables';

const DAY_MS = 24 * 60 * 60 * 1000;
/** The one-time offer runs for this long from the first start. */
const ONE_TIME_OFFER_DAYS = 30;
/** The welcome offer is sold for this long after sign-up. */
const WELCOME_OFFER_MINUTES = 60;

interface PackageSeed {
  packageId: number;
  /** USD price, GC and SC as written on the store card. */
  usd: number;
  gc: number;
  sc: number;
  image: string;
  firstPurchaseApplicable?: boolean;
  welcomeOffer?: boolean;
  oneTimeOffer?: boolean;
}

/**
 * About 10,000 GC per dollar, and free SC about equal to the price; larger
 * packages add a little extra. The two offers are listed first.
 */
// prettier-ignore
const PACKAGES: readonly PackageSeed[] = [
  { packageId: 8, usd: 9.99, gc: 250_000, sc: 25, image: 'welcome-chest', welcomeOffer: true },
  { packageId: 9, usd: 14.99, gc: 300_000, sc: 30, image: 'gold-vault', oneTimeOffer: true },
  { packageId: 1, usd: 1.99, gc: 20_000, sc: 2, image: 'coin-stack-1' },
  { packageId: 2, usd: 4.99, gc: 50_000, sc: 5, image: 'coin-stack-2', firstPurchaseApplicable: true },
  { packageId: 3, usd: 9.99, gc: 100_000, sc: 10, image: 'coin-stack-3', firstPurchaseApplicable: true },
  { packageId: 4, usd: 19.99, gc: 205_000, sc: 20.5, image: 'coin-stack-4', firstPurchaseApplicable: true },
  { packageId: 5, usd: 49.99, gc: 525_000, sc: 51, image: 'coin-stack-5', firstPurchaseApplicable: true },
  { packageId: 6, usd: 99.99, gc: 1_075_000, sc: 103, image: 'coin-stack-6' },
  { packageId: 7, usd: 199.99, gc: 2_200_000, sc: 210, image: 'coin-stack-7' },
];

/** The Gold Coin packages of the store, including a welcome and a one-time offer. */
export const packagesSeed: SeedStep = {
  name: 'packages-v1',
  async run(tx) {
    const now = Date.now();
    await tx
      .insert(packages)
      .values(
        PACKAGES.map((p, index) => ({
          packageId: p.packageId,
          amount: fromDecimal(p.usd),
          gcCoin: fromDecimal(p.gc),
          scCoin: fromDecimal(p.sc),
          currency: CURRENCY,
          firstPurchaseApplicable: p.firstPurchaseApplicable ?? false,
          welcomePurchaseBonusApplicable: p.welcomeOffer ?? false,
          welcomePurchaseBonusApplicableMinutes: p.welcomeOffer ? WELCOME_OFFER_MINUTES : null,
          oneTimePurchaseBonusApplicable: p.oneTimeOffer ?? false,
          validTill: p.oneTimeOffer ? new Date(now + ONE_TIME_OFFER_DAYS * DAY_MS) : null,
          sortOrder: index + 1,
          imageUrl: `/images/packages/${p.image}.svg`,
        })),
      )
      .onConflictDoNothing();
    await syncIdentitySequence(tx, packages, packages.packageId);
  },
};
