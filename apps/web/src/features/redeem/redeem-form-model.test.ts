import { describe, expect, it } from 'vitest';
import { redeemFormWithLimits } from '@app/contracts/redeem-validation';
import {
  DEFAULT_REDEEM_FORM,
  redeemLimitsOf,
  redeemMethods,
  toRedeemRequest,
} from './redeem-form-model';

const wallet = (wsc: number) => ({ gcCoin: 0, scCoin: { wsc }, totalScCoin: wsc });

/** The messages the form shows for `input`, by field. */
function messages(
  input: Record<string, unknown>,
  limits = { min: 5, max: 100, redeemable: 50 },
): Record<string, string> {
  const result = redeemFormWithLimits(limits).safeParse({ ...DEFAULT_REDEEM_FORM, ...input });
  const found: Record<string, string> = {};
  for (const issue of result.error?.issues ?? []) {
    const field = String(issue.path[0]);
    found[field] ??= issue.message;
  }
  return found;
}

describe('redeem methods (SPEC §6)', () => {
  it("offers 'ACH' (fiat) to everyone and the IPPAY method only to internal users", () => {
    expect(redeemMethods({ isInternalUser: false })).toEqual([{ value: 'fiat', label: 'ACH' }]);
    expect(redeemMethods({})).toEqual([{ value: 'fiat', label: 'ACH' }]);
    expect(redeemMethods({ isInternalUser: true }).map((method) => method.value)).toEqual([
      'fiat',
      'IPPAY',
    ]);
  });
});

describe('redeem form (SPEC §5 Redeem form)', () => {
  it('starts with the ACH method and the default amount 1', () => {
    expect(DEFAULT_REDEEM_FORM.providerType).toBe('fiat');
    expect(DEFAULT_REDEEM_FORM.amount).toBe(1);
  });

  it('reads the limits from the User answer', () => {
    expect(
      redeemLimitsOf({ minRedeemableCoins: 10, maxRedeemableCoins: 500, userWallet: wallet(42.5) }),
    ).toEqual({ min: 10, max: 500, redeemable: 42.5 });
    expect(redeemLimitsOf({}).max).toBe(Number.POSITIVE_INFINITY);
  });

  it('shows every amount message of SPEC §5', () => {
    expect(messages({ amount: '' })).toEqual({ amount: 'Amount Required' });
    expect(messages({ amount: 'abc' })).toEqual({ amount: 'Must be a number' });
    expect(messages({ amount: '-2' })).toEqual({ amount: 'Must be greater than 0' });
    expect(messages({ amount: '2' })).toEqual({
      amount: 'Requested redemption amount is less than 5 Redeemable SC coins',
    });
    expect(messages({ amount: '101' }, { min: 5, max: 100, redeemable: 500 })).toEqual({
      amount: 'Requested redemption amount is more than 100 Redeemable SC coins',
    });
    expect(messages({ amount: '60' })).toEqual({ amount: 'Insufficient Redeemable SC coins' });
    expect(messages({ amount: '50' })).toEqual({});
  });

  it('requires a provider type', () => {
    expect(messages({ providerType: '', amount: '10' })).toEqual({
      providerType: 'Provider Type Required',
    });
  });

  it('checks the bank fields for IPPAY only, with their SPEC messages', () => {
    expect(messages({ providerType: 'fiat', amount: '10', accountNumber: 'x' })).toEqual({});
    expect(messages({ providerType: 'IPPAY', amount: '10' })).toEqual({
      cardHolderName: 'Card holder name is required',
      accountNumber: 'Account number is required',
      routingNumber: 'Routing number is required',
    });
    expect(
      messages({
        providerType: 'IPPAY',
        amount: '10',
        cardHolderName: 'Al',
        accountNumber: '12ab',
        routingNumber: '12-34',
      }),
    ).toEqual({
      cardHolderName: 'Name must be at least 3 characters',
      accountNumber: 'Invalid account number',
      routingNumber: 'Invalid routing number',
    });
    expect(
      messages({ providerType: 'IPPAY', amount: '10', cardHolderName: 'Ada  Lovelace' }),
    ).toMatchObject({ cardHolderName: 'Name is invalid' });
  });
});

describe('toRedeemRequest (SPEC §3 Redeem payload)', () => {
  it('sends providerType, amount and paymentType for ACH', () => {
    expect(
      toRedeemRequest({ providerType: 'fiat', amount: 12.5, cardHolderName: 'Ignored' }),
    ).toEqual({ providerType: 'fiat', amount: 12.5, paymentType: 'redeem' });
  });

  it('adds the bank details for IPPAY', () => {
    expect(
      toRedeemRequest({
        providerType: 'IPPAY',
        amount: 3,
        cardHolderName: 'Ada Lovelace',
        accountNumber: '000123456789',
        routingNumber: '011000015',
      }),
    ).toEqual({
      providerType: 'IPPAY',
      amount: 3,
      paymentType: 'redeem',
      cardHolderName: 'Ada Lovelace',
      accountNumber: '000123456789',
      routingNumber: '011000015',
    });
  });
});
