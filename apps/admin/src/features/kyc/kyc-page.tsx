import { DocumentsQueue } from './documents-queue';
import { IdentityChecksQueue } from './identity-checks-queue';
import '../../components/review-facts.css';
import './kyc.css';

/** /admin/kyc (compliance): the documents queue and the identity checks left to review. */
export function KycPage() {
  return (
    <div className="kyc-page">
      <div className="page-heading">
        <h1>KYC</h1>
      </div>
      <DocumentsQueue />
      <IdentityChecksQueue />
    </div>
  );
}
