/**
 * Money is held as integer hundredths (ARCHITECTURE.md "Money"): 1234.50 coins
 * or dollars is 123450. These helpers are the one place where hundredths and
 * decimals meet. They never do arithmetic on fractional floats: decimals are
 * read and written as text, and every computation is on safe integers.
 *
 * Error policy:
 * - `parseAmount` reads what a person typed (or a number from a form) and
 *   answers `null` when it is not an amount, so a form can show its message.
 * - Every other function takes values from the program itself and throws a
 *   `RangeError` when given something that is not a valid amount.
 */

const HUNDRED = 100;
/** Digits of the whole part that can still fit a safe integer of hundredths. */
const MAX_WHOLE_DIGITS = 15;
const AMOUNT_TEXT = /^([+-])?(\d+|\d{1,3}(?:,\d{3})+)?(?:\.(\d{1,2}))?$/;

function assertHundredths(hundredths: number): void {
  if (!Number.isSafeInteger(hundredths)) {
    throw new RangeError(`Amount in hundredths must be a safe integer, got ${String(hundredths)}`);
  }
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/** Splits a safe integer of hundredths into sign, whole-part digits and two fraction digits. */
function splitHundredths(hundredths: number): { sign: '' | '-'; whole: string; fraction: string } {
  assertHundredths(hundredths);
  const abs = Math.abs(hundredths);
  return {
    sign: hundredths < 0 ? '-' : '',
    whole: String(Math.floor(abs / HUNDRED)),
    fraction: String(abs % HUNDRED).padStart(2, '0'),
  };
}

/** 123450 → '1,234.50'; -123450 → '-1,234.50'; 5 → '0.05'. */
export function formatAmount(hundredths: number): string {
  const { sign, whole, fraction } = splitHundredths(hundredths);
  return `${sign}${groupThousands(whole)}.${fraction}`;
}

/** 123450 → '$1,234.50'; -123450 → '-$1,234.50'. */
export function formatUsd(cents: number): string {
  const { sign, whole, fraction } = splitHundredths(cents);
  return `${sign}$${groupThousands(whole)}.${fraction}`;
}

/**
 * Reads an amount into hundredths: '1,234.5' → 123450, '-0.05' → -5, 12.34 → 1234.
 * Accepts an optional sign, thousands separators in the right places and at
 * most two decimals. Answers `null` for anything else: more than two decimals
 * (also for numbers such as 0.1 + 0.2), NaN, infinities, exponents, empty text,
 * or a value whose hundredths are beyond the safe integer range.
 */
export function parseAmount(value: string | number): number | null {
  let text: string;
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) return null;
    // String() gives the shortest decimal that reads back as the same number,
    // which is the decimal the number was written as.
    text = String(value);
  } else {
    text = value.trim();
  }
  const match = AMOUNT_TEXT.exec(text);
  if (!match) return null;
  const [, sign, wholeText, fractionText] = match;
  if (wholeText === undefined && fractionText === undefined) return null;
  const wholeDigits = (wholeText ?? '0').replaceAll(',', '').replace(/^0+(?=\d)/, '');
  if (wholeDigits.length > MAX_WHOLE_DIGITS) return null;
  const hundredths = Number(wholeDigits) * HUNDRED + Number((fractionText ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(hundredths)) return null;
  return sign === '-' && hundredths !== 0 ? -hundredths : hundredths;
}

/**
 * An exact decimal number (as sent in JSON) to hundredths: 12.34 → 1234.
 * Throws a RangeError for more than two decimals, NaN, infinities or an
 * amount beyond the safe range; it never rounds.
 */
export function fromDecimal(decimal: number): number {
  const hundredths = parseAmount(decimal);
  if (hundredths === null) {
    throw new RangeError(`Not an amount with at most two decimals: ${String(decimal)}`);
  }
  return hundredths;
}

/**
 * Hundredths to the decimal number shown in JSON: 1234 → 12.34. The division
 * of an integer by 100 gives the double nearest to the exact decimal, so the
 * number prints as that decimal.
 */
export function toDecimal(hundredths: number): number {
  assertHundredths(hundredths);
  return hundredths / HUNDRED;
}

/** Integer division rounding half away from zero, for non-negative safe integers. */
function divideRounded(numerator: number, divisor: number): number {
  return Math.floor((numerator + divisor / 2) / divisor);
}

