import type { TKycQueueDocument } from '@app/contracts/kyc-admin';
import { isImage } from './kyc-labels';

/**
 * The uploaded file itself, from the staff URL the server gives (the staff cookie goes with it):
 * an image drawn, a PDF embedded with a link for browsers that do not show PDFs inline.
 */
export function DocumentPreview({
  document,
  size = 'large',
}: {
  document: Pick<TKycQueueDocument, 'fileUrl' | 'fileType' | 'documentName' | 'labelName'>;
  size?: 'large' | 'small';
}) {
  const title = `${document.labelName}: ${document.documentName}`;
  return (
    <div className={`document-preview document-preview-${size}`}>
      {isImage(document) ? (
        <a href={document.fileUrl} target="_blank" rel="noreferrer" title="Open in a new tab">
          <img src={document.fileUrl} alt={title} loading="lazy" />
        </a>
      ) : (
        <object data={document.fileUrl} type="application/pdf" aria-label={title}>
          <a href={document.fileUrl} target="_blank" rel="noreferrer">
            Open {document.documentName}
          </a>
        </object>
      )}
    </div>
  );
}
