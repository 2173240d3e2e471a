import { POPUP_VISIBILITY, PROMOTION_REDIRECTS } from '@app/contracts/constants';
import type { TPopup, TPopupName } from '@app/contracts/content';
import { PATHS } from '../../lib/paths';
import type { User } from '../../lib/user';

/** Who is looking: a visitor or a signed-in player (SPEC §6 roles). */
export type Viewer = 'guest' | 'player';

/** What the offers a signed-in player can still have are read from (SPEC §3 User). */
export type OfferHolder = Pick<User, 'firstPurchaseBonus'>;

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

/**
 * Whether the viewer can still have the offer a popup advertises (issue 24): the first-purchase
 * bonus only while the profile's firstPurchaseBonus is unclaimed (and gives something). A visitor
 * can have every offer (a new account starts with them); a signed-in player whose profile has
 * not loaded yet is shown no offer until it has. A popup without an offer is for everyone.
 */
export function canHaveOffer(
  popup: Pick<TPopup, 'offer'>,
  viewer: Viewer,
  player: OfferHolder | null | undefined,
): boolean {
  if (!popup.offer || viewer === 'guest') return true;
  switch (popup.offer) {
    case 'firstPurchase': {
      const bonus = player?.firstPurchaseBonus;
      return bonus !== undefined && !bonus.isClaimed && bonus.percentage > 0;
    }
  }
}

/** The pages a popup of each name is shown on (SPEC §4: page popups; the lobby's in its queue). */
const POPUP_PAGES: Readonly<Record<TPopupName, readonly string[]>> = {
  lobbyPage: [PATHS.home, PATHS.lobby, PATHS.play],
  promotionPage: [PATHS.promotions],
  scratchersPage: [],
  storePage: [PATHS.store],
  rewardPage: [PATHS.reward],
  vipPage: [PATHS.vip],
};

/**
 * A popup whose button leads to the page it is shown on ('View VIP' on the VIP page) advertises
 * that page to a player already there: it is never shown (issue 24).
 */
export function advertisesItsOwnPage(popup: Pick<TPopup, 'popupName' | 'btnRedirection'>): boolean {
  const target = popupRedirectPath(popup.btnRedirection);
  return target !== null && POPUP_PAGES[popup.popupName].includes(target);
}

/**
 * Whether a popup may show to this viewer at all: active, its visibility matches, it does not
 * advertise the page it is shown on, and the viewer can still have the offer it advertises.
 */
export const canShowPopup = (popup: TPopup, viewer: Viewer, player?: OfferHolder | null): boolean =>
  popup.isActive &&
  isPopupVisibleTo(popup, viewer) &&
  !advertisesItsOwnPage(popup) &&
  canHaveOffer(popup, viewer, player);

const bySortOrder = (a: TPopup, b: TPopup): number =>
  a.sortOrder - b.sortOrder || a.popupId - b.popupId;

/** The popups of one page this viewer may see, in the operators' order. */
export function popupsFor(
  popups: readonly TPopup[],
  page: TPopupName,
  viewer: Viewer,
  player?: OfferHolder | null,
): TPopup[] {
  return popups
    .filter((popup) => popup.popupName === page && canShowPopup(popup, viewer, player))
    .sort(bySortOrder);
}

/** SPEC §4 Page popups: the first matching active popup of the page, if any. */
export function pagePopupFor(
  popups: readonly TPopup[],
  page: TPopupName,
  viewer: Viewer,
  player?: OfferHolder | null,
): TPopup | null {
  return popupsFor(popups, page, viewer, player)[0] ?? null;
}

/**
 * Whether a popup sells coin packages: it advertises an offer or sends the player to the store. A
 * player the store is closed to (a restricted state, decision 050) is shown none of these.
 */
export function sellsPurchases(popup: Pick<TPopup, 'offer' | 'btnRedirection'>): boolean {
  return popup.offer !== null || popup.btnRedirection === 'store';
}

/** SPEC §2: the button's redirect key to its route (store → /user/store, …); null for none. */
export function popupRedirectPath(key: TPopup['btnRedirection']): string | null {
  return key ? PROMOTION_REDIRECTS[key] : null;
}
