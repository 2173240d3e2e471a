import { ApiError } from '../../../../lib/api-client';
import { notify } from '../../../../lib/toast';

export const GAME_ERROR_FALLBACK = 'The game could not reach the table. Please try again.';

/**
 * Toasts why a game call failed: the server's description (a bet out of
 * range, 'You do not have sufficient coins', a seed that cannot rotate yet).
 * Failures the transport rules already handled (no answer, timeout, 401,
 * 403) are not toasted twice.
 */
export function toastGameError(error: unknown): void {
  if (error instanceof ApiError) {
    if ([0, 401, 403, 504].includes(error.status)) return;
    notify.error(error.description ?? error.message);
    return;
  }
  notify.error(GAME_ERROR_FALLBACK);
}
