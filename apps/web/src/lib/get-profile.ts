import { useQuery, type QueryClient } from '@tanstack/react-query';
import { api } from './api-client';
import { MONEY_DEPENDENT } from './money-events';
import { selectIsSignedIn, useUiStore } from './ui-store';
import type { User } from './user';

/**
 * GET /user/profile: the signed-in player (SPEC §3 User). Shared by the
 * header, the sign-in flows and the account page, so it lives in lib.
 */
export const profileQueryKey = ['user', 'profile'] as const;

export function getProfile(signal?: AbortSignal): Promise<User> {
  return api.get<User>('/user/profile', { signal });
}

/** The player's profile; asked for only while signed in. */
export function useProfile() {
  const isSignedIn = useUiStore(selectIsSignedIn);
  return useQuery({
    queryKey: profileQueryKey,
    queryFn: ({ signal }) => getProfile(signal),
    enabled: isSignedIn,
    // A purchase ends isFirstPurchase; a redemption or a payout moves the balance (Redeem entry).
    meta: MONEY_DEPENDENT,
  });
}

/** Puts a user answered by another call (login, verification, profile save) in the cache. */
export function setProfileData(queryClient: QueryClient, user: User): void {
  queryClient.setQueryData(profileQueryKey, user);
}
