import { formatCompact } from '@app/contracts/money';
import type { TWheelSegment } from '@app/contracts/spin-wheel';

/**
 * The text of a segment on the wheel, values abbreviated (SPEC §2, §9): 1,000 → '1K GC',
 * 100,000 → '100K GC', 1,000,000 → '1M GC', 0.25 → '0.25 SC'. A segment giving both shows
 * both lines.
 */
export function segmentLines(segment: Pick<TWheelSegment, 'gc' | 'sc'>): string[] {
  const lines: string[] = [];
  if (segment.gc > 0) lines.push(`${formatCompact(segment.gc)} GC`);
  if (segment.sc > 0) lines.push(`${formatCompact(segment.sc)} SC`);
  return lines;
}

/** The prize as a screen reader hears it: '5K GC and 2 SC'. */
export function segmentLabel(segment: Pick<TWheelSegment, 'gc' | 'sc'>): string {
  return segmentLines(segment).join(' and ');
}

/** hh:mm:ss of a remaining time (never below 00:00:00). */
export function formatCountdown(remainingMs: number): string {
  const total = Math.max(0, Math.ceil(remainingMs / 1000));
  const hours = Math.floor(total / 3600);
  const minutes = Math.floor((total % 3600) / 60);
  const seconds = total % 60;
  return [hours, minutes, seconds].map((n) => String(n).padStart(2, '0')).join(':');
}

/**
 * The wheel's rotation (degrees, clockwise) that brings segment `index` of `count` under the
 * pointer at the top, after at least `turns` whole turns from `from`.
 */
export function rotationFor(index: number, count: number, from: number, turns = 6): number {
  const slice = 360 / count;
  const target = (360 - (index * slice + slice / 2)) % 360;
  const base = from - (((from % 360) + 360) % 360);
  let next = base + turns * 360 + target;
  while (next - from < turns * 360) next += 360;
  return next;
}
