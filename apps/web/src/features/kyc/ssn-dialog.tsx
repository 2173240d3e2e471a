import { LockIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { closeModal, switchModal } from '../../lib/ui-store';
import { SsnForm } from './ssn-form';
import './kyc.css';

/**
 * The SSN form on its own (the redeem answer 2221: the player's redemptions
 * this year reached the tax threshold). Once saved, the Redeem modal comes back.
 */
export function SsnDialog() {
  return (
    <Modal open title="Social Security Number" onClose={closeModal} icon={<LockIcon size={30} />}>
      <p className="modal__lead">
        Your redemptions this year have reached the amount for which we must collect your W-9
        information. Please enter your SSN before your next redemption.
      </p>
      <div className="modal__body">
        <SsnForm onSaved={() => switchModal('redeem')} />
      </div>
    </Modal>
  );
}
