import { useId, useState, type DragEvent } from 'react';
import { DOCUMENT_ACCEPT } from '@app/contracts/document-upload';
import { KYC_UPLOADED_MESSAGE } from '@app/contracts/kyc';
import { placeApiError } from '../../lib/api-error-placement';
import { replaceWithNotice } from '../../lib/notice-store';
import { notify } from '../../lib/toast';
import { useUploadKycDocument } from './api/upload-kyc-document';
import { kycErrorNotice } from './init-kyc-outcome';
import { kycFileError } from './kyc-file-check';

interface DocumentUploadAreaProps {
  readonly documentLabelId: number;
  readonly labelName: string;
}

/**
 * The upload area of one document type: pick or drop a PNG, JPEG, JPG or PDF
 * (checked before it is sent) and it is uploaded at once.
 */
export function DocumentUploadArea({ documentLabelId, labelName }: DocumentUploadAreaProps) {
  const inputId = useId();
  const upload = useUploadKycDocument();
  const [error, setError] = useState<string | null>(null);
  const [dragging, setDragging] = useState(false);

  const send = async (file: File | undefined) => {
    if (!file) return;
    const fileError = kycFileError(file);
    setError(fileError);
    if (fileError) return;
    try {
      await upload.mutateAsync({ documentLabelId, document: file });
      notify.success(KYC_UPLOADED_MESSAGE);
    } catch (failure) {
      const notice = kycErrorNotice(failure);
      if (notice) {
        replaceWithNotice(notice);
        return;
      }
      const [first] = placeApiError(failure);
      setError(first?.message ?? null);
    }
  };

  const onDrop = (event: DragEvent<HTMLLabelElement>) => {
    event.preventDefault();
    setDragging(false);
    void send(event.dataTransfer.files[0]);
  };

  return (
    <div className="kyc-upload">
      <label
        htmlFor={inputId}
        className={dragging ? 'kyc-upload__zone is-dragging' : 'kyc-upload__zone'}
        aria-busy={upload.isPending}
        onDragOver={(event) => {
          event.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
      >
        {upload.isPending ? (
          <span className="kyc-upload__text" role="status">
            <span className="btn__spinner" aria-hidden="true" /> Uploading…
          </span>
        ) : (
          <>
            <span className="kyc-upload__text">
              Drop your {labelName} here or <strong>choose a file</strong>
            </span>
            <span className="kyc-upload__hint">PNG, JPEG, JPG or PDF, up to 5 MB</span>
          </>
        )}
      </label>
      <input
        id={inputId}
        className="visually-hidden"
        type="file"
        accept={DOCUMENT_ACCEPT}
        disabled={upload.isPending}
        aria-label={`Upload ${labelName}`}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          void send(file);
        }}
      />
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
