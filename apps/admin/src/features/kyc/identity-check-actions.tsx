import { useState } from 'react';
import type { TIdentityCheck } from '@app/contracts/kyc-admin';
import { ReasonDialog } from '../../components/reason-dialog';
import { useCan } from '../../lib/staff-session';
import { useDecideIdentityCheck } from './kyc-api';

/** Approve or Decline (with a reason) of an identity-widget result the provider left to review. */
export function IdentityCheckActions({ check }: { check: TIdentityCheck }) {
  const canReview = useCan('kyc.review');
  const decide = useDecideIdentityCheck();
  const [declining, setDeclining] = useState(false);
  if (!canReview || check.status !== 'NEEDS_REVIEW') return null;
  return (
    <div className="decision-actions">
      <span className="row-actions">
        <button
          type="button"
          className="button-primary"
          disabled={decide.isPending}
          onClick={() =>
            decide.mutate({ checkId: check.checkId, userId: check.userId, decision: 'approve' })
          }
        >
          Approve
        </button>
        <button
          type="button"
          className="button-quiet"
          disabled={decide.isPending}
          onClick={() => {
            decide.reset();
            setDeclining(true);
          }}
        >
          Decline
        </button>
      </span>
      {!declining && decide.error && (
        <p className="form-error" role="alert">
          {decide.error.message}
        </p>
      )}
      {declining && (
        <ReasonDialog
          title={`Decline the identity check of ${check.username}`}
          submitLabel="Decline"
          pendingLabel="Declining…"
          pending={decide.isPending}
          error={decide.error}
          onSubmit={(reason) =>
            decide.mutate(
              { checkId: check.checkId, userId: check.userId, decision: 'decline', reason },
              { onSuccess: () => setDeclining(false) },
            )
          }
          onClose={() => {
            setDeclining(false);
            decide.reset();
          }}
        />
      )}
    </div>
  );
}
