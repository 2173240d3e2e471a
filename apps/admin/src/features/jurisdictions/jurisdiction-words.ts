import type { TJurisdictionRules } from '@app/contracts/jurisdictions';

/** 'Allowed, 18+' or 'Not offered': a state's rules in the table's words. */
export const rulesText = (rules: TJurisdictionRules): string =>
  rules.sweepsAllowed ? `Allowed, ${rules.minAge}+` : 'Not offered';
