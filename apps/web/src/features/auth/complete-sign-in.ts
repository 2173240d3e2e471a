import type { QueryClient } from '@tanstack/react-query';
import { setProfileData } from '../../lib/get-profile';
import { STORAGE_KEYS, writeItem } from '../../lib/storage';
import { uiStore } from '../../lib/ui-store';
import type { User } from '../../lib/user';

/**
 * What every sign-in does (login, email verification): the user goes into
 * the profile cache, the username and phone-verified flag into local
 * storage, the player is marked authenticated and the coin type is reset to
 * GC (SPEC §1, §4). A redeem-only session (decision 038) is remembered as such.
 */
export function completeSignIn(queryClient: QueryClient, user: User): void {
  setProfileData(queryClient, user);
  writeItem(STORAGE_KEYS.phoneVerified, String(user.phoneVerified));
  uiStore.signIn(user.username, user.sessionScope === 'redeem');
}
