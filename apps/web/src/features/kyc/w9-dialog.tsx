import { useQueryClient } from '@tanstack/react-query';
import { LockIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { refreshMoneyDependents } from '../../lib/money-events';
import { closeModal } from '../../lib/ui-store';
import { SsnForm } from './ssn-form';
import './kyc.css';

/**
 * The SSN form for a redemption whose payout waits for the W-9 (decision 051): its row on the
 * redemptions list opens it. Once saved, the list is read again and the hold note goes.
 */
export function W9Dialog() {
  const queryClient = useQueryClient();
  return (
    <Modal open title="W-9 information" onClose={closeModal} icon={<LockIcon size={30} />}>
      <p className="modal__lead">
        With your pending redemption, your redemptions paid this year reach the amount for which we
        must report them to the IRS (Form 1099-MISC). Please enter your Social Security Number so
        that we can pay it.
      </p>
      <div className="modal__body">
        <SsnForm
          onSaved={() => {
            void refreshMoneyDependents(queryClient);
            closeModal();
          }}
        />
      </div>
    </Modal>
  );
}
