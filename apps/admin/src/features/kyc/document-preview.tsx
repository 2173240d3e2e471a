import type { TKycQueueDocument } from '@app/contracts/kyc-admin';
import { isImage } from './kyc-labels';

/** Open the PDF at the frame's width, without the page thumbnails (the viewer's open parameters). */
export const PDF_VIEW = '#navpanes=0&view=FitH';

/**
 * The uploaded file itself, from the staff URL the server gives (the staff cookie goes with it):
 * an image drawn, a PDF in the browser's viewer with a link beside it. A PDF is framed, not an
 * <object>: the site's policy keeps `object-src 'none'` and allows frames of our own origin, and
 * the document route lets only our own pages frame it (decision 047).
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
        <>
          <iframe src={`${document.fileUrl}${PDF_VIEW}`} title={title} loading="lazy" />
          <a
            className="document-preview-open"
            href={document.fileUrl}
            target="_blank"
            rel="noreferrer"
          >
            Open {document.documentName} in a new tab
          </a>
        </>
      )}
    </div>
  );
}
