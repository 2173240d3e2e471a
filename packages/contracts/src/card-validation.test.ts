import { describe, expect, it } from 'vitest';
import {
  CARD_MESSAGES,
  ZCardForm,
  cardExpiryError,
  detectCardBrand,
  isCardExpired,
  isValidCardNumber,
  normalizeCardNumber,
  parseCardExpiry,
  passesLuhn,
} from './card-validation';
import { SANDBOX_TEST_CARDS } from './payments';

const NOW = new Date(2026, 10, 23); // 23 Nov 2026

const validCard = {
  number: '4242 4242 4242 4242',
  expiry: '12/29',
  cvc: '123',
  name: 'Jane Doe',
  saveForFuture: false,
};

function messagesOf(input: unknown): Record<string, string[]> {
  const result = ZCardForm.safeParse(input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.error.issues) {
    const key = String(issue.path[0]);
    (byField[key] ??= []).push(issue.message);
  }
  return byField;
}

describe('card numbers', () => {
  it('accepts every sandbox test card (they are all Luhn-valid)', () => {
    for (const number of Object.values(SANDBOX_TEST_CARDS)) {
      expect(isValidCardNumber(number), number).toBe(true);
    }
  });

  it('refuses a number with one wrong digit, too few or too many digits, or letters', () => {
    expect(passesLuhn('4242424242424241')).toBe(false);
    expect(isValidCardNumber('4242424242424241')).toBe(false);
    expect(isValidCardNumber('42424242424')).toBe(false);
    expect(isValidCardNumber('4'.repeat(20))).toBe(false);
    expect(isValidCardNumber('4242abcd42424242')).toBe(false);
    expect(isValidCardNumber('')).toBe(false);
  });

  it('ignores the spaces and dashes a player types', () => {
    expect(normalizeCardNumber('4242 4242-4242 4242')).toBe('4242424242424242');
    expect(isValidCardNumber('4242-4242-4242-4242')).toBe(true);
  });

  it('names the network by the leading digits', () => {
    expect(detectCardBrand(SANDBOX_TEST_CARDS.approve)).toBe('visa');
    expect(detectCardBrand(SANDBOX_TEST_CARDS.approveMastercard)).toBe('mastercard');
    expect(detectCardBrand('2221000000000009')).toBe('mastercard');
    expect(detectCardBrand('378282246310005')).toBe('amex');
    expect(detectCardBrand('6011111111111117')).toBe('discover');
    expect(detectCardBrand('9999')).toBe('unknown');
  });
});

describe('expiry dates', () => {
  it('reads MM/YY and MM/YYYY', () => {
    expect(parseCardExpiry('07/29')).toEqual({ month: 7, year: 2029 });
    expect(parseCardExpiry('7 / 2031')).toEqual({ month: 7, year: 2031 });
    expect(parseCardExpiry('13/29')).toBeNull();
    expect(parseCardExpiry('00/29')).toBeNull();
    expect(parseCardExpiry('1229')).toBeNull();
  });

  it('keeps a card valid through the last day of its expiry month', () => {
    expect(isCardExpired({ month: 11, year: 2026 }, NOW)).toBe(false);
    expect(isCardExpired({ month: 10, year: 2026 }, NOW)).toBe(true);
    expect(isCardExpired({ month: 1, year: 2027 }, NOW)).toBe(false);
    expect(isCardExpired({ month: 12, year: 2025 }, NOW)).toBe(true);
  });

  it('explains what is wrong with a typed expiry', () => {
    expect(cardExpiryError('', NOW)).toBe(CARD_MESSAGES.expiryRequired);
    expect(cardExpiryError('1/2', NOW)).toBe(CARD_MESSAGES.expiryFormat);
    expect(cardExpiryError('10/26', NOW)).toBe(CARD_MESSAGES.expiryPast);
    expect(cardExpiryError('11/26', NOW)).toBeNull();
    expect(cardExpiryError('01/99', NOW)).toBe(CARD_MESSAGES.expiryFormat);
  });
});

describe('ZCardForm', () => {
  it('accepts a complete card', () => {
    expect(messagesOf(validCard)).toEqual({});
  });

  it('gives one message per empty field', () => {
    expect(messagesOf({ number: '', expiry: '', cvc: '', name: '', saveForFuture: false })).toEqual(
      {
        number: [CARD_MESSAGES.numberRequired],
        expiry: [CARD_MESSAGES.expiryRequired],
        cvc: [CARD_MESSAGES.cvcRequired],
        name: [CARD_MESSAGES.nameRequired],
      },
    );
  });

  it('refuses a number failing Luhn, an expired card and a bad CVC', () => {
    const messages = messagesOf({
      ...validCard,
      number: '4242424242424241',
      expiry: '01/20',
      cvc: '12',
    });
    expect(messages.number).toEqual([CARD_MESSAGES.numberInvalid]);
    expect(messages.expiry).toEqual([CARD_MESSAGES.expiryPast]);
    expect(messages.cvc).toEqual([CARD_MESSAGES.cvcInvalid]);
  });

  it('wants 4 CVC digits on American Express and 3 on the others', () => {
    expect(messagesOf({ ...validCard, number: '378282246310005', cvc: '123' }).cvc).toEqual([
      CARD_MESSAGES.cvcInvalid,
    ]);
    expect(messagesOf({ ...validCard, number: '378282246310005', cvc: '1234' })).toEqual({});
    expect(messagesOf({ ...validCard, cvc: '1234' }).cvc).toEqual([CARD_MESSAGES.cvcInvalid]);
  });

  it('refuses names with digits or symbols and accepts printed-name punctuation', () => {
    expect(messagesOf({ ...validCard, name: 'J0hn' }).name).toEqual([CARD_MESSAGES.nameInvalid]);
    expect(messagesOf({ ...validCard, name: "Mary-Ann O'Neil Jr." })).toEqual({});
    expect(messagesOf({ ...validCard, name: 'J' }).name).toEqual([CARD_MESSAGES.nameMin]);
  });
});
