import { describe, expect, it } from 'vitest';
import { PACKAGE_MESSAGES, type TAdminPackage } from '@app/contracts/packages-admin';
import {
  formValuesOf,
  isoToLocal,
  NEW_PACKAGE_FORM,
  ZPackageForm,
  type TPackageFormValues,
} from './package-form-schema';

const FILLED: TPackageFormValues = {
  ...NEW_PACKAGE_FORM,
  amount: 4.99,
  gcCoin: 50_000,
  scCoin: 5,
};

/** The first message the form would show on each field. */
function errorsOf(values: TPackageFormValues): Record<string, string> {
  const result = ZPackageForm.safeParse(values);
  if (result.success) return {};
  const errors: Record<string, string> = {};
  for (const issue of result.error.issues) errors[issue.path.join('.')] ??= issue.message;
  return errors;
}

describe('the package form', () => {
  it('sends a plain package as the contract asks: no minutes, no end, no image', () => {
    expect(ZPackageForm.parse({ ...FILLED, welcomePurchaseBonusApplicableMinutes: 45 })).toEqual({
      amount: 4.99,
      gcCoin: 50_000,
      scCoin: 5,
      firstPurchaseApplicable: false,
      welcomePurchaseBonusApplicable: false,
      welcomePurchaseBonusApplicableMinutes: null,
      oneTimePurchaseBonusApplicable: false,
      validTill: null,
      sortOrder: 100,
      imageUrl: null,
    });
  });

  it('turns the local end date into the instant it names, and keeps the welcome minutes', () => {
    const sent = ZPackageForm.parse({
      ...FILLED,
      welcomePurchaseBonusApplicable: true,
      welcomePurchaseBonusApplicableMinutes: 90,
      oneTimePurchaseBonusApplicable: true,
      validTill: '2031-03-04T05:06',
      imageUrl: ' /images/packages/gold-vault.svg ',
    });
    expect(sent).toMatchObject({
      welcomePurchaseBonusApplicableMinutes: 90,
      validTill: new Date(2031, 2, 4, 5, 6).toISOString(),
      imageUrl: '/images/packages/gold-vault.svg',
    });
    expect(isoToLocal(sent.validTill)).toBe('2031-03-04T05:06');
  });

  it("shows the contract's messages on the fields they concern", () => {
    expect(errorsOf(NEW_PACKAGE_FORM)).toMatchObject({
      amount: 'Enter the price',
      gcCoin: 'Enter the GC',
    });
    expect(errorsOf({ ...FILLED, welcomePurchaseBonusApplicable: true })).toEqual({
      welcomePurchaseBonusApplicableMinutes: PACKAGE_MESSAGES.welcomeMinutes,
    });
    expect(errorsOf({ ...FILLED, oneTimePurchaseBonusApplicable: true })).toEqual({
      validTill: PACKAGE_MESSAGES.oneTimeEnd,
    });
    expect(errorsOf({ ...FILLED, gcCoin: 0, scCoin: 0 })).toEqual({
      gcCoin: PACKAGE_MESSAGES.noCoins,
    });
    expect(errorsOf({ ...FILLED, amount: 1.005 })).toEqual({
      amount: 'The price can have at most two decimals',
    });
  });

  it('starts an edit with the package as it is and sends it back unchanged', () => {
    const pkg: TAdminPackage = {
      packageId: 9,
      amount: 14.99,
      gcCoin: 300_000,
      scCoin: 30,
      currency: 'USD',
      firstPurchaseApplicable: false,
      welcomePurchaseBonusApplicable: false,
      welcomePurchaseBonusApplicableMinutes: null,
      oneTimePurchaseBonusApplicable: true,
      validTill: '2031-01-02T03:04:00.000Z',
      imageUrl: '/images/packages/gold-vault.svg',
      sortOrder: 2,
      isActive: true,
      state: 'onSale',
      purchaseCount: 0,
      soldCount: 0,
      createdAt: '2026-01-01T00:00:00.000Z',
    };
    expect(ZPackageForm.parse(formValuesOf(pkg))).toEqual({
      amount: 14.99,
      gcCoin: 300_000,
      scCoin: 30,
      firstPurchaseApplicable: false,
      welcomePurchaseBonusApplicable: false,
      welcomePurchaseBonusApplicableMinutes: null,
      oneTimePurchaseBonusApplicable: true,
      validTill: '2031-01-02T03:04:00.000Z',
      sortOrder: 2,
      imageUrl: '/images/packages/gold-vault.svg',
    });
  });
});
