import { describe, expect, it } from 'vitest';
import { redeemEntryStep, redeemOpensAt, type RedeemEntryUser } from './redeem-entry';
import { redeemOpensText, timeWithZone } from './redeem-opens-at';

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

  it('says when redeeming opens while a purchase is processing, before the KYC step and the form', () => {
    const now = new Date('2026-11-26T10:00:00Z');
    const processing = { ...ready, redeemAvailableAt: '2026-11-26T21:05:00.000Z' };
    expect(redeemEntryStep(processing, now)).toBe('paymentsProcessing');
    expect(redeemEntryStep({ ...processing, kycStatus: null }, now)).toBe('paymentsProcessing');
    expect(redeemOpensAt(processing, now)).toEqual(new Date('2026-11-26T21:05:00.000Z'));
    // Once the time has come (or nothing is processing) the usual steps follow.
    expect(redeemEntryStep(processing, new Date('2026-11-26T21:05:00Z'))).toBe('redeem');
    expect(redeemEntryStep({ ...ready, redeemAvailableAt: null }, now)).toBe('redeem');
    expect(
      redeemEntryStep({ ...processing, kycStatus: null }, new Date('2026-11-27T00:00:00Z')),
    ).toBe('kyc');
    // The profile still comes first.
    expect(redeemEntryStep({ ...processing, firstName: null }, now)).toBe('completeProfile');
  });
});

describe('the time redeeming opens, in the player’s time zone', () => {
  it('is SPEC §9’s MM/DD/YYYY hh:mm A with the zone named', () => {
    const at = new Date('2026-11-26T21:05:00Z');
    expect(timeWithZone(at, 'America/New_York')).toBe('11/26/2026 04:05 PM EST');
    expect(timeWithZone(at, 'America/Los_Angeles')).toBe('11/26/2026 01:05 PM PST');
    expect(redeemOpensText(at, 'America/Chicago')).toBe(
      'You can redeem from 11/26/2026 03:05 PM CST.',
    );
  });
});
