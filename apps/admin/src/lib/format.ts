const coins = new Intl.NumberFormat('en-US', {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** Integer hundredths as coins: 123456 → "1,234.56"; a debit keeps its minus sign. */
export const formatCoins = (hundredths: number): string => coins.format(hundredths / 100);

/** Cents as dollars: 1999 → "$19.99". */
export const formatUsd = (cents: number): string => usd.format(cents / 100);

/** An ISO time as the member's local date and time, to the second. */
export const formatTime = (iso: string): string =>
  new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'medium' });

/** A moment in US Eastern time, as compliance reads a law's start: 'Jan 1, 2027, 12:00 AM ET'. */
export const easternMoment = (iso: string): string =>
  `${new Date(iso).toLocaleString('en-US', {
    timeZone: 'America/New_York',
    dateStyle: 'medium',
    timeStyle: 'short',
  })} ET`;
