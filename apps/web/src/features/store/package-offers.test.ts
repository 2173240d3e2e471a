import { describe, expect, it } from 'vitest';
import {
  firstPurchaseBonusPercent,
  isOneTimeOfferOpen,
  isPackageOnSale,
  isWelcomeOfferOpen,
  packageOffer,
  remainingWelcomeMinutes,
  soonestOffer,
} from './package-offers';
import { MINUTE, NOW, at, testPackage } from './test-packages';

const welcome = testPackage({
  packageId: 8,
  welcomePurchaseBonusApplicable: true,
  welcomePurchaseBonusApplicableMinutes: 60,
});
const oneTime = (validTill: string | null) =>
  testPackage({ packageId: 9, oneTimePurchaseBonusApplicable: true, validTill });

describe('welcome offer', () => {
  it('counts the package minutes down from the registration date', () => {
    expect(remainingWelcomeMinutes(welcome, at(-15), NOW)).toBe(45);
    expect(remainingWelcomeMinutes(welcome, at(-59.5), NOW)).toBeCloseTo(0.5);
  });

  it('is shown only while the remaining minutes are above 0', () => {
    expect(isWelcomeOfferOpen(welcome, at(-59), NOW)).toBe(true);
    expect(isWelcomeOfferOpen(welcome, at(-60), NOW)).toBe(false);
    expect(isWelcomeOfferOpen(welcome, at(-61), NOW)).toBe(false);
  });

  it('is not shown without the flag, the minutes or a readable registration date', () => {
    expect(
      isWelcomeOfferOpen({ ...welcome, welcomePurchaseBonusApplicable: false }, at(-1), NOW),
    ).toBe(false);
    expect(
      isWelcomeOfferOpen({ ...welcome, welcomePurchaseBonusApplicableMinutes: null }, at(-1), NOW),
    ).toBe(false);
    expect(isWelcomeOfferOpen(welcome, undefined, NOW)).toBe(false);
    expect(isWelcomeOfferOpen(welcome, 'not a date', NOW)).toBe(false);
  });

  it('ends the package minutes after registration', () => {
    expect(packageOffer(welcome, { registrationDate: at(-15) }, NOW)).toEqual({
      kind: 'welcome',
      endsAt: NOW + 45 * MINUTE,
    });
  });
});

describe('one-time offer', () => {
  it('is shown while validTill is in the future', () => {
    expect(isOneTimeOfferOpen(oneTime(at(1)), NOW)).toBe(true);
    expect(isOneTimeOfferOpen(oneTime(at(0)), NOW)).toBe(false);
    expect(isOneTimeOfferOpen(oneTime(at(-1)), NOW)).toBe(false);
  });

  it('has no countdown without validTill or without the flag', () => {
    expect(isOneTimeOfferOpen(oneTime(null), NOW)).toBe(false);
    expect(
      isOneTimeOfferOpen({ ...oneTime(at(5)), oneTimePurchaseBonusApplicable: false }, NOW),
    ).toBe(false);
    expect(packageOffer(oneTime(null), {}, NOW)).toBeNull();
  });

  it('ends at validTill', () => {
    expect(packageOffer(oneTime(at(90)), {}, NOW)).toEqual({
      kind: 'oneTime',
      endsAt: NOW + 90 * MINUTE,
    });
  });

  it('gives way to a welcome window that ends sooner on the same package', () => {
    const both = { ...welcome, oneTimePurchaseBonusApplicable: true, validTill: at(600) };
    expect(packageOffer(both, { registrationDate: at(-50) }, NOW)?.kind).toBe('welcome');
    expect(packageOffer(both, { registrationDate: at(-70) }, NOW)?.kind).toBe('oneTime');
  });
});

describe('packages on sale', () => {
  it('sells a welcome package only inside the welcome window', () => {
    expect(isPackageOnSale(welcome, { registrationDate: at(-10) }, NOW)).toBe(true);
    expect(isPackageOnSale(welcome, { registrationDate: at(-60) }, NOW)).toBe(false);
    expect(isPackageOnSale(welcome, {}, NOW)).toBe(false);
  });

  it('sells a package with validTill only until then, and others always', () => {
    expect(isPackageOnSale(oneTime(at(1)), {}, NOW)).toBe(true);
    expect(isPackageOnSale(oneTime(at(-1)), {}, NOW)).toBe(false);
    expect(isPackageOnSale(oneTime(null), {}, NOW)).toBe(true);
    expect(isPackageOnSale(testPackage(), {}, NOW)).toBe(true);
  });
});

describe('first purchase badge', () => {
  const applicable = testPackage({ firstPurchaseApplicable: true });

  it('shows the percentage while the bonus is unclaimed on an applicable package', () => {
    expect(
      firstPurchaseBonusPercent(applicable, {
        firstPurchaseBonus: { isClaimed: false, percentage: 50 },
      }),
    ).toBe(50);
  });

  it('is hidden once claimed, on other packages, at 0 % or when unknown', () => {
    expect(
      firstPurchaseBonusPercent(applicable, {
        firstPurchaseBonus: { isClaimed: true, percentage: 50 },
      }),
    ).toBeNull();
    expect(
      firstPurchaseBonusPercent(testPackage(), {
        firstPurchaseBonus: { isClaimed: false, percentage: 50 },
      }),
    ).toBeNull();
    expect(
      firstPurchaseBonusPercent(applicable, {
        firstPurchaseBonus: { isClaimed: false, percentage: 0 },
      }),
    ).toBeNull();
    expect(firstPurchaseBonusPercent(applicable, {})).toBeNull();
  });
});

describe('soonest offer', () => {
  it("picks the player's offer that ends first", () => {
    const packages = [testPackage(), oneTime(at(120)), welcome];
    expect(soonestOffer(packages, { registrationDate: at(-30) }, NOW)).toMatchObject({
      pkg: { packageId: 8 },
      offer: { kind: 'welcome', endsAt: NOW + 30 * MINUTE },
    });
    expect(soonestOffer(packages, { registrationDate: at(-100) }, NOW)).toMatchObject({
      pkg: { packageId: 9 },
      offer: { kind: 'oneTime' },
    });
  });

  it('is null when no offer runs', () => {
    expect(soonestOffer([testPackage(), oneTime(at(-1))], {}, NOW)).toBeNull();
    expect(soonestOffer([], {}, NOW)).toBeNull();
  });
});
