import { easternDay, nextEasternMidnight } from '../bonuses/eastern-day';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;
/** A purchase waiting on a provider page (created) holds its amount against the limits this long. */
export const CREATED_PURCHASE_HOLD_MS = 30 * 60_000;

/** The instant the US Eastern calendar day of `at` began (DST-safe). */
export function easternDayStart(at: Date): Date {
  const today = easternDay(at);
  let probe = at;
  while (easternDay(probe) === today) probe = new Date(probe.getTime() - HOUR_MS);
  return nextEasternMidnight(probe);
}

/**
 * The windows purchase limits are counted over: the store limit and the
 * player's daily limit per US Eastern day, the weekly and monthly limits over
 * the rolling last 7 and 30 days.
 */
export function spendingWindows(now: Date) {
  return {
    dayStart: easternDayStart(now),
    weekStart: new Date(now.getTime() - 7 * DAY_MS),
    monthStart: new Date(now.getTime() - 30 * DAY_MS),
    holdSince: new Date(now.getTime() - CREATED_PURCHASE_HOLD_MS),
  };
}
