/**
 * The info panel of a game: its name, rules text and return-to-player figure.
 */
import { add, floor, mul, ratio, type Rational } from './exact';

export interface GameInfo {
  readonly name: string;
  /** Paragraphs of the rules, for the info panel. */
  readonly rules: readonly string[];
  /** Return to player rounded to 0.01%: '96.20%'. */
  readonly rtp: string;
  /** The same in basis points: 9620 (the games table's rtp_bps). */
  readonly rtpBps: number;
  /** 'exact' when computed from the tables; 'simulated' when measured (blackjack). */
  readonly rtpMethod: 'exact' | 'simulated';
}

/** A rate in basis points, rounded half up: 36/37 → 9730. */
export function basisPoints(rate: Rational): number {
  return Number(floor(add(mul(rate, ratio(10_000)), ratio(1, 2))));
}

/** A rate as a percentage rounded half up to two decimals: 36/37 → '97.30%'. */
export function formatRtp(rate: Rational): string {
  const bps = basisPoints(rate);
  const whole = Math.floor(bps / 100);
  return `${whole}.${String(bps % 100).padStart(2, '0')}%`;
}

/** Info for a game whose RTP is exact. */
export function exactInfo(name: string, rules: readonly string[], rtp: Rational): GameInfo {
  return { name, rules, rtp: formatRtp(rtp), rtpBps: basisPoints(rtp), rtpMethod: 'exact' };
}
