import type { TPackage } from '@app/contracts/packages';

/** A package as GET /details/packages answers it, with no offer unless told. */
export function testPackage(overrides: Partial<TPackage> = {}): TPackage {
  return {
    packageId: 1,
    amount: 9.99,
    gcCoin: 100_000,
    scCoin: 10,
    currency: 'USD',
    firstPurchaseApplicable: false,
    welcomePurchaseBonusApplicable: false,
    welcomePurchaseBonusApplicableMinutes: null,
    oneTimePurchaseBonusApplicable: false,
    validTill: null,
    imageUrl: '/images/packages/coin-stack-3.svg',
    sortOrder: 1,
    ...overrides,
  };
}

export const NOW = Date.parse('2026-11-23T12:00:00.000Z');
export const MINUTE = 60_000;
/** An ISO instant `minutes` from NOW (negative: before). */
export const at = (minutes: number): string => new Date(NOW + minutes * MINUTE).toISOString();
