import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { useLocation } from 'react-router';
import { ClockIcon, CloseIcon } from '../../../components/icons';
import { useProfile } from '../../../lib/get-profile';
import { useHeaderOfferSlot } from '../../../lib/header-offer-slot';
import { PATHS, isChromelessPath, isGamePlayPath } from '../../../lib/paths';
import {
  dismissModal,
  openModal,
  selectIsSignedIn,
  useUiStore,
  type ModalName,
} from '../../../lib/ui-store';
import { useDialogByItself } from '../../../lib/use-dialog-by-itself';
import { usePackages } from '../api/get-packages';
import { describeDuration, formatOfferCountdown, secondsUntil } from '../countdown';
import { soonestOffer } from '../package-offers';
import { packagesOfPages } from '../package-pages';
import { useNow } from '../use-now';
import { holdsOffer, toFlashSaleOffer } from './flash-sale-offer';
import { flashSale, flashSaleStore, useFlashSale } from './flash-sale-store';
import './flash-sale.css';

/** The promo opened from the floating timer (the player's) and by itself (a promotion). */
const FLASH_SALE_MODALS: readonly ModalName[] = ['flashSale', 'flashSalePromo'];
/** How long the screen stays free on a page before the promo opens by itself. */
const PROMO_SETTLE_MS = 1000;
const showPromo = () => flashSale.showBoth();

/**
 * SPEC §2 flash-sale promo with countdown, for signed-in players: the offer
 * of theirs that ends first (welcome window or one-time validTill) feeds the
 * flash sale; the floating timer shows while it runs and opens the promo.
 * The promo opens by itself as the dialog policy allows (decision 017): on
 * the lobby, after the startup dialogs, and not again this session once
 * closed. The timer does not show on the store (whose cards show the
 * offers), on a game or on a full-screen page.
 * Everything hides at zero, and the next offer (if any) takes over.
 */
export function FlashSale() {
  const isSignedIn = useUiStore(selectIsSignedIn);
  const promoQueued = useUiStore((state) =>
    FLASH_SALE_MODALS.some((name) => state.modalQueue.includes(name)),
  );
  const { pathname } = useLocation();
  const profile = useProfile();
  const packages = usePackages({ enabled: isSignedIn });
  const user = profile.data;
  const pages = packages.data;
  const now = useNow(isSignedIn);
  const isBoxShow = useFlashSale((state) => state.isBoxShow);
  const isPopupShow = useFlashSale((state) => state.isPopupShow);
  const hasOffer = useFlashSale((state) => state.details !== null);
  const endsAt = useFlashSale((state) => state.endsAt);

  const offered =
    isSignedIn && user && pages ? soonestOffer(packagesOfPages(pages.pages), user, now) : null;
  // Games and full-screen pages (payment) are left alone.
  const quietPage = !isChromelessPath(pathname) && !isGamePlayPath(pathname);
  // The store shows the offer on its card already: the timer steps aside there.
  const onStore = pathname.replace(/\/+$/, '') === PATHS.store;

  // Feed the soonest offer in; clear it when none is left (or the player signed out).
  useEffect(() => {
    if (!offered) {
      flashSale.reset();
      return;
    }
    if (!holdsOffer(flashSaleStore.getState(), offered)) {
      flashSale.showTimer(toFlashSaleOffer(offered, Date.now()));
    }
  }, [offered]);

  // Everything hides at zero (the next offer, if any, comes in on the next tick).
  const secondsLeft = endsAt === null ? 0 : secondsUntil(endsAt, now);
  useEffect(() => {
    if (hasOffer && secondsLeft === 0) flashSale.hideBoth();
  }, [hasOffer, secondsLeft]);

  // The promo by itself, a moment after the screen is free (a dialog whose button navigates
  // has left by then).
  // Until the offer is known (the profile, the packages, the offer fed in), the promo is still
  // being decided: the page's dialog signal waits for it.
  const deciding =
    isSignedIn && (profile.isPending || packages.isPending || (offered !== null && !hasOffer));
  useDialogByItself(
    isSignedIn && hasOffer ? 'flashSalePromo' : deciding ? undefined : null,
    PROMO_SETTLE_MS,
    showPromo,
  );

  // The promo is a dialog of the modal queue, so it never opens over another dialog.
  const wasQueued = useRef(false);
  useEffect(() => {
    if (isPopupShow && !promoQueued) {
      // Taken off the queue by someone else than the promo itself: the flash sale follows.
      if (wasQueued.current) flashSale.hidePopup();
      else openModal('flashSale');
    } else if (!isPopupShow && promoQueued) {
      for (const name of FLASH_SALE_MODALS) dismissModal(name);
    }
    wasQueued.current = promoQueued;
  }, [isPopupShow, promoQueued]);

  if (!isBoxShow || !quietPage || onStore || secondsLeft === 0) return null;
  return <FlashSaleTimer secondsLeft={secondsLeft} />;
}

/**
 * The countdown (HH:MM:SS), docked in the header so it stays in view without
 * covering the page: it opens the promo; its corner button hides it.
 */
function FlashSaleTimer({ secondsLeft }: { readonly secondsLeft: number }) {
  const slot = useHeaderOfferSlot();
  if (!slot) return null;
  return createPortal(
    <div className="flash-sale-timer" role="region" aria-label="Limited time offer">
      <button
        type="button"
        className="flash-sale-timer__open"
        aria-label={`Offer ends in ${describeDuration(secondsLeft)}. Show offer`}
        onClick={() => flashSale.showPopup()}
      >
        <span className="flash-sale-timer__icon" aria-hidden="true">
          <ClockIcon size={18} />
        </span>
        <span className="flash-sale-timer__text" aria-hidden="true">
          <span className="flash-sale-timer__label">Offer ends in</span>
          <span className="flash-sale-timer__time" data-testid="flash-sale-countdown">
            {formatOfferCountdown(secondsLeft)}
          </span>
        </span>
      </button>
      <button
        type="button"
        className="flash-sale-timer__hide"
        aria-label="Hide offer timer"
        onClick={() => flashSale.hideTimer()}
      >
        <CloseIcon size={12} />
      </button>
    </div>,
    slot,
  );
}
