import { POPUP_DELAY_MS } from '@app/contracts/constants';
import type { TPopupName } from '@app/contracts/content';
import { useMyJurisdiction } from '../../lib/get-my-jurisdiction';
import { useProfile } from '../../lib/get-profile';
import { popupModalName, selectIsSignedIn, useUiStore } from '../../lib/ui-store';
import { useDialogByItself } from '../../lib/use-dialog-by-itself';
import { usePopups } from './api/get-popups';
import { pagePopupFor, sellsPurchases } from './popup-visibility';

/**
 * SPEC §4 Page popups: on a page with popups, the first matching active
 * one opens after 2000 ms on a free screen, as the dialog policy allows
 * (decision 017): after the startup dialogs, one promotion per page visit,
 * and never again this session once the player closed it. A popup advertising
 * an offer the player has used, or the page itself, is passed over (issue 24), and so is one that
 * sells packages to a player the store is closed to.
 * Leaving the page before it opened cancels it.
 */
export function PagePopup({ page }: { page: TPopupName }) {
  const viewer = useUiStore(selectIsSignedIn) ? 'player' : 'guest';
  const popups = usePopups();
  // The offers the player can still have are read from the profile (issue 24).
  const profile = useProfile();
  // Nothing that sells packages to a player the store is closed to (decision 050).
  const jurisdiction = useMyJurisdiction();
  const deciding =
    popups.isPending || (viewer === 'player' && (profile.isPending || jurisdiction.isPending));
  const purchasesClosed = jurisdiction.data?.purchase.allowed === false;
  const shown = purchasesClosed ? popups.data?.filter((p) => !sellsPurchases(p)) : popups.data;
  const popup = shown ? pagePopupFor(shown, page, viewer, profile.data) : null;
  useDialogByItself(
    deciding ? undefined : popup ? popupModalName(popup.popupId) : null,
    POPUP_DELAY_MS,
  );
  return null;
}
