import { useEffect, useRef } from 'react';
import { useQueryClient, type QueryClient } from '@tanstack/react-query';
import { dailyBonusQueryOptions } from '../features/bonuses/api/get-daily-bonus';
import { welcomeBonusQueryOptions } from '../features/bonuses/api/get-welcome-bonus';
import { popupsQueryOptions } from '../features/popups/api/get-popups';
import { termsConsentQueryOptions } from '../features/terms-consent/api/terms-consent';
import { startupDialogsOn, startupMayRunOn } from '../lib/dialog-policy';
import { profileQueryKey, useProfile } from '../lib/get-profile';
import { requestModal, selectIsSignedIn, uiStore, useUiStore } from '../lib/ui-store';
import { mayClaimWelcomeBonus, type User } from '../lib/user';
import { buildStartupQueue, type StartupState } from './startup-queue';

/** A call that fails leaves its dialog out of the queue rather than stopping the queue. */
const orNull = <T,>(promise: Promise<T>): Promise<T | null> => promise.catch(() => null);

async function loadStartupState(queryClient: QueryClient, user: User): Promise<StartupState> {
  const [welcomeBonus, dailyBonus, popups, consent] = await Promise.all([
    mayClaimWelcomeBonus(user) ? orNull(queryClient.fetchQuery(welcomeBonusQueryOptions())) : null,
    user.isDailyBonusClaimed ? null : orNull(queryClient.fetchQuery(dailyBonusQueryOptions())),
    orNull(queryClient.fetchQuery(popupsQueryOptions())),
    orNull(queryClient.fetchQuery(termsConsentQueryOptions())),
  ]);
  return {
    user,
    welcomeBonus,
    dailyBonus,
    popups: popups ?? [],
    termsToAccept: (consent?.length ?? 0) > 0,
  };
}

/** The same player is still signed in and nothing else claimed the screen meanwhile. */
function stillCurrent(queryClient: QueryClient, userId: number): boolean {
  const state = uiStore.getState();
  return (
    selectIsSignedIn(state) &&
    queryClient.getQueryData<User>(profileQueryKey)?.userId === userId &&
    // 'Email Verified' reloads the page when it closes; the queue runs after that reload.
    !state.modalQueue.includes('emailVerified')
  );
}

/**
 * Runs the startup popup queue once per signed-in player and page load:
 * after the user details load (a page load, a login or an email
 * verification) and once no dialog is open, it offers the dialogs that
 * apply, in SPEC order, each through the dialog policy (decision 017). On a
 * payment, deposit-status, thank-you or status page it waits for the next
 * page, so a transaction's outcome is never queued behind it. It then tells
 * the UI store the startup is settled (the promotions wait for that).
 * Signing out lets it run again for the next sign-in. The layout loads its
 * code only for a signed-in player.
 */
export function StartupQueueRunner() {
  const queryClient = useQueryClient();
  const isSignedIn = useUiStore(selectIsSignedIn);
  const screenFree = useUiStore((state) => state.modalQueue.length === 0);
  const page = useUiStore((state) => state.page);
  const { data: user } = useProfile();
  const userId = isSignedIn && user ? user.userId : null;
  const ranFor = useRef<number | null>(null);

  useEffect(() => {
    if (userId === null) {
      ranFor.current = null;
      return;
    }
    if (ranFor.current === userId || !screenFree || !startupMayRunOn(page)) return;
    const loaded = queryClient.getQueryData<User>(profileQueryKey);
    if (!loaded || !stillCurrent(queryClient, userId)) return;
    ranFor.current = userId;
    void loadStartupState(queryClient, loaded).then((state) => {
      if (!stillCurrent(queryClient, userId)) return;
      // Settled first: the queue's own lobby popups are the promotions that wait for it.
      uiStore.settleStartup();
      const offered = startupDialogsOn(buildStartupQueue(state), uiStore.getState().page);
      for (const name of offered) requestModal(name);
    });
  }, [userId, screenFree, page, queryClient]);

  return null;
}
