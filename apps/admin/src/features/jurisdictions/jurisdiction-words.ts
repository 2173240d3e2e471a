import type { TJurisdictionRules } from '@app/contracts/jurisdictions';

/** 'Allowed, 18+' or 'Not offered': a state's rules in the table's words. */
export const rulesText = (rules: TJurisdictionRules): string =>
  rules.sweepsAllowed ? `Allowed, ${rules.minAge}+` : 'Not offered';

/** A moment in US Eastern time, as compliance reads a law's start: 'Jan 1, 2027, 12:00 AM ET'. */
export const easternMoment = (iso: string): string =>
  `${new Date(iso).toLocaleString('en-US', {
    timeZone: 'America/New_York',
    dateStyle: 'medium',
    timeStyle: 'short',
  })} ET`;
