import { CARD_NUMBER_MAX_DIGITS, detectCardBrand } from '@app/contracts/card-validation';

/**
 * Typing help for the card form: digits grouped as printed on the card and
 * the slash of MM/YY put in. Validation stays in contracts (ZCardForm).
 */

/** '4242424242424242' → '4242 4242 4242 4242'; American Express as 4-6-5. */
export function formatCardNumberInput(typed: string): string {
  const digits = typed.replace(/\D/g, '').slice(0, CARD_NUMBER_MAX_DIGITS);
  const groups =
    detectCardBrand(digits) === 'amex'
      ? [digits.slice(0, 4), digits.slice(4, 10), digits.slice(10, 15)]
      : (digits.match(/\d{1,4}/g) ?? []);
  return groups.filter(Boolean).join(' ');
}

/** '1229' → '12/29'; a first digit above 1 is a month of its own: '4' → '04'. */
export function formatExpiryInput(typed: string): string {
  let digits = typed.replace(/\D/g, '').slice(0, 4);
  if (/^[2-9]/.test(digits)) digits = `0${digits}`.slice(0, 4);
  return digits.length > 2 ? `${digits.slice(0, 2)}/${digits.slice(2)}` : digits;
}

/** Expiry month and year of a saved card as MM/YY. */
export function formatCardExpiry(month: number, year: number): string {
  return `${String(month).padStart(2, '0')}/${String(year % 100).padStart(2, '0')}`;
}
