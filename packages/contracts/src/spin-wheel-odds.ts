/**
 * Exact odds of the spin wheel, in integer (bigint) arithmetic only: the chance of each segment
 * is weight / Σ weights, and the expected prize per spin is Σ(weight × amount) / Σ weights.
 * The back office shows these as reduced fractions and exact decimals (with the recurring
 * digits marked), never as floating-point approximations (docs/decisions/033).
 */

/** A non-negative fraction n / d in lowest terms, d > 0. */
export interface ExactFraction {
  readonly n: bigint;
  readonly d: bigint;
}

/** An exact figure as the back office shows it. */
export interface ExactFigure {
  /** 'n/d' in lowest terms ('5/1' for a whole number). */
  fraction: string;
  /**
   * The exact decimal: '0.35', or with the repeating digits in parentheses '0.1(6)'.
   * A period longer than the limit is cut and ends in '…' with `isExact` false.
   */
  decimal: string;
  isExact: boolean;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a;
  let y = b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(n: bigint, d: bigint): ExactFraction {
  if (d <= 0n || n < 0n) throw new RangeError('A fraction needs n ≥ 0 and d > 0');
  const g = gcd(n, d);
  return g > 1n ? { n: n / g, d: d / g } : { n, d };
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
}

/**
 * The decimal expansion of n / d by long division: a remainder seen before starts the period.
 * At most `maxDigits` fraction digits are written; a longer expansion ends in '…'.
 */
export function exactDecimal(value: ExactFraction, maxDigits = 24): ExactFigure {
  const { n, d } = value;
  const whole = groupThousands((n / d).toString());
  let remainder = n % d;
  const digits: string[] = [];
  const seenAt = new Map<bigint, number>();
  while (remainder !== 0n && !seenAt.has(remainder) && digits.length < maxDigits) {
    seenAt.set(remainder, digits.length);
    remainder *= 10n;
    digits.push((remainder / d).toString());
    remainder %= d;
  }
  const text = `${n}/${d}`;
  if (remainder === 0n) {
    return {
      fraction: text,
      decimal: digits.length ? `${whole}.${digits.join('')}` : whole,
      isExact: true,
    };
  }
  const start = seenAt.get(remainder);
  if (start === undefined)
    return { fraction: text, decimal: `${whole}.${digits.join('')}…`, isExact: false };
  const fixed = digits.slice(0, start).join('');
  const period = digits.slice(start).join('');
  return { fraction: text, decimal: `${whole}.${fixed}(${period})`, isExact: true };
}

/** What the odds of one segment need: its weight and prize in hundredths. */
export interface WeightedPrize {
  weight: number;
  gc: number;
  sc: number;
  isActive: boolean;
}

export interface SegmentChance {
  /** weight / Σ active weights in lowest terms ('0/1' for an inactive segment). */
  fraction: string;
  percent: ExactFigure;
}

export interface WheelOdds<T> {
  totalWeight: number;
  /** The segments as given, each with its chance. */
  segments: (T & { chance: SegmentChance })[];
  /** Expected GC and SC per spin, in coins. */
  expectedGc: ExactFigure;
  expectedSc: ExactFigure;
}

/** The exact odds of a wheel: only active segments are drawn. */
export function wheelOdds<T extends WeightedPrize>(segments: readonly T[]): WheelOdds<T> {
  const active = segments.filter((s) => s.isActive);
  const total = active.reduce((sum, s) => sum + BigInt(s.weight), 0n);
  const expected = (amount: (s: WeightedPrize) => number) => {
    if (total === 0n) return exactDecimal(fraction(0n, 1n));
    const hundredths = active.reduce((sum, s) => sum + BigInt(s.weight) * BigInt(amount(s)), 0n);
    return exactDecimal(fraction(hundredths, total * 100n));
  };
  return {
    totalWeight: Number(total),
    segments: segments.map((s) => {
      if (!s.isActive || total === 0n)
        return { ...s, chance: { fraction: '0/1', percent: exactDecimal(fraction(0n, 1n)) } };
      const chance = fraction(BigInt(s.weight), total);
      return {
        ...s,
        chance: {
          fraction: `${chance.n}/${chance.d}`,
          percent: exactDecimal(fraction(BigInt(s.weight) * 100n, total)),
        },
      };
    }),
    expectedGc: expected((s) => s.gc),
    expectedSc: expected((s) => s.sc),
  };
}
