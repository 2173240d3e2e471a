import { useNavigate } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import type { TGameCard } from '@app/contracts/games';
import type { TKycSettings } from '@app/contracts/kyc';
import { ApiError } from '../../lib/api-client';
import { getProfile, profileQueryKey } from '../../lib/get-profile';
import { kycSettingsQueryOptions } from '../../lib/get-kyc-settings';
import { kycBlocksGame } from '../../lib/kyc-status';
import { gamePlayPath } from '../../lib/paths';
import { notify } from '../../lib/toast';
import { openModal, selectIsSignedIn, useUiStore } from '../../lib/ui-store';
import type { User } from '../../lib/user';
import { useLaunchGame } from './api/launch-game';

/** The message of a failed launch; transport failures (status 0) were already toasted. */
function launchErrorMessage(error: unknown): string | null {
  if (error instanceof ApiError) return error.status === 0 ? null : error.message;
  return 'The game could not be opened. Please try again.';
}

/**
 * SPEC §4 Play Now: a visitor gets the login dialog; with the KYC game
 * checks on, a player whose kycStatus is not APPROVED gets the KYC modal;
 * otherwise the game is launched (which records it as recently played) and
 * its page opens. Settings that cannot be read do not hold the game back:
 * the server applies the same check when it launches.
 */
export function usePlayNow() {
  const isSignedIn = useUiStore(selectIsSignedIn);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const launch = useLaunchGame();

  const start = (game: Pick<TGameCard, 'masterCasinoGameId'>): void => {
    launch.mutate(game.masterCasinoGameId, {
      onSuccess: (launched) => {
        void navigate(gamePlayPath(launched.gameId));
      },
      onError: (error) => {
        const message = launchErrorMessage(error);
        if (message) notify.error(message);
      },
    });
  };

  const playNow = (game: Pick<TGameCard, 'masterCasinoGameId'>): void => {
    if (!isSignedIn) {
      openModal('login');
      return;
    }
    void Promise.all([
      queryClient.fetchQuery(kycSettingsQueryOptions).catch((): TKycSettings | null => null),
      queryClient
        .ensureQueryData({ queryKey: profileQueryKey, queryFn: ({ signal }) => getProfile(signal) })
        .catch((): User | null => null),
    ]).then(([settings, user]) => {
      if (user && kycBlocksGame(settings, user.kycStatus)) openModal('kyc');
      else start(game);
    });
  };

  return { playNow, isLaunching: launch.isPending };
}
