import type { TW9Item } from '@app/contracts/tax';

/** The profile fields a W-9 takes its legal name and address from. */
export interface W9Profile {
  firstName: string | null;
  lastName: string | null;
  addressLine1: string | null;
  city: string | null;
  stateId: number | null;
  zipCode: string | null;
}

const given = (value: string | null) => value !== null && value.trim() !== '';

/**
 * What the player's W-9 still lacks (decision 051): the legal name (first and last name), the
 * address (line 1, city, state and ZIP code) and the SSN. Empty when it is complete.
 */
export function missingW9Items(profile: W9Profile | undefined, ssnOnFile: boolean): TW9Item[] {
  const missing: TW9Item[] = [];
  if (!profile || !given(profile.firstName) || !given(profile.lastName)) missing.push('legalName');
  if (
    !profile ||
    !given(profile.addressLine1) ||
    !given(profile.city) ||
    profile.stateId === null ||
    !given(profile.zipCode)
  )
    missing.push('address');
  if (!ssnOnFile) missing.push('ssn');
  return missing;
}
