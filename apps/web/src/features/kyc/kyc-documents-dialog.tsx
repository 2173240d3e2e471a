import { useState } from 'react';
import { Modal } from '../../components/modal';
import { closeModal } from '../../lib/ui-store';
import { useKycLabels } from './api/get-kyc-labels';
import { DocumentsHistory } from './documents-history';
import { KycDocumentTabs } from './kyc-document-tabs';
import { SsnForm } from './ssn-form';
import './kyc.css';

/**
 * SPEC §2 KYC verification modal (manual variant): one tab per required
 * document type with its upload area, the Upload History button showing the
 * Documents History table, and the SSN form.
 */
export function KycDocumentsDialog() {
  const labels = useKycLabels();
  const [showHistory, setShowHistory] = useState(false);

  return (
    <Modal
      open
      title={showHistory ? 'Documents History' : 'KYC Verification'}
      onClose={closeModal}
      variant="wide"
      className="kyc-documents"
    >
      {!labels.data ? (
        labels.isError ? (
          <div className="modal__body" role="alert">
            <p className="modal__text">The document types could not be loaded.</p>
            <button type="button" className="btn btn--ghost" onClick={() => void labels.refetch()}>
              Try Again
            </button>
          </div>
        ) : (
          <p className="modal__text" role="status">
            <span className="btn__spinner" aria-hidden="true" /> Loading…
          </p>
        )
      ) : showHistory ? (
        <div className="modal__body kyc-documents__body">
          <DocumentsHistory labels={labels.data} />
          <button
            type="button"
            className="btn btn--ghost kyc-documents__switch"
            onClick={() => setShowHistory(false)}
          >
            Back
          </button>
        </div>
      ) : (
        <div className="modal__body kyc-documents__body">
          <KycDocumentTabs labels={labels.data} />
          <button
            type="button"
            className="btn btn--ghost kyc-documents__switch"
            onClick={() => setShowHistory(true)}
          >
            Upload History
          </button>
          <section className="kyc-documents__ssn" aria-label="Social Security Number">
            <SsnForm />
          </section>
        </div>
      )}
    </Modal>
  );
}
