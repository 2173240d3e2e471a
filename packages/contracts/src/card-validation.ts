import { z } from 'zod';

/**
 * The card form of the token provider (SPEC §2 'card or bank token form').
 * Card data goes from the browser to the provider's tokenization endpoint
 * only, never to /api; the web form and the sandbox provider's endpoint
 * validate it with these same rules (the sandbox approves any other valid
 * Luhn number, see SANDBOX_TEST_CARDS).
 */

export const CARD_MESSAGES = {
  numberRequired: 'Card number is required',
  numberInvalid: 'Enter a valid card number',
  expiryRequired: 'Expiry date is required',
  expiryFormat: 'Enter the expiry date as MM/YY',
  expiryPast: 'This card has expired',
  cvcRequired: 'CVC is required',
  cvcInvalid: 'Enter the 3 or 4 digit CVC',
  nameRequired: 'Name on card is required',
  nameMin: 'Name must be at least 2 characters',
  nameMax: 'Name must not be more than 100 characters',
  nameInvalid: 'Name can contain only letters, spaces, dots, hyphens and apostrophes',
} as const;

const M = CARD_MESSAGES;

/** Card numbers have 12 to 19 digits (ISO/IEC 7812). */
export const CARD_NUMBER_MIN_DIGITS = 12;
export const CARD_NUMBER_MAX_DIGITS = 19;
/** Expiry dates further ahead than this are not real cards. */
export const CARD_EXPIRY_MAX_YEARS_AHEAD = 20;

/** '4242 4242-4242 4242' → '4242424242424242' (spaces and dashes players type are dropped). */
export function normalizeCardNumber(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** The Luhn (mod 10) check every card number passes. */
export function passesLuhn(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let sum = 0;
  let double = false;
  for (let i = digits.length - 1; i >= 0; i -= 1) {
    let digit = Number(digits[i]);
    if (double) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
    double = !double;
  }
  return sum % 10 === 0;
}

/** A typed number (spaces and dashes allowed) that can be a card: 12-19 digits passing Luhn. */
export function isValidCardNumber(value: string): boolean {
  const digits = normalizeCardNumber(value);
  return (
    /^\d+$/.test(digits) &&
    digits.length >= CARD_NUMBER_MIN_DIGITS &&
    digits.length <= CARD_NUMBER_MAX_DIGITS &&
    passesLuhn(digits)
  );
}

export type CardBrand = 'visa' | 'mastercard' | 'amex' | 'discover' | 'unknown';

export const CARD_BRAND_NAMES: Record<CardBrand, string> = {
  visa: 'Visa',
  mastercard: 'Mastercard',
  amex: 'American Express',
  discover: 'Discover',
  unknown: 'Card',
};

/** The network of a card number by its leading digits (IIN ranges of the four networks offered). */
export function detectCardBrand(value: string): CardBrand {
  const digits = normalizeCardNumber(value);
  if (/^4/.test(digits)) return 'visa';
  if (/^3[47]/.test(digits)) return 'amex';
  if (/^(5[1-5]|2(2[2-9]|[3-6]\d|7[01]|720))/.test(digits)) return 'mastercard';
  if (/^(6011|65|64[4-9]|622)/.test(digits)) return 'discover';
  return 'unknown';
}

export interface CardExpiry {
  /** 1-12 */
  readonly month: number;
  /** Four digits, e.g. 2029. */
  readonly year: number;
}

/** 'MM/YY' (also 'MM / YY' and 'MM/YYYY') → { month, year }; null when it is not such a date. */
export function parseCardExpiry(value: string): CardExpiry | null {
  const match = /^(\d{1,2})\s*\/\s*(\d{2}|\d{4})$/.exec(value.trim());
  if (!match) return null;
  const month = Number(match[1]);
  const yearText = match[2] ?? '';
  const year = yearText.length === 2 ? 2000 + Number(yearText) : Number(yearText);
  if (month < 1 || month > 12) return null;
  return { month, year };
}

/** A card is valid through the last day of its expiry month. */
export function isCardExpired(expiry: CardExpiry, now: Date = new Date()): boolean {
  const year = now.getFullYear();
  const month = now.getMonth() + 1;
  return expiry.year < year || (expiry.year === year && expiry.month < month);
}

/** Why a typed expiry is refused, or null when it is fine. */
export function cardExpiryError(value: string, now: Date = new Date()): string | null {
  if (!value.trim()) return M.expiryRequired;
  const expiry = parseCardExpiry(value);
  if (!expiry || expiry.year > now.getFullYear() + CARD_EXPIRY_MAX_YEARS_AHEAD) {
    return M.expiryFormat;
  }
  return isCardExpired(expiry, now) ? M.expiryPast : null;
}

/** Letters (any alphabet), spaces, dots, hyphens and apostrophes, as names on cards are printed. */
export const CARD_NAME_PATTERN = /^[\p{L}][\p{L} .'-]*$/u;

/** The card form: number, MM/YY, CVC, name on card and the save-for-future choice. */
export const ZCardForm = z
  .object({
    number: z
      .string({ error: M.numberRequired })
      .trim()
      .min(1, { error: M.numberRequired, abort: true })
      .refine(isValidCardNumber, M.numberInvalid),
    expiry: z.string({ error: M.expiryRequired }).superRefine((value, ctx) => {
      const message = cardExpiryError(value);
      if (message) ctx.addIssue({ code: 'custom', message });
    }),
    cvc: z
      .string({ error: M.cvcRequired })
      .trim()
      .min(1, { error: M.cvcRequired, abort: true })
      .regex(/^\d{3,4}$/, M.cvcInvalid),
    name: z
      .string({ error: M.nameRequired })
      .trim()
      .min(1, { error: M.nameRequired, abort: true })
      .min(2, M.nameMin)
      .max(100, M.nameMax)
      .regex(CARD_NAME_PATTERN, M.nameInvalid),
    saveForFuture: z.boolean(),
  })
  .superRefine((card, ctx) => {
    // American Express prints a 4-digit code, the other networks 3 digits.
    const brand = detectCardBrand(card.number);
    const expected = brand === 'amex' ? 4 : 3;
    if (/^\d{3,4}$/.test(card.cvc) && card.cvc.length !== expected && brand !== 'unknown') {
      ctx.addIssue({ code: 'custom', path: ['cvc'], message: M.cvcInvalid });
    }
  });
export type TCardForm = z.infer<typeof ZCardForm>;
