import type { TIdentityCheck, TKycQueueDocument } from '@app/contracts/kyc-admin';
import { formatTime } from '../../lib/format';
import { useCan } from '../../lib/staff-session';
import { DocumentActions } from './document-actions';
import { DocumentPreview } from './document-preview';
import { IdentityCheckActions } from './identity-check-actions';
import { usePlayerKyc } from './kyc-api';
import {
  DOCUMENT_STATUS_LABELS,
  IDENTITY_WIDGET_STATUS_LABELS,
  KYC_STATUS_LABELS,
  identityWidgetLabel,
} from './kyc-labels';
import { RevealSsnButton } from './reveal-ssn-button';
import '../../components/review-facts.css';
import './kyc.css';

function DocumentCard({ document }: { document: TKycQueueDocument }) {
  return (
    <li className="document-card">
      <DocumentPreview document={document} size="small" />
      <div className="document-card-text">
        <strong>{document.labelName}</strong>
        <span className="muted">{document.documentName}</span>
        <span>
          {DOCUMENT_STATUS_LABELS[document.status]} · {formatTime(document.createdAt)}
        </span>
        {document.reason && <span className="muted">Reason: {document.reason}</span>}
        {document.reviewedBy && <span className="muted">By {document.reviewedBy}</span>}
        <DocumentActions document={document} />
      </div>
    </li>
  );
}

function IdentityChecks({ checks }: { checks: TIdentityCheck[] }) {
  if (checks.length === 0) return <p className="muted">No identity-widget session.</p>;
  return (
    <div className="data-table">
      <table>
        <caption className="visually-hidden">Identity checks</caption>
        <thead>
          <tr>
            <th scope="col">Started</th>
            <th scope="col">Outcome</th>
            <th scope="col">Status</th>
            <th scope="col">Decided</th>
            <th scope="col">Actions</th>
          </tr>
        </thead>
        <tbody>
          {checks.map((check) => (
            <tr key={check.checkId}>
              <td>{formatTime(check.createdAt)}</td>
              <td>{check.outcome ?? '—'}</td>
              <td>{IDENTITY_WIDGET_STATUS_LABELS[check.status]}</td>
              <td>
                {check.decidedAt ? formatTime(check.decidedAt) : '—'}
                {check.reviewedBy ? ` · ${check.reviewedBy}` : ''}
                {check.reason ? ` · ${check.reason}` : ''}
              </td>
              <td>
                <IdentityCheckActions check={check} />
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * The KYC panel of the player page (its extras slot): where the player stands, the documents with
 * previews, the identity-widget sessions, and the SSN masked with Reveal for kyc.ssn.reveal.
 * Only for roles with kyc.review (compliance, admin); others see the KYC status in the header.
 */
export function PlayerKycPanel({ userId, username }: { userId: number; username: string }) {
  const canRead = useCan('kyc.review');
  return canRead ? <KycPanel userId={userId} username={username} /> : null;
}

function KycPanel({ userId, username }: { userId: number; username: string }) {
  const kyc = usePlayerKyc(userId);
  return (
    <details className="player-kyc-panel">
      <summary>
        <span className="player-kyc-title">KYC</span>
        {kyc.data && (
          <span className="muted">
            {KYC_STATUS_LABELS[kyc.data.kycStatus]} · {kyc.data.documents.length}{' '}
            {kyc.data.documents.length === 1 ? 'document' : 'documents'} · SSN{' '}
            {kyc.data.ssn?.masked ?? 'not given'}
          </span>
        )}
      </summary>
      {kyc.isPending && <p className="muted">Loading…</p>}
      {kyc.isError && (
        <p className="form-error" role="alert">
          {kyc.error.message}
        </p>
      )}
      {kyc.data && (
        <div className="player-kyc-body">
          <dl className="review-facts">
            <dt>KYC status</dt>
            <dd>{KYC_STATUS_LABELS[kyc.data.kycStatus]}</dd>
            <dt>Identity widget</dt>
            <dd>{identityWidgetLabel(kyc.data.identityWidgetStatus)}</dd>
            <dt>SSN</dt>
            <dd className="ssn-line">
              {kyc.data.ssn ? (
                <>
                  <span className="amount">{kyc.data.ssn.masked}</span>
                  <RevealSsnButton userId={userId} username={username} />
                </>
              ) : (
                'Not given'
              )}
            </dd>
          </dl>
          <h3>Documents</h3>
          {kyc.data.documents.length === 0 ? (
            <p className="muted">No document uploaded.</p>
          ) : (
            <ul className="document-cards">
              {kyc.data.documents.map((document) => (
                <DocumentCard key={document.documentId} document={document} />
              ))}
            </ul>
          )}
          <h3>Identity checks</h3>
          <IdentityChecks checks={kyc.data.identityChecks} />
        </div>
      )}
    </details>
  );
}
