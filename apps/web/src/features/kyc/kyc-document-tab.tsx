import { useState } from 'react';
import type { TKycLabel } from '@app/contracts/kyc';
import { documentStatusLabel } from '@app/contracts/kyc';
import { DocumentUploadArea } from './document-upload-area';
import { documentState, uploadBlocked } from './document-state';

/**
 * One document type of the verification modal: its newest upload's state
 * (pending or verified block a new upload; a declined one shows the reason
 * and 'Upload New File'), and the upload area when a file may be sent.
 */
export function KycDocumentTab({ label }: { label: TKycLabel }) {
  const state = documentState(label);
  const [replacing, setReplacing] = useState(false);
  const name = label.name.EN;

  const area = <DocumentUploadArea documentLabelId={label.documentLabelId} labelName={name} />;

  if (state.kind === 'empty') return area;
  const document = state.document;

  return (
    <div className="kyc-document">
      <p className={`kyc-document__state kyc-document__state--${state.kind}`}>
        <span className="kyc-document__name">{document.documentName}</span>
        <span className="kyc-document__badge">
          {state.kind === 'declined'
            ? 'Declined'
            : state.kind === 'reRequested'
              ? 'Re-requested'
              : documentStatusLabel(document.status)}
        </span>
      </p>
      {state.kind === 'pending' && (
        <p className="kyc-document__text">
          Your {name} is being reviewed. You can upload another file once it has been reviewed.
        </p>
      )}
      {state.kind === 'verified' && (
        <p className="kyc-document__text">Your {name} has been verified.</p>
      )}
      {(state.kind === 'declined' || state.kind === 'reRequested') && document.reason && (
        <p className="kyc-document__reason" role="note">
          Reason: {document.reason}
        </p>
      )}
      {!uploadBlocked(state) &&
        (state.kind === 'declined' && !replacing ? (
          <button type="button" className="btn btn--primary" onClick={() => setReplacing(true)}>
            Upload New File
          </button>
        ) : (
          area
        ))}
    </div>
  );
}
