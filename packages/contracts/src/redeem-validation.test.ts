import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  ZRedeemAmount,
  ZRedeemForm,
  ZRedeemRequest,
  dailyRedeemLimitMessage,
  redeemAmountError,
  redeemFormWithLimits,
} from './redeem-validation';
import { firstMessageByField, validationMessages } from './zod-issues';

const fieldErrors = (schema: z.ZodType, value: unknown): Record<string, string> => {
  const result = schema.safeParse(value);
  return result.success ? {} : firstMessageByField(result.error);
};

const ippay = {
  providerType: 'IPPAY',
  amount: 25,
  cardHolderName: 'John Smith',
  accountNumber: '000123456789',
  routingNumber: '021000021',
};

describe('redeem amount', () => {
  it.each([
    [undefined, 'Amount Required'],
    [null, 'Amount Required'],
    ['', 'Amount Required'],
    ['  ', 'Amount Required'],
    ['abc', 'Must be a number'],
    [Number.NaN, 'Must be a number'],
    [Number.POSITIVE_INFINITY, 'Must be a number'],
    [true, 'Must be a number'],
    [0, 'Must be greater than 0'],
    [-5, 'Must be greater than 0'],
    ['0', 'Must be greater than 0'],
    [1.005, 'Amount can have at most 2 decimal places'],
  ])('refuses %j with its message', (value, message) => {
    expect(validationMessages(ZRedeemAmount, value)[0]).toBe(message);
  });

  it.each([
    [1, 1],
    [0.01, 0.01],
    ['12.5', 12.5],
    [' 100 ', 100],
  ])('accepts %j as %j', (value, amount) => {
    expect(ZRedeemAmount.parse(value)).toBe(amount);
  });
});

describe('redeem form', () => {
  it('requires the provider type', () => {
    expect(fieldErrors(ZRedeemForm, { amount: 1 })).toEqual({
      providerType: 'Provider Type Required',
    });
    expect(fieldErrors(ZRedeemForm, { providerType: '', amount: 1 })).toEqual({
      providerType: 'Provider Type Required',
    });
  });

  it('asks no bank details of providers other than IPPAY', () => {
    expect(ZRedeemForm.parse({ providerType: 'fiat', amount: 1 })).toEqual({
      providerType: 'fiat',
      amount: 1,
    });
  });

  it('accepts IPPAY with valid bank details', () => {
    expect(ZRedeemForm.safeParse(ippay).success).toBe(true);
  });

  it('requires every IPPAY bank field, even while the amount is also wrong', () => {
    expect(fieldErrors(ZRedeemForm, { providerType: 'IPPAY', amount: '' })).toEqual({
      amount: 'Amount Required',
      cardHolderName: 'Card holder name is required',
      accountNumber: 'Account number is required',
      routingNumber: 'Routing number is required',
    });
  });

  it.each([
    ['Jo', 'Name must be at least 3 characters'],
    ['J'.repeat(201), 'Name must not be more than 200 characters'],
    ['John  Smith', 'Name is invalid'],
    ['John Q Smith', 'Name is invalid'],
    ['J0hn', 'Name is invalid'],
    ['   ', 'Card holder name is required'],
  ])('refuses the card holder name %j', (cardHolderName, message) => {
    expect(fieldErrors(ZRedeemForm, { ...ippay, cardHolderName })).toEqual({
      cardHolderName: message,
    });
  });

  it.each(['12a456', '12 3456', '123', '1'.repeat(18)])(
    'refuses the account number %j',
    (accountNumber) => {
      expect(fieldErrors(ZRedeemForm, { ...ippay, accountNumber })).toEqual({
        accountNumber: 'Invalid account number',
      });
    },
  );

  it.each(['02100002a', '12345678', '1234567890'])(
    'refuses the routing number %j',
    (routingNumber) => {
      expect(fieldErrors(ZRedeemForm, { ...ippay, routingNumber })).toEqual({
        routingNumber: 'Invalid routing number',
      });
    },
  );

  it('refuses bank fields that are not text', () => {
    expect(fieldErrors(ZRedeemForm, { ...ippay, accountNumber: 123456 })).toEqual({
      accountNumber: 'Invalid account number',
    });
  });
});

describe('redeem request', () => {
  it('needs paymentType redeem', () => {
    expect(ZRedeemRequest.parse({ ...ippay, paymentType: 'redeem' }).paymentType).toBe('redeem');
    expect(
      fieldErrors(ZRedeemRequest, { providerType: 'fiat', amount: 5, paymentType: 'deposit' }),
    ).toEqual({
      paymentType: "Payment type must be 'redeem'",
    });
  });

  it('checks IPPAY bank details as the form does', () => {
    expect(
      fieldErrors(ZRedeemRequest, { ...ippay, routingNumber: 'x', paymentType: 'redeem' }),
    ).toEqual({ routingNumber: 'Invalid routing number' });
  });
});

describe('redeem amount limits', () => {
  const limits = { min: 10, max: 500, redeemable: 120.5 };

  it('accepts an amount within the limits and the balance', () => {
    expect(redeemAmountError(10, limits)).toBeNull();
    expect(redeemAmountError(120.5, limits)).toBeNull();
  });

  it('refuses an amount below the minimum', () => {
    expect(redeemAmountError(9.99, limits)).toBe(
      'Requested redemption amount is less than 10 Redeemable SC coins',
    );
  });

  it('refuses an amount above the maximum before looking at the balance', () => {
    expect(redeemAmountError(500.01, limits)).toBe(
      'Requested redemption amount is more than 500 Redeemable SC coins',
    );
  });

  it('refuses an amount above the redeemable balance', () => {
    expect(redeemAmountError(120.51, limits)).toBe('Insufficient Redeemable SC coins');
  });

  it('compares in hundredths, so float sums do not count as more', () => {
    expect(redeemAmountError(0.3, { min: 0.1, max: 1, redeemable: 0.1 + 0.2 })).toBeNull();
  });

  it('adds the limits to the form', () => {
    const form = redeemFormWithLimits(limits);
    expect(fieldErrors(form, { providerType: 'fiat', amount: 5 })).toEqual({
      amount: 'Requested redemption amount is less than 10 Redeemable SC coins',
    });
    expect(form.safeParse({ providerType: 'fiat', amount: 50 }).success).toBe(true);
  });
});

describe('daily redeem limit message', () => {
  it('has the SPEC text', () => {
    expect(dailyRedeemLimitMessage(1000, 250)).toBe(
      'You cannot redeem more than 1000 coins in one day. Your remaining redeemable coins for today are 250. You can try again tomorrow or with a different amount',
    );
  });
});
