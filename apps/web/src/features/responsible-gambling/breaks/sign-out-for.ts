import { endSessionLocally } from '../../../lib/api-client';
import type { SessionEndReason } from '@app/contracts/realtime';
import { rememberSessionEndReason } from '../../../lib/session-end-reason';

/** The player's own break, exclusion or closure: this tab signs out at once and says why. */
export function signOutFor(reason: SessionEndReason): void {
  rememberSessionEndReason(reason);
  endSessionLocally();
}
