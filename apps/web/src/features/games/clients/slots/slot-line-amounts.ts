import { formatExactAmount } from '@app/contracts/money';
import type { CoinType } from '../../../../lib/ui-store';

/**
 * A slot's bet is split equally across its lines, so a line bet (and one line's pay) can be a
 * fraction of a hundredth: 0.10 SC on 20 lines is 0.005 SC a line. They are shown exactly
 * (formatExactAmount), never floored to a misleading 0.00 (issue 24).
 */

/** 'Line bet 0.005' for a bet of 10 hundredths on 20 lines. */
export const lineBetLabel = (bet: number, lines: number): string =>
  `Line bet ${formatExactAmount(bet, lines)}`;

/** One line's pay: the line bet × the symbol's pay × the free-spin multiplier, with its coin. */
export const linePayLabel = (
  bet: number,
  pay: number,
  multiplier: number,
  lines: number,
  coin: CoinType,
): string => `${formatExactAmount(bet * pay * multiplier, lines)} ${coin}`;
