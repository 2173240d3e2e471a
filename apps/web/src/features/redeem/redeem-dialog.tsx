import { useCallback, useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { REDEEM_SUBMITTED_MESSAGE } from '@app/contracts/redemptions';
import { CoinsIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { useProfile } from '../../lib/get-profile';
import { replaceWithNotice } from '../../lib/notice-store';
import { PATHS, redemptionsPath } from '../../lib/paths';
import { notify } from '../../lib/toast';
import { closeModal, switchModal } from '../../lib/ui-store';
import { PaymentsProcessingNotice } from './payments-processing-notice';
import { redeemEntryStep, redeemOpensAt } from './redeem-entry';
import type { RedeemFailure } from './redeem-errors';
import { RedeemForm } from './redeem-form';
import {
  PURCHASE_FIRST_NOTICE,
  RESTRICTED_NOTICE,
  inProgressNotice,
  messageNotice,
} from './redeem-notices';
import { RedeemProcessing } from './redeem-processing';
import './redeem.css';

/** What a refused request leads to, in place of the Redeem modal. */
function showRefusal(failure: Exclude<RedeemFailure, { kind: 'field' | 'none' }>): void {
  switch (failure.kind) {
    case 'kyc':
      switchModal('kyc');
      return;
    case 'ssn':
      switchModal('ssn');
      return;
    case 'message':
      replaceWithNotice(messageNotice(failure.text, failure.toStore));
      return;
    case 'inProgress':
      replaceWithNotice(inProgressNotice(failure.text));
      return;
  }
}

/**
 * The 'redeem' dialog: every Redeem entry (sidebar, /redeem, a popup's
 * 'redeem' key) opens it. It applies SPEC §4's entry rules first and gives
 * its place to the profile prompt, the KYC flow or a notice when one applies;
 * otherwise it is the Redeem modal, then the REDEEM_PROCESSING status.
 */
export function RedeemDialog() {
  const profile = useProfile();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  // The complete-profile prompt leads to the account page; there the Profile modal itself opens.
  const profileDialog = pathname === PATHS.accountDetails ? 'profile' : 'completeProfile';
  const [submitted, setSubmitted] = useState(false);
  const user = profile.data;
  const now = new Date();
  const step = user ? redeemEntryStep(user, now) : null;

  useEffect(() => {
    if (submitted) return;
    if (step === 'completeProfile') switchModal(profileDialog);
    else if (step === 'kyc') switchModal('kyc');
    else if (step === 'restricted') replaceWithNotice(RESTRICTED_NOTICE);
    else if (step === 'purchaseFirst') replaceWithNotice(PURCHASE_FIRST_NOTICE);
  }, [step, submitted, profileDialog]);

  const finish = useCallback(() => {
    closeModal();
    void navigate(redemptionsPath);
  }, [navigate]);

  if (submitted) return <RedeemProcessing onDone={finish} />;

  const opensAt = user && step === 'paymentsProcessing' ? redeemOpensAt(user, now) : null;
  if (user && opensAt) return <PaymentsProcessingNotice user={user} opensAt={opensAt} />;

  if (!user || step !== 'redeem') {
    return (
      <Modal open title="Redeem" onClose={closeModal} icon={<CoinsIcon size={30} />}>
        {profile.isError ? (
          <div className="modal__body" role="alert">
            <p className="modal__text">Your account could not be loaded. Please try again.</p>
            <button type="button" className="btn btn--ghost" onClick={() => void profile.refetch()}>
              Try Again
            </button>
          </div>
        ) : (
          <p className="modal__text" role="status">
            <span className="btn__spinner" aria-hidden="true" /> Loading…
          </p>
        )}
      </Modal>
    );
  }

  return (
    <Modal
      open
      title="Redeem"
      onClose={closeModal}
      icon={<CoinsIcon size={30} />}
      className="redeem-dialog"
    >
      <p className="modal__lead">Redeem your Sweepstakes Coins for cash by bank transfer (ACH).</p>
      <div className="modal__body">
        <RedeemForm
          user={user}
          onRedeemed={() => {
            notify.success(REDEEM_SUBMITTED_MESSAGE);
            setSubmitted(true);
          }}
          onRefused={showRefusal}
        />
      </div>
    </Modal>
  );
}
