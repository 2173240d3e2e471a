/**
 * What every game shares at the service boundary: bet validation against the
 * caller's limits, the error a game raises for a bad input, payout multipliers
 * as exact fractions and the one rounding rule (payouts are floored to whole
 * hundredths).
 */

/** Bet limits in hundredths, supplied by the caller (per game and coin type). */
export interface BetLimits {
  readonly minBet: number;
  readonly maxBet: number;
}

export type GameRuleReason =
  | 'INVALID_BET'
  | 'BET_OUT_OF_RANGE'
  | 'INVALID_SELECTION'
  | 'INVALID_ACTION'
  | 'ROUND_FINISHED'
  | 'INVALID_STATE';

/** A rejected game input (the server answers 400; nothing changes). */
export class GameRuleError extends Error {
  readonly reason: GameRuleReason;

  constructor(reason: GameRuleReason, message: string) {
    super(message);
    this.name = 'GameRuleError';
    this.reason = reason;
  }
}

/** Throws a `GameRuleError` unless `bet` is a positive whole number of hundredths within the limits. */
export function assertBet(bet: number, limits: BetLimits): void {
  if (!Number.isSafeInteger(bet) || bet <= 0) {
    throw new GameRuleError('INVALID_BET', `Bet must be a positive whole number of hundredths`);
  }
  if (bet < limits.minBet || bet > limits.maxBet) {
    throw new GameRuleError(
      'BET_OUT_OF_RANGE',
      `Bet must be between ${limits.minBet} and ${limits.maxBet} hundredths`,
    );
  }
}

/**
 * A payout multiplier as an exact fraction of the stake: payout =
 * stake × numerator / denominator, floored to whole hundredths.
 */
export interface Multiplier {
  readonly numerator: number;
  readonly denominator: number;
}

export const NO_WIN: Multiplier = { numerator: 0, denominator: 1 };

/**
 * floor(bet × numerator / denominator) in hundredths: the only rounding of a
 * payout, always down, so the house never pays a fraction of a hundredth it
 * does not owe (at most one hundredth less than the exact amount per payout).
 */
export function payoutHundredths(
  betHundredths: number,
  multiplierNumerator: number,
  multiplierDenominator: number,
): number {
  for (const value of [betHundredths, multiplierNumerator]) {
    if (!Number.isSafeInteger(value) || value < 0) {
      throw new RangeError(`Expected a non-negative safe integer, got ${String(value)}`);
    }
  }
  if (!Number.isSafeInteger(multiplierDenominator) || multiplierDenominator <= 0) {
    throw new RangeError(`Expected a positive safe integer, got ${String(multiplierDenominator)}`);
  }
  const product = betHundredths * multiplierNumerator;
  if (product + multiplierDenominator <= Number.MAX_SAFE_INTEGER) {
    // Exact in doubles: correct the float quotient by the integer remainder.
    let quotient = Math.floor(product / multiplierDenominator);
    if (quotient * multiplierDenominator > product) quotient -= 1;
    else if ((quotient + 1) * multiplierDenominator <= product) quotient += 1;
    return quotient;
  }
  const payout =
    (BigInt(betHundredths) * BigInt(multiplierNumerator)) / BigInt(multiplierDenominator);
  if (payout > BigInt(Number.MAX_SAFE_INTEGER)) {
    throw new RangeError('Payout beyond the safe integer range');
  }
  return Number(payout);
}
