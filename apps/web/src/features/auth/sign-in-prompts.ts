import type { ModalName } from '../../lib/ui-store';
import { isProfileIncomplete, type User } from '../../lib/user';

/**
 * The dialogs that follow a login, in order (SPEC §4): 'Action Required'
 * while the email is not verified, then the complete-profile prompt when a
 * required profile field is missing. Bonus dialogs join in a later issue.
 */
export function promptsAfterLogin(user: User): ModalName[] {
  const prompts: ModalName[] = [];
  if (!user.isEmailVerified) prompts.push('emailVerification');
  if (isProfileIncomplete(user)) prompts.push('completeProfile');
  return prompts;
}
