import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { ShieldIcon } from '../../components/icons';
import { Modal } from '../../components/modal';
import { showApiError } from '../../lib/api-error-placement';
import { kycSettingsQueryOptions } from '../../lib/get-kyc-settings';
import { replaceWithNotice } from '../../lib/notice-store';
import { closeModal, switchModal } from '../../lib/ui-store';
import { initKyc } from './api/init-kyc';
import { initKycAnswerOutcome, initKycErrorOutcome, type InitKycOutcome } from './init-kyc-outcome';
import { setWidgetUrl } from './kyc-widget-store';
import './kyc.css';

export const KYC_START_TITLE = 'Complete Your KYC Verification';

function follow(outcome: InitKycOutcome): void {
  if (outcome.kind === 'widget') {
    setWidgetUrl(outcome.url);
    switchModal('kycWidget');
  } else if (outcome.kind === 'notice') {
    replaceWithNotice(outcome.notice);
  } else {
    showApiError(outcome.error, null);
  }
}

/**
 * SPEC §2 KYC start modal. Start Verification reads the KYC settings: the
 * manual variant opens the document verification modal, the automatic one
 * starts the identity widget (GET /kyc/init-kyc) and follows its outcome.
 */
export function KycStartDialog() {
  const queryClient = useQueryClient();
  const [starting, setStarting] = useState(false);

  const start = async () => {
    setStarting(true);
    try {
      const settings = await queryClient.fetchQuery(kycSettingsQueryOptions);
      if (settings.isManualKyc) {
        switchModal('kycDocuments');
        return;
      }
      let outcome: InitKycOutcome;
      try {
        outcome = initKycAnswerOutcome(await initKyc());
      } catch (error) {
        outcome = initKycErrorOutcome(error);
      }
      follow(outcome);
    } catch (error) {
      showApiError(error, null);
    } finally {
      setStarting(false);
    }
  };

  return (
    <Modal open title={KYC_START_TITLE} onClose={closeModal} icon={<ShieldIcon size={30} />}>
      <p className="modal__text">
        To keep your account safe and to redeem your prizes, we need to confirm your identity. It
        only takes a few minutes.
      </p>
      <div className="modal__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block"
          data-autofocus
          disabled={starting}
          aria-busy={starting}
          onClick={() => void start()}
        >
          {starting && <span className="btn__spinner" aria-hidden="true" />}
          Start Verification
        </button>
      </div>
    </Modal>
  );
}
