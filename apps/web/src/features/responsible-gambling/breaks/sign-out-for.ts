import { endSessionLocally } from '../../../lib/api-client';
import { rememberSessionEndReason, type SessionEndReason } from '../../../lib/session-end-reason';

/** The player's own break, exclusion or closure: this tab signs out at once and says why. */
export function signOutFor(reason: SessionEndReason): void {
  rememberSessionEndReason(reason);
  endSessionLocally();
}
