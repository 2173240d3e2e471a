import { POPUP_DELAY_MS } from '@app/contracts/constants';
import type { TPopupName } from '@app/contracts/content';
import { popupModalName, selectIsSignedIn, useUiStore } from '../../lib/ui-store';
import { useDialogByItself } from '../../lib/use-dialog-by-itself';
import { usePopups } from './api/get-popups';
import { pagePopupFor } from './popup-visibility';

/**
 * SPEC §4 Page popups: on a page with popups, the first matching active
 * one opens after 2000 ms on a free screen, as the dialog policy allows
 * (decision 017): after the startup dialogs, one promotion per page visit,
 * and never again this session once the player closed it. Leaving the page
 * before it opened cancels it.
 */
export function PagePopup({ page }: { page: TPopupName }) {
  const viewer = useUiStore(selectIsSignedIn) ? 'player' : 'guest';
  const { data: popups } = usePopups();
  const popupId = popups ? (pagePopupFor(popups, page, viewer)?.popupId ?? null) : null;
  useDialogByItself(popupId === null ? null : popupModalName(popupId), POPUP_DELAY_MS);
  return null;
}
