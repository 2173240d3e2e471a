import { useState } from 'react';
import { REDEEM_CANCELLED_MESSAGE, type TRedemption } from '@app/contracts/redemptions';
import { showApiError } from '../../lib/api-error-placement';
import { notify } from '../../lib/toast';
import { useCancelRedemption } from './api/cancel-redemption';

/** Cancel of a pending request, asked to be confirmed first (SPEC §4: requests can be cancelled). */
export function CancelRedemptionButton({ redemption }: { redemption: TRedemption }) {
  const [confirming, setConfirming] = useState(false);
  const cancel = useCancelRedemption();

  if (!confirming) {
    return (
      <button
        type="button"
        className="btn btn--ghost redemption-cancel__button"
        onClick={() => setConfirming(true)}
      >
        Cancel
      </button>
    );
  }

  const confirm = async () => {
    try {
      await cancel.mutateAsync(redemption);
      notify.success(REDEEM_CANCELLED_MESSAGE);
    } catch (error) {
      showApiError(error, null);
    } finally {
      setConfirming(false);
    }
  };

  return (
    <span className="redemption-cancel" role="group" aria-label="Cancel this redemption?">
      <span className="redemption-cancel__question">Cancel this request?</span>
      <button
        type="button"
        className="btn redemption-cancel__button redemption-cancel__button--confirm"
        disabled={cancel.isPending}
        aria-busy={cancel.isPending}
        onClick={() => void confirm()}
      >
        {cancel.isPending && <span className="btn__spinner" aria-hidden="true" />}
        Yes, cancel
      </button>
      <button
        type="button"
        className="btn btn--ghost redemption-cancel__button"
        disabled={cancel.isPending}
        onClick={() => setConfirming(false)}
      >
        Keep
      </button>
    </span>
  );
}
