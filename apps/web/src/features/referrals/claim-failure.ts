import { placeApiError } from '../../lib/api-error-placement';

/** SPEC §8: a failed referral call toasts exactly this. */
export const REFERRAL_ERROR_MESSAGE = 'Error';

/**
 * The toast for a failed referral claim: SPEC's 'Error', or none when the transport already told
 * of it (no answer, a timeout, a dead session that reloads the page).
 */
export function claimFailureMessage(error: unknown): string | null {
  return placeApiError(error).length > 0 ? REFERRAL_ERROR_MESSAGE : null;
}
