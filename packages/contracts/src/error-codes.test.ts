import { describe, expect, it } from 'vitest';
import { ERRORS } from './error-codes';

describe('error table', () => {
  it('gives every error its own code', () => {
    const codes = Object.values(ERRORS).map((e) => e.code);
    expect(new Set(codes).size).toBe(codes.length);
  });

  it('never answers 403 for a refusal the player must read in a modal (the client signs out on 403)', () => {
    // SPEC §8: HTTP 403 clears local storage and goes home; these codes open modals instead.
    for (const name of ['Restricted', 'BankPurchaseDisabled', 'KycRequiresPurchase'] as const) {
      expect(ERRORS[name].httpStatus).not.toBe(403);
    }
  });
});
