import { POPUP_VISIBILITY, PROMOTION_REDIRECTS } from '@app/contracts/constants';
import type { TPopup, TPopupName } from '@app/contracts/content';

/** Who is looking: a visitor or a signed-in player (SPEC §6 roles). */
export type Viewer = 'guest' | 'player';

/** SPEC §3 Popup visibility: 0 guests only, 1 signed-in only, 2 everyone; unknown codes show to nobody. */
export function isPopupVisibleTo(popup: Pick<TPopup, 'visibility'>, viewer: Viewer): boolean {
  switch (popup.visibility) {
    case POPUP_VISIBILITY.EVERYONE:
      return true;
    case POPUP_VISIBILITY.GUESTS:
      return viewer === 'guest';
    case POPUP_VISIBILITY.SIGNED_IN:
      return viewer === 'player';
    default:
      return false;
  }
}

/** Whether a popup may show to this viewer at all: active, and its visibility matches. */
export const canShowPopup = (popup: TPopup, viewer: Viewer): boolean =>
  popup.isActive && isPopupVisibleTo(popup, viewer);

const bySortOrder = (a: TPopup, b: TPopup): number =>
  a.sortOrder - b.sortOrder || a.popupId - b.popupId;

/** The popups of one page this viewer may see, in the operators' order. */
export function popupsFor(popups: readonly TPopup[], page: TPopupName, viewer: Viewer): TPopup[] {
  return popups
    .filter((popup) => popup.popupName === page && canShowPopup(popup, viewer))
    .sort(bySortOrder);
}

/** SPEC §4 Page popups: the first matching active popup of the page, if any. */
export function pagePopupFor(
  popups: readonly TPopup[],
  page: TPopupName,
  viewer: Viewer,
): TPopup | null {
  return popupsFor(popups, page, viewer)[0] ?? null;
}

/** SPEC §2: the button's redirect key to its route (store → /user/store, …); null for none. */
export function popupRedirectPath(key: TPopup['btnRedirection']): string | null {
  return key ? PROMOTION_REDIRECTS[key] : null;
}
