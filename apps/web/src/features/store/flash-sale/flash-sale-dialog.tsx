import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Modal } from '../../../components/modal';
import { dismissModal } from '../../../lib/ui-store';
import { describeDuration, formatOfferCountdown, secondsUntil } from '../countdown';
import { OFFER_LABELS } from '../package-offers';
import { PackageCoins } from '../package-coins';
import { storeOrderPath } from '../package-order';
import { useNow } from '../use-now';
import { flashSale, useFlashSale } from './flash-sale-store';
import './flash-sale.css';

const FLASH_SALE_MODAL = 'flashSale';

/**
 * SPEC §2 flash-sale promo: the offer's title and description, its live
 * countdown, the package on sale and Buy Now, which opens the store at that
 * package's order summary. Shown through the modal queue as 'flashSale'.
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

  const close = () => {
    flashSale.hidePopup();
    dismissModal(FLASH_SALE_MODAL);
  };

  useEffect(() => {
    if (!over) return;
    flashSale.hidePopup();
    dismissModal(FLASH_SALE_MODAL);
  }, [over]);

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
