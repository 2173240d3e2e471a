import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/modal';
import { dismissModal, selectActiveModal, useUiStore } from '../../../lib/ui-store';
import { describeDuration, formatOfferCountdown, secondsUntil } from '../countdown';
import { OFFER_LABELS } from '../package-offers';
import { PackageCoins } from '../package-coins';
import { storeOrderPath } from '../package-order';
import { useNow } from '../use-now';
import { flashSale, useFlashSale } from './flash-sale-store';
import './flash-sale.css';

/**
 * SPEC §2 flash-sale promo: the offer's title and description, its live
 * countdown, the package on sale and Buy Now, which opens the store at that
 * package's order summary. Shown through the modal queue as 'flashSale' (from
 * the floating timer) or 'flashSalePromo' (by itself); it is the open dialog.
 */
export function FlashSaleDialog() {
  const navigate = useNavigate();
  const now = useNow();
  const title = useFlashSale((state) => state.title);
  const description = useFlashSale((state) => state.description);
  const details = useFlashSale((state) => state.details);
  const endsAt = useFlashSale((state) => state.endsAt);
  const secondsLeft = endsAt === null ? 0 : secondsUntil(endsAt, now);
  const over = details === null || secondsLeft === 0;

  // This dialog's own name in the queue ('flashSale' or 'flashSalePromo'); closing twice is harmless.
  const self = useUiStore(selectActiveModal);
  const close = () => {
    flashSale.hidePopup();
    if (self) dismissModal(self);
  };

  useEffect(() => {
    if (!over) return;
    flashSale.hidePopup();
    if (self) dismissModal(self);
  }, [over, self]);

  if (over) return null;
  const { pkg, kind } = details;
  return (
    <Modal
      open
      title={title}
      onClose={close}
      className="flash-sale-dialog"
      icon={
        pkg.imageUrl ? (
          <img src={pkg.imageUrl} alt="" width={120} height={120} decoding="async" />
        ) : undefined
      }
    >
      <p className="flash-sale-dialog__badge">{OFFER_LABELS[kind]}</p>
      <p className="modal__lead">{description}</p>
      <div className="flash-sale-dialog__countdown" role="timer" aria-live="off">
        <span className="flash-sale-dialog__countdown-label">Ends in</span>
        <span className="flash-sale-dialog__countdown-time" aria-hidden="true">
          {formatOfferCountdown(secondsLeft)}
        </span>
        <span className="visually-hidden">{describeDuration(secondsLeft)}</span>
      </div>
      <PackageCoins pkg={pkg} className="flash-sale-dialog__coins" />
      <div className="modal__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block"
          data-autofocus
          onClick={() => {
            close();
            void navigate(storeOrderPath(pkg.packageId));
          }}
        >
          Buy Now
        </button>
      </div>
    </Modal>
  );
}
