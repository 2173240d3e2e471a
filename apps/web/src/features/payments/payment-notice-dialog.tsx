import { AlertIcon, ClockIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import type { PaymentNotice } from './payment-outcome';

interface PaymentNoticeDialogProps {
  readonly notice: PaymentNotice | null;
  readonly onClose: () => void;
}

/** The PENDING, FAILURE and ERROR payment status modals (SPEC §4, §8). */
export function PaymentNoticeDialog({ notice, onClose }: PaymentNoticeDialogProps) {
  if (!notice) return null;
  const pending = notice.type === 'PENDING';
  return (
    <Modal
      open
      title={notice.title}
      onClose={onClose}
      icon={pending ? <ClockIcon size={30} /> : <AlertIcon size={30} />}
      iconTone={pending ? 'gold' : 'danger'}
      className="payment-notice"
    >
      {notice.subtitle && <p className="modal__subtitle">{notice.subtitle}</p>}
      <p className="modal__text" role={pending ? undefined : 'alert'}>
        {notice.text}
      </p>
      <div className="modal__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block"
          data-autofocus
          onClick={onClose}
        >
          {pending ? 'Got it' : 'Close'}
        </button>
      </div>
    </Modal>
  );
}
