import { BALANCE_COUNTER_FPS, BALANCE_COUNTER_STEPS } from '@app/contracts/constants';

/** Time between two frames of the balance counter (SPEC §9: about 60 frames per second). */
export const COUNT_UP_FRAME_MS = 1000 / BALANCE_COUNTER_FPS;

/**
 * The values a balance shows while it counts from `from` to `to` (both in
 * hundredths): `steps` integers, evenly spaced, the last one exactly `to`.
 */
export function countUpSteps(from: number, to: number, steps = BALANCE_COUNTER_STEPS): number[] {
  if (!Number.isSafeInteger(from) || !Number.isSafeInteger(to)) {
    throw new RangeError(`Balances must be integers of hundredths, got ${from} and ${to}`);
  }
  if (!Number.isInteger(steps) || steps < 1) {
    throw new RangeError(`A count-up needs at least one step, got ${steps}`);
  }
  const delta = to - from;
  return Array.from({ length: steps }, (_, index) =>
    index === steps - 1 ? to : from + Math.round((delta * (index + 1)) / steps),
  );
}
