import { useEffect } from 'react';
import { Modal } from '../../components/modal';
import { AlertIcon, CheckCircleIcon } from '../../components/icons';
import { closeModal } from '../../lib/ui-store';
import { useTransactionStatus } from './transaction-status-store';

/** The status modal a USER_TRANSACTION_STATUS event opens (SPEC §4, §8 Payment status texts). */
export function TransactionStatusDialog() {
  const status = useTransactionStatus();
  useEffect(() => {
    if (!status) closeModal();
  }, [status]);
  if (!status) return null;
  return (
    <Modal
      open
      title={status.title}
      onClose={closeModal}
      icon={status.success ? <CheckCircleIcon size={32} /> : <AlertIcon size={30} />}
      iconTone={status.success ? 'success' : 'danger'}
    >
      <p className="modal__text">{status.message}</p>
      <div className="modal__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block"
          data-autofocus
          onClick={closeModal}
        >
          {status.success ? 'Continue' : 'Close'}
        </button>
      </div>
    </Modal>
  );
}
