/**
 * Exact rational arithmetic on bigint, for return-to-player figures computed
 * from the game tables without rounding or simulation.
 */

/** n / d in lowest terms with d > 0. */
export interface Rational {
  readonly n: bigint;
  readonly d: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) {
    const r = x % y;
    x = y;
    y = r;
  }
  return x;
}

function toBigInt(value: bigint | number): bigint {
  if (typeof value === 'bigint') return value;
  if (!Number.isSafeInteger(value)) {
    throw new RangeError(`Not a safe integer: ${String(value)}`);
  }
  return BigInt(value);
}

/** The rational numerator / denominator, reduced. */
export function ratio(numerator: bigint | number, denominator: bigint | number = 1n): Rational {
  let n = toBigInt(numerator);
  let d = toBigInt(denominator);
  if (d === 0n) throw new RangeError('Denominator is zero');
  if (d < 0n) {
    n = -n;
    d = -d;
  }
  const g = gcd(n, d);
  return g > 1n ? { n: n / g, d: d / g } : { n, d };
}

export const ZERO: Rational = { n: 0n, d: 1n };
export const ONE: Rational = { n: 1n, d: 1n };

export function add(a: Rational, b: Rational): Rational {
  return ratio(a.n * b.d + b.n * a.d, a.d * b.d);
}

export function sub(a: Rational, b: Rational): Rational {
  return ratio(a.n * b.d - b.n * a.d, a.d * b.d);
}

export function mul(a: Rational, b: Rational): Rational {
  return ratio(a.n * b.n, a.d * b.d);
}

export function div(a: Rational, b: Rational): Rational {
  if (b.n === 0n) throw new RangeError('Division by zero');
  return ratio(a.n * b.d, a.d * b.n);
}

/** Σ of rationals. */
export function sum(values: Iterable<Rational>): Rational {
  let total = ZERO;
  for (const value of values) total = add(total, value);
  return total;
}

/** −1, 0 or 1 as a < b, a = b, a > b. */
export function compare(a: Rational, b: Rational): -1 | 0 | 1 {
  const left = a.n * b.d;
  const right = b.n * a.d;
  return left < right ? -1 : left > right ? 1 : 0;
}

export function equals(a: Rational, b: Rational): boolean {
  return a.n === b.n && a.d === b.d;
}

/** The nearest double (to about 1e-15 relative), for standard deviations and display. */
export function toNumber(r: Rational): number {
  const scale = 10n ** 18n;
  const whole = r.n / r.d;
  const fraction = ((r.n % r.d) * scale) / r.d;
  return Number(whole) + Number(fraction) / 1e18;
}

/** floor(r) as a bigint. */
export function floor(r: Rational): bigint {
  const q = r.n / r.d;
  return r.n < 0n && q * r.d !== r.n ? q - 1n : q;
}

/** 'n/d' text, for exact figures in reports and tests. */
export function toFractionText(r: Rational): string {
  return `${r.n}/${r.d}`;
}
