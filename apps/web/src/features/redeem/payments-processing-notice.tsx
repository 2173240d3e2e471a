import { ERRORS } from '@app/contracts/error-codes';
import { ClockIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { isKycApproved } from '../../lib/kyc-status';
import { closeModal, switchModal } from '../../lib/ui-store';
import type { User } from '../../lib/user';
import { redeemOpensText } from './redeem-opens-at';

interface PaymentsProcessingNoticeProps {
  readonly user: Pick<User, 'kycStatus'>;
  readonly opensAt: Date;
}

/**
 * Where the player first meets SPEC §9's processing rule: on opening Redeem while a purchase is
 * still processing, with the time redeeming opens (their time zone), before any KYC step. A player
 * not verified yet may start KYC meanwhile, so nothing else waits when the time comes.
 */
export function PaymentsProcessingNotice({ user, opensAt }: PaymentsProcessingNoticeProps) {
  const verified = isKycApproved(user.kycStatus);
  return (
    <Modal open title="Redeem" onClose={closeModal} icon={<ClockIcon size={30} />}>
      <p className="modal__text">{ERRORS.RedeemPaymentsProcessing.message}</p>
      <p className="modal__text redeem-opens-at" role="status">
        <strong>{redeemOpensText(opensAt)}</strong>
      </p>
      {!verified && <p className="modal__text">Meanwhile you can verify your identity (KYC).</p>}
      <div className="modal__actions">
        {!verified && (
          <button
            type="button"
            className="btn btn--primary btn--lg btn--block"
            data-autofocus
            onClick={() => switchModal('kyc')}
          >
            Verify My Identity
          </button>
        )}
        <button
          type="button"
          className={`btn btn--lg btn--block ${verified ? 'btn--primary' : 'btn--ghost'}`}
          {...(verified ? { 'data-autofocus': true } : {})}
          onClick={closeModal}
        >
          Got it
        </button>
      </div>
    </Modal>
  );
}
