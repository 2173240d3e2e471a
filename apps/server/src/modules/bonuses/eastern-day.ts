const formatter = new Intl.DateTimeFormat('en-CA', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar day (YYYY-MM-DD) in US Eastern time, which decides when the daily bonus renews. */
export function easternDay(at: Date = new Date()): string {
  return formatter.format(at);
}

/** The instant the next Eastern calendar day starts. */
export function nextEasternMidnight(at: Date = new Date()): Date {
  const today = easternDay(at);
  let probe = new Date(at.getTime());
  // Step forward an hour at a time (DST-safe) until the Eastern day changes, then back to its first minute.
  while (easternDay(probe) === today) probe = new Date(probe.getTime() + 3_600_000);
  while (easternDay(new Date(probe.getTime() - 60_000)) !== today)
    probe = new Date(probe.getTime() - 60_000);
  return probe;
}

/** The calendar month (YYYY-MM) in US Eastern time: the referral cap counts per month. */
export function easternMonth(at: Date = new Date()): string {
  return easternDay(at).slice(0, 7);
}
