import { TAX_YEAR_TIME_ZONE } from '@app/contracts/tax';

const parts = new Intl.DateTimeFormat('en-US', {
  timeZone: TAX_YEAR_TIME_ZONE,
  hourCycle: 'h23',
  year: 'numeric',
  month: 'numeric',
  day: 'numeric',
  hour: 'numeric',
  minute: 'numeric',
  second: 'numeric',
});

/** The wall-clock reading of `at` in US Eastern time, as if it were UTC (milliseconds). */
function easternWallClock(at: number): number {
  const read: Record<string, number> = {};
  for (const part of parts.formatToParts(new Date(at)))
    if (part.type !== 'literal') read[part.type] = Number(part.value);
  return Date.UTC(
    read.year ?? 0,
    (read.month ?? 1) - 1,
    read.day ?? 1,
    read.hour ?? 0,
    read.minute ?? 0,
    read.second ?? 0,
  );
}

/** The tax year of an instant: its calendar year in US Eastern time. */
export function taxYearOf(at: Date): number {
  return new Date(easternWallClock(at.getTime())).getUTCFullYear();
}

/**
 * The instant of 1 January `year`, 00:00 in US Eastern time. The zone's offset is read from the
 * time zone database at that instant (not assumed), and checked again once: an offset that
 * changed between the guess and the answer (a DST change) is taken from the answer.
 */
function easternNewYear(year: number): Date {
  const wanted = Date.UTC(year, 0, 1);
  let at = wanted;
  for (let step = 0; step < 3; step += 1) {
    const offset = easternWallClock(at) - at;
    const next = wanted - offset;
    if (next === at) break;
    at = next;
  }
  if (easternWallClock(at) !== wanted)
    throw new Error(`1 January ${year} 00:00 has no single instant in ${TAX_YEAR_TIME_ZONE}`);
  return new Date(at);
}

/** A tax year's payments: paid at or after `from` and before `to` (US Eastern new years). */
export function taxYearBounds(year: number): { from: Date; to: Date } {
  return { from: easternNewYear(year), to: easternNewYear(year + 1) };
}
