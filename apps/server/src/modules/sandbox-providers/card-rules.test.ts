import { describe, expect, it } from 'vitest';
import { CARD_MESSAGES as M } from '@app/contracts/card-validation';
import { SANDBOX_TEST_CARDS } from '@app/contracts/payments';
import { outcomeOfCard, parseExpiry, toWholeNumber, validateCard } from './card-rules';

const NOW = new Date('2026-06-15T12:00:00Z');
const good = {
  number: '4242 4242 4242 4242',
  expMonth: 6,
  expYear: 26,
  cvc: '123',
  name: 'Pat Player',
};

describe('card rules', () => {
  it('maps the documented test numbers to their outcomes and approves any other', () => {
    expect(outcomeOfCard(SANDBOX_TEST_CARDS.approve)).toBe('approve');
    expect(outcomeOfCard(SANDBOX_TEST_CARDS.approveMastercard)).toBe('approve');
    expect(outcomeOfCard(SANDBOX_TEST_CARDS.decline)).toBe('decline');
    expect(outcomeOfCard(SANDBOX_TEST_CARDS.pending)).toBe('pending');
    expect(outcomeOfCard(SANDBOX_TEST_CARDS.providerError)).toBe('provider_error');
    expect(outcomeOfCard('378282246310005')).toBe('approve');
  });

  it('reads the expiry as people type it, and months and years sent as numbers or digits', () => {
    expect(parseExpiry('12/29')).toEqual({ expMonth: 12, expYear: 29 });
    expect(parseExpiry(' 07 / 2031 ')).toEqual({ expMonth: 7, expYear: 2031 });
    expect(parseExpiry('0730')).toEqual({ expMonth: 7, expYear: 30 });
    expect(parseExpiry('soon')).toEqual({ expMonth: Number.NaN, expYear: Number.NaN });
    expect(toWholeNumber(7)).toBe(7);
    expect(toWholeNumber('07')).toBe(7);
    expect(toWholeNumber(7.5)).toBeNaN();
    expect(toWholeNumber(undefined)).toBeNaN();
  });

  it('accepts a card good through the end of its expiry month, keeping brand and last four', () => {
    expect(validateCard(good, NOW).card).toMatchObject({
      brand: 'visa',
      last4: '4242',
      expMonth: 6,
      expYear: 2026,
      outcome: 'approve',
    });
    expect(
      validateCard({ ...good, number: '3782 822463 10005', cvc: '1234' }, NOW).card,
    ).toMatchObject({ brand: 'amex', last4: '0005' });
  });

  it('names every bad field with the card form messages', () => {
    expect(
      validateCard({ number: '', expMonth: 5, expYear: 2026, cvc: '', name: ' ' }, NOW).errors,
    ).toEqual({
      cardNumber: M.numberRequired,
      expiry: M.expiryPast,
      cvc: M.cvcRequired,
      name: M.nameRequired,
    });
    expect(validateCard({ ...good, number: '4242424242424241' }, NOW).errors).toEqual({
      cardNumber: M.numberInvalid,
    });
    expect(validateCard({ ...good, number: '4242' }, NOW).errors).toEqual({
      cardNumber: M.numberInvalid,
    });
    expect(validateCard({ ...good, expMonth: 0, expYear: Number.NaN }, NOW).errors).toEqual({
      expMonth: M.expiryFormat,
      expYear: M.expiryFormat,
    });
    expect(validateCard({ ...good, expYear: 2080 }, NOW).errors).toEqual({
      expYear: M.expiryFormat,
    });
    expect(validateCard({ ...good, cvc: '1234' }, NOW).errors).toEqual({ cvc: M.cvcInvalid });
    expect(validateCard({ ...good, name: 'P' }, NOW).errors).toEqual({ name: M.nameMin });
    expect(validateCard({ ...good, name: 'x'.repeat(101) }, NOW).errors).toEqual({
      name: M.nameMax,
    });
    expect(validateCard({ ...good, name: '<b>Pat</b>' }, NOW).errors).toEqual({
      name: M.nameInvalid,
    });
  });
});
