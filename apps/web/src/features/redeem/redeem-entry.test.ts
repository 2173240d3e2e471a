import { describe, expect, it } from 'vitest';
import { redeemEntryStep, type RedeemEntryUser } from './redeem-entry';

const ready: RedeemEntryUser = {
  firstName: 'Ada',
  lastName: 'Lovelace',
  dateOfBirth: '1990-01-01',
  kycStatus: 'APPROVED',
  isRestrict: false,
  isFirstPurchase: false,
};

describe('redeemEntryStep (SPEC §4 Redeem entry, in order)', () => {
  it('opens the Redeem modal for a verified, unrestricted player who has purchased', () => {
    expect(redeemEntryStep(ready)).toBe('redeem');
  });

  it('asks for the profile first when first name, last name or date of birth is missing', () => {
    for (const field of ['firstName', 'lastName', 'dateOfBirth'] as const) {
      expect(redeemEntryStep({ ...ready, [field]: null })).toBe('completeProfile');
      expect(redeemEntryStep({ ...ready, [field]: '  ' })).toBe('completeProfile');
    }
    // Before every later rule: a restricted, unverified player is still asked for the profile.
    expect(redeemEntryStep({ ...ready, lastName: null, kycStatus: null, isRestrict: true })).toBe(
      'completeProfile',
    );
  });

  it('opens the KYC flow after a purchase while kycStatus is not APPROVED, COMPLETED or SUCCESS', () => {
    for (const kycStatus of [null, 'NOT_STARTED', 'IN_PROGRESS', 'DECLINED', 'approved']) {
      expect(redeemEntryStep({ ...ready, kycStatus })).toBe('kyc');
    }
    for (const kycStatus of ['APPROVED', 'COMPLETED', 'SUCCESS']) {
      expect(redeemEntryStep({ ...ready, kycStatus })).toBe('redeem');
    }
    // KYC comes before the restriction.
    expect(redeemEntryStep({ ...ready, kycStatus: 'IN_PROGRESS', isRestrict: true })).toBe('kyc');
  });

  it('says the player is restricted when isRestrict is set', () => {
    expect(redeemEntryStep({ ...ready, isRestrict: true })).toBe('restricted');
    expect(redeemEntryStep({ ...ready, isRestrict: true, isFirstPurchase: true })).toBe(
      'restricted',
    );
  });

  it('shows the store prompt to a player who never purchased, whatever the KYC state', () => {
    expect(redeemEntryStep({ ...ready, isFirstPurchase: true })).toBe('purchaseFirst');
    expect(redeemEntryStep({ ...ready, isFirstPurchase: true, kycStatus: null })).toBe(
      'purchaseFirst',
    );
    expect(redeemEntryStep({ ...ready, isFirstPurchase: undefined })).toBe('purchaseFirst');
  });
});
