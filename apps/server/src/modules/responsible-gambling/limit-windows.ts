import { easternDay, nextEasternMidnight } from '../bonuses/eastern-day';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The instant the US Eastern calendar day of `at` began (DST-safe). */
export function easternDayStart(at: Date): Date {
  const today = easternDay(at);
  let probe = at;
  while (easternDay(probe) === today) probe = new Date(probe.getTime() - HOUR_MS);
  return nextEasternMidnight(probe);
}

/** Where each limit period starts: the windows the player's limits are counted over. */
export interface LimitWindows {
  dayStart: Date;
  weekStart: Date;
  monthStart: Date;
}

/**
 * The windows limits are counted over (decision 037): the daily limits per US
 * Eastern day, the weekly and monthly limits over the rolling last 7 and 30 days.
 */
export function limitWindows(now: Date): LimitWindows {
  return {
    dayStart: easternDayStart(now),
    weekStart: new Date(now.getTime() - 7 * DAY_MS),
    monthStart: new Date(now.getTime() - 30 * DAY_MS),
  };
}
