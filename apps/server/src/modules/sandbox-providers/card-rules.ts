import {
  CARD_EXPIRY_MAX_YEARS_AHEAD,
  CARD_MESSAGES,
  CARD_NAME_PATTERN,
  detectCardBrand,
  isValidCardNumber,
  normalizeCardNumber,
  type CardBrand,
} from '@app/contracts/card-validation';
import { SANDBOX_TEST_CARDS } from '@app/contracts/payments';

/**
 * Card checks of the hosted page (ippay) and the token endpoint (finix): the
 * web card form's rules and messages (contracts card-validation), on a month
 * and year that may arrive apart, plus the outcome a documented test number
 * stands for. Any other valid number is approved.
 */
export type CardOutcome = 'approve' | 'decline' | 'pending' | 'provider_error';

const OUTCOME_BY_NUMBER = new Map<string, CardOutcome>([
  [SANDBOX_TEST_CARDS.approve, 'approve'],
  [SANDBOX_TEST_CARDS.approveMastercard, 'approve'],
  [SANDBOX_TEST_CARDS.decline, 'decline'],
  [SANDBOX_TEST_CARDS.pending, 'pending'],
  [SANDBOX_TEST_CARDS.providerError, 'provider_error'],
]);

export function outcomeOfCard(digits: string): CardOutcome {
  return OUTCOME_BY_NUMBER.get(digits) ?? 'approve';
}

export interface CardInput {
  number: string;
  /** NaN when the month was missing or not a number. */
  expMonth: number;
  /** Two or four digits; NaN when missing or not a number. */
  expYear: number;
  cvc: string;
  name: string;
}

export interface ValidCard {
  /** Only in memory, to pick the outcome: never stored, logged or echoed. */
  digits: string;
  brand: CardBrand;
  last4: string;
  expMonth: number;
  expYear: number;
  outcome: CardOutcome;
}

export type CardField = 'cardNumber' | 'expMonth' | 'expYear' | 'expiry' | 'cvc' | 'name';
export type CardErrors = Partial<Record<CardField, string>>;

const M = CARD_MESSAGES;
const CARD_NAME_MAX = 100;

function checkNumber(typed: string): string | undefined {
  if (normalizeCardNumber(typed) === '') return M.numberRequired;
  return isValidCardNumber(typed) ? undefined : M.numberInvalid;
}

/** American Express prints a 4-digit code, the other networks 3 digits. */
function checkCvc(cvc: string, brand: CardBrand): string | undefined {
  if (cvc === '') return M.cvcRequired;
  if (!/^\d{3,4}$/.test(cvc)) return M.cvcInvalid;
  const expected = brand === 'amex' ? 4 : 3;
  return brand !== 'unknown' && cvc.length !== expected ? M.cvcInvalid : undefined;
}

function checkName(typed: string): string | undefined {
  const name = typed.trim();
  if (name === '') return M.nameRequired;
  if (name.length < 2) return M.nameMin;
  if (name.length > CARD_NAME_MAX) return M.nameMax;
  return CARD_NAME_PATTERN.test(name) ? undefined : M.nameInvalid;
}

/**
 * Checks a card as a person typed it. The card is good through the last day
 * of its expiry month (UTC); a two-digit year is in this century.
 */
export function validateCard(
  input: CardInput,
  now: Date,
): { card: ValidCard; errors?: undefined } | { card?: undefined; errors: CardErrors } {
  const errors: CardErrors = {};
  const numberError = checkNumber(input.number);
  if (numberError) errors.cardNumber = numberError;

  const month = input.expMonth;
  if (!Number.isInteger(month) || month < 1 || month > 12) errors.expMonth = M.expiryFormat;
  const thisYear = now.getUTCFullYear();
  const rawYear = input.expYear;
  const year =
    Number.isInteger(rawYear) && rawYear >= 0 && rawYear < 100 ? 2000 + rawYear : rawYear;
  if (!Number.isInteger(year) || year < 2000 || year > thisYear + CARD_EXPIRY_MAX_YEARS_AHEAD) {
    errors.expYear = M.expiryFormat;
  }
  if (!errors.expMonth && !errors.expYear) {
    const expiry = year * 12 + (month - 1);
    const current = thisYear * 12 + now.getUTCMonth();
    if (expiry < current) errors.expiry = M.expiryPast;
  }

  const cvcError = checkCvc(input.cvc, detectCardBrand(input.number));
  if (cvcError) errors.cvc = cvcError;
  const nameError = checkName(input.name);
  if (nameError) errors.name = nameError;

  if (Object.keys(errors).length > 0) return { errors };
  const digits = normalizeCardNumber(input.number);
  return {
    card: {
      digits,
      brand: detectCardBrand(digits),
      last4: digits.slice(-4),
      expMonth: month,
      expYear: year,
      outcome: outcomeOfCard(digits),
    },
  };
}

/** A month or year sent as a number or as digits; NaN for anything else. */
export function toWholeNumber(value: unknown): number {
  if (typeof value === 'number') return Number.isInteger(value) ? value : Number.NaN;
  if (typeof value === 'string' && /^\s*\d{1,4}\s*$/.test(value)) return Number(value);
  return Number.NaN;
}

/** 'MM/YY', 'MM / YY', 'MMYY' or 'MM/YYYY' into month and year (NaN when unreadable). */
export function parseExpiry(typed: string): { expMonth: number; expYear: number } {
  const match = /^\s*(\d{1,2})\s*\/?\s*(\d{2}|\d{4})\s*$/.exec(typed);
  if (!match) return { expMonth: Number.NaN, expYear: Number.NaN };
  return { expMonth: Number(match[1]), expYear: Number(match[2]) };
}
