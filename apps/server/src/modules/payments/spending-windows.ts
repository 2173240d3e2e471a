import type { LimitWindows } from '../responsible-gambling/responsible-gambling.service';

/** A purchase waiting on a provider page (created) holds its amount against the limits this long. */
export const CREATED_PURCHASE_HOLD_MS = 30 * 60_000;

/**
 * The windows purchases are counted over: the player's limit windows (the
 * responsible-gambling module's; the store limit counts per US Eastern day as
 * the player's daily limit does), and since when a purchase still waiting on a
 * provider page holds its amount.
 */
export function spendingWindows(limits: LimitWindows, now: Date) {
  return { ...limits, holdSince: new Date(now.getTime() - CREATED_PURCHASE_HOLD_MS) };
}
