import { ERRORS } from '@app/contracts/error-codes';
import { ApiError } from '../../lib/api-client';
import { showApiError } from '../../lib/api-error-placement';

/**
 * Shows a failed claim (SPEC §8: the server description as a toast) and
 * tells whether the bonus is gone for now (claimed already or switched off),
 * in which case its dialog closes.
 */
export function showClaimError(error: unknown): { readonly bonusGone: boolean } {
  showApiError(error, null);
  const bonusGone =
    error instanceof ApiError &&
    (error.hasCode(ERRORS.BonusAlreadyClaimed.code) || error.hasCode(ERRORS.BonusUnavailable.code));
  return { bonusGone };
}
