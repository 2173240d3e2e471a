import { formatDateTime } from '@app/contracts/dates';

/**
 * '11/26/2026 04:05 PM EST': SPEC §9's date-time format in the player's own time zone (the
 * browser's, unless one is given), with the zone named so the time cannot be misread.
 */
export function timeWithZone(at: Date, timeZone?: string): string {
  const zone = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'short' })
    .formatToParts(at)
    .find((part) => part.type === 'timeZoneName')?.value;
  const time = formatDateTime(at, timeZone);
  return zone ? `${time} ${zone}` : time;
}

/** The line that tells the player when a purchase has processed and redeeming opens. */
export const redeemOpensText = (at: Date, timeZone?: string): string =>
  `You can redeem from ${timeWithZone(at, timeZone)}.`;
