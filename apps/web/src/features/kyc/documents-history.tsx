import { formatDateTime } from '@app/contracts/dates';
import { documentStatusLabel, type TKycLabel } from '@app/contracts/kyc';
import { documentHistory, isImageDocument } from './document-state';

function formatWhen(iso: string): string {
  try {
    return formatDateTime(iso);
  } catch {
    return iso;
  }
}

/** SPEC §2 Documents History: name, preview, status (Pending, Verified, Cancelled), created at. */
export function DocumentsHistory({ labels }: { labels: readonly TKycLabel[] }) {
  const rows = documentHistory(labels);
  if (rows.length === 0) return <p className="kyc-history__empty">No documents uploaded yet.</p>;
  return (
    <div className="kyc-history">
      <table className="kyc-history__table">
        <caption className="visually-hidden">Documents History</caption>
        <thead>
          <tr>
            <th scope="col">Name</th>
            <th scope="col">Preview</th>
            <th scope="col">Status</th>
            <th scope="col">Created At</th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ label, document }) => (
            <tr key={document.documentId}>
              <th scope="row" data-label="Name">
                <span className="kyc-history__label">{label}</span>
                <span className="kyc-history__file">{document.documentName}</span>
              </th>
              <td data-label="Preview">
                <a
                  href={document.documentUrl.docUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="kyc-history__preview"
                  aria-label={`Open ${document.documentName}`}
                >
                  {isImageDocument(document) ? (
                    <img src={document.documentUrl.docUrl} alt="" loading="lazy" />
                  ) : (
                    'View PDF'
                  )}
                </a>
              </td>
              <td data-label="Status">
                <span
                  className={`kyc-history__status kyc-history__status--${documentStatusLabel(document.status).toLowerCase()}`}
                >
                  {documentStatusLabel(document.status)}
                </span>
              </td>
              <td data-label="Created At">
                <time dateTime={document.createdAt}>{formatWhen(document.createdAt)}</time>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
