import { POPUP_DELAY_MS } from '@app/contracts/constants';
import type { TPopupName } from '@app/contracts/content';
import { useProfile } from '../../lib/get-profile';
import { popupModalName, selectIsSignedIn, useUiStore } from '../../lib/ui-store';
import { useDialogByItself } from '../../lib/use-dialog-by-itself';
import { usePopups } from './api/get-popups';
import { pagePopupFor } from './popup-visibility';

/**
 * SPEC §4 Page popups: on a page with popups, the first matching active
 * one opens after 2000 ms on a free screen, as the dialog policy allows
 * (decision 017): after the startup dialogs, one promotion per page visit,
 * and never again this session once the player closed it. A popup advertising
 * an offer the player has used, or the page itself, is passed over (issue 24).
 * Leaving the page before it opened cancels it.
 */
export function PagePopup({ page }: { page: TPopupName }) {
  const viewer = useUiStore(selectIsSignedIn) ? 'player' : 'guest';
  const popups = usePopups();
  // The offers the player can still have are read from the profile (issue 24).
  const profile = useProfile();
  const deciding = popups.isPending || (viewer === 'player' && profile.isPending);
  const popup = popups.data ? pagePopupFor(popups.data, page, viewer, profile.data) : null;
  useDialogByItself(
    deciding ? undefined : popup ? popupModalName(popup.popupId) : null,
    POPUP_DELAY_MS,
  );
  return null;
}