function trimFraction(hundredths: number): string {
  const whole = Math.floor(hundredths / HUNDRED);
  const fraction = String(hundredths % HUNDRED)
    .padStart(2, '0')
    .replace(/0+$/, '');
  return fraction === '' ? String(whole) : `${whole}.${fraction}`;
}

const COMPACT_UNITS = [
  { suffix: '', size: 1 },
  { suffix: 'K', size: 1_000 },
  { suffix: 'M', size: 1_000_000 },
] as const;

/**
 * Abbreviates a plain value (not hundredths) for the spin wheel: 999 → '999',
 * 1000 → '1K', 1500 → '1.5K', 999999 → '1M', 1250000 → '1.25M', 2000000 → '2M'.
 * Keeps up to two decimals (rounded half away from zero) and trims trailing
 * zeros; a value that rounds up to 1000 of a unit moves to the next unit.
 * Millions are the largest unit. Throws a RangeError for NaN, infinities or
 * values beyond the safe range.
 */
export function formatCompact(value: number): string {
  if (!Number.isFinite(value) || !Number.isSafeInteger(Math.round(Math.abs(value) * HUNDRED))) {
    throw new RangeError(`Cannot abbreviate ${String(value)}`);
  }
  const sign = value < 0 ? '-' : '';
  const hundredths = Math.round(Math.abs(value) * HUNDRED);
  let scaled = hundredths;
  let suffix = '';
  for (const [index, unit] of COMPACT_UNITS.entries()) {
    scaled = divideRounded(hundredths, unit.size);
    suffix = unit.suffix;
    const isLast = index === COMPACT_UNITS.length - 1;
    if (isLast || scaled < 1000 * HUNDRED) break;
  }
  return scaled === 0 ? '0' : `${sign}${trimFraction(scaled)}${suffix}`;
}

/** The most decimals an exact share of an amount is shown with (a ten-thousandth of a hundredth). */
const MAX_EXACT_DECIMALS = 6;

/**
 * An amount that may be a fraction of a hundredth — `numerator / denominator` hundredths, such as
 * a slot's line bet (the bet split across its lines) or one line's pay — shown as it truly is:
 *
 * - exact with two decimals, like every amount (SPEC §9): 200 / 20 → '0.10';
 * - otherwise with as many more decimals as it takes to be exact, up to six:
 *   10 / 20 → '0.005', 30 / 20 → '0.015', 1 / 16 → '0.000625';
 * - a value that is not exact in six decimals is marked '≈' and rounded (half away from zero) to
 *   two decimals, or to two significant digits when it is below 0.10, so it never reads 0.00:
 *   1000 / 3 → '≈3.33', 10 / 3 → '≈0.033'.
 *
 * So a non-zero amount never shows as 0.00, and an amount shown without '≈' is exact.
 * Throws a RangeError unless the numerator is a safe integer and the denominator a positive one.
 */
export function formatExactAmount(numerator: number, denominator: number): string {
  assertHundredths(numerator);
  if (!Number.isSafeInteger(denominator) || denominator <= 0) {
    throw new RangeError(
      `The denominator must be a positive safe integer, got ${String(denominator)}`,
    );
  }
  const sign = numerator < 0 ? '-' : '';
  const n = BigInt(Math.abs(numerator));
  const d = BigInt(denominator);
  // The amount in units of 10^-decimals coins: numerator × 10^(decimals - 2) / denominator.
  const scaledTo = (decimals: number): bigint => n * 10n ** BigInt(decimals - 2);
  const text = (units: bigint, decimals: number): string => {
    const digits = units.toString().padStart(decimals + 1, '0');
    const whole = digits.slice(0, -decimals);
    return `${groupThousands(whole)}.${digits.slice(-decimals)}`;
  };

  for (let decimals = 2; decimals <= MAX_EXACT_DECIMALS; decimals += 1) {
    const scaled = scaledTo(decimals);
    if (scaled % d === 0n) {
      const units = scaled / d;
      return `${units === 0n ? '' : sign}${text(units, decimals)}`;
    }
  }
  // Not exact: two decimals, or as many as two significant digits need (at least 10 units).
  let decimals = 2;
  while (scaledTo(decimals) / d < 10n) decimals += 1;
  const rounded = (scaledTo(decimals) * 2n + d) / (2n * d);
  return `≈${sign}${text(rounded, decimals)}`;
}
