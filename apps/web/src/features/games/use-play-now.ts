import { useNavigate } from 'react-router';
import type { TGameCard } from '@app/contracts/games';
import { ApiError } from '../../lib/api-client';
import { gamePlayPath } from '../../lib/paths';
import { notify } from '../../lib/toast';
import { openModal, selectIsSignedIn, useUiStore } from '../../lib/ui-store';
import { useLaunchGame } from './api/launch-game';

/** The message of a failed launch; transport failures (status 0) were already toasted. */
function launchErrorMessage(error: unknown): string | null {
  if (error instanceof ApiError) return error.status === 0 ? null : error.message;
  return 'The game could not be opened. Please try again.';
}

/**
 * SPEC §4 Play Now: a visitor gets the login dialog; a signed-in player's
 * game is launched (which records it as recently played) and its page opens.
 */
export function usePlayNow() {
  const isSignedIn = useUiStore(selectIsSignedIn);
  const navigate = useNavigate();
  const launch = useLaunchGame();

  const playNow = (game: Pick<TGameCard, 'masterCasinoGameId'>): void => {
    if (!isSignedIn) {
      openModal('login');
      return;
    }
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

  return { playNow, isLaunching: launch.isPending };
}
