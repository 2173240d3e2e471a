import { useEffect } from 'react';
import { Modal } from '../../components/modal';
import { showApiError } from '../../lib/api-error-placement';
import { closeModal } from '../../lib/ui-store';
import { CmsContent } from '../cms/cms-content';
import { useAcceptTerms, usePendingConsent } from './api/terms-consent';
import './terms-consent.css';

const changedOn = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'long', day: 'numeric', year: 'numeric' });

/**
 * Our terms changed (decision 060): the changed page with what changed, and Accept. It cannot be
 * closed otherwise: play and purchases are refused until the player accepts every changed page.
 */
export function TermsConsentDialog() {
  const pending = usePendingConsent();
  const accept = useAcceptTerms();
  const page = pending.data?.[0];

  const nothingLeft = pending.isSuccess && !pending.isFetching && !page;
  useEffect(() => {
    if (nothingLeft) closeModal();
  }, [nothingLeft]);
  if (!page) return null;

  const onAccept = async () => {
    try {
      const left = await accept.mutateAsync({ slug: page.slug, version: page.version });
      if (left.length === 0) closeModal();
    } catch (error) {
      showApiError(error, null);
      void pending.refetch();
    }
  };

  return (
    <Modal
      open
      title={`Updated ${page.title}`}
      onClose={() => undefined}
      hideCloseButton
      variant="wide"
    >
      <p className="modal__text">
        We updated our {page.title} on {changedOn(page.changedAt)}. Please read the changes and
        accept them to continue playing or buying coins.
      </p>
      <p className="terms-consent__change">
        <strong>What changed:</strong> {page.changeNote}
      </p>
      <div className="terms-consent__page" tabIndex={0} aria-label={page.title}>
        <CmsContent html={page.html} />
      </div>
      <div className="modal__actions">
        <button
          type="button"
          className="btn btn--primary btn--lg btn--block"
          disabled={accept.isPending}
          aria-busy={accept.isPending}
          data-autofocus
          onClick={() => void onAccept()}
        >
          {accept.isPending && <span className="btn__spinner" aria-hidden="true" />}
          Accept
        </button>
      </div>
    </Modal>
  );
}
