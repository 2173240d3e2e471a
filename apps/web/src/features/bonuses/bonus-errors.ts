import { ERRORS } from '@app/contracts/error-codes';
import { ApiError } from '../../lib/api-client';
import { showApiError } from '../../lib/api-error-placement';

/**
 * Shows a failed claim (SPEC §8: the server description as a toast) and
 * tells whether the bonus is gone for now (claimed already or switched off),
 * in which case its dialog closes, or waits for a verified email (the welcome
 * bonus, 3103), in which case the email-verification dialog takes its place.
 */
export function showClaimError(error: unknown): {
  readonly bonusGone: boolean;
  readonly emailNotVerified: boolean;
} {
  showApiError(error, null);
  const has = (code: number) => error instanceof ApiError && error.hasCode(code);
  return {
    bonusGone: has(ERRORS.BonusAlreadyClaimed.code) || has(ERRORS.BonusUnavailable.code),
    emailNotVerified: has(ERRORS.WelcomeBonusEmailNotVerified.code),
  };
}
