import { useReferralDetails } from './api/get-referral-details';

/** SPEC §4: referral data is fetched on authenticated load; renders nothing. */
export function ReferralDetailsLoader() {
  useReferralDetails();
  return null;
}
