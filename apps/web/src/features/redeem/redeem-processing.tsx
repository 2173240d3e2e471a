import { useEffect } from 'react';
import { PAYMENT_STATUS_TEXTS } from '@app/contracts/payments';
import { ClockIcon } from '../../components/icons';
import { Modal } from '../../components/modal';

/** How long the REDEEM_PROCESSING modal shows before it leads to the player's redemptions. */
export const REDEEM_REDIRECT_MS = 3_000;

interface RedeemProcessingProps {
  readonly onDone: () => void;
}

/**
 * The REDEEM_PROCESSING payment status modal (SPEC §4, §8): 'Request is
 * currently being processed !' / 'You will be redirected shortly.', then the
 * player's redemptions list.
 */
export function RedeemProcessing({ onDone }: RedeemProcessingProps) {
  useEffect(() => {
    const timer = window.setTimeout(onDone, REDEEM_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [onDone]);
  return (
    <Modal
      open
      title={PAYMENT_STATUS_TEXTS.REDEEM_PROCESSING.title}
      onClose={onDone}
      icon={<ClockIcon size={30} />}
      className="payment-notice redeem-processing"
    >
      <p className="modal__text" role="status">
        {PAYMENT_STATUS_TEXTS.REDEEM_PROCESSING.text}
      </p>
      <div className="modal__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block"
          data-autofocus
          onClick={onDone}
        >
          View my redemptions
        </button>
      </div>
    </Modal>
  );
}
