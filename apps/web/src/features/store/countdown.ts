/** 3661 → '01:01:01'; hours keep counting past 99 ('100:00:00'); never below '00:00:00'. */
export function formatHms(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const hours = Math.floor(seconds / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${pad(hours)}:${pad(minutes)}:${pad(seconds % 60)}`;
}

const DAY_SECONDS = 86_400;

/**
 * An offer's countdown: HH:MM:SS (SPEC §4), with whole days in front once
 * more than a day is left ('29d 23:59:59'), since '719:59:59' reads badly.
 */
export function formatOfferCountdown(totalSeconds: number): string {
  const seconds = Number.isFinite(totalSeconds) ? Math.max(0, Math.floor(totalSeconds)) : 0;
  const days = Math.floor(seconds / DAY_SECONDS);
  const time = formatHms(seconds % DAY_SECONDS);
  return days > 0 ? `${days}d ${time}` : time;
}

/** Whole seconds left until `endsAt` (ms since epoch) at `now`, never below zero. */
export function secondsUntil(endsAt: number, now: number): number {
  return Math.max(0, Math.ceil((endsAt - now) / 1000));
}

/** 'Ends in 1 hour, 5 minutes' style words for screen readers (the digits are read badly). */
export function describeDuration(totalSeconds: number): string {
  const seconds = Math.max(0, Math.floor(totalSeconds));
  const parts: string[] = [];
  const days = Math.floor(seconds / 86_400);
  const hours = Math.floor((seconds % 86_400) / 3600);
  const minutes = Math.floor((seconds % 3600) / 60);
  const plural = (value: number, unit: string) => `${value} ${unit}${value === 1 ? '' : 's'}`;
  if (days > 0) parts.push(plural(days, 'day'));
  if (hours > 0) parts.push(plural(hours, 'hour'));
  if (minutes > 0 && days === 0) parts.push(plural(minutes, 'minute'));
  if (parts.length === 0) parts.push(plural(seconds % 60, 'second'));
  return parts.join(', ');
}
