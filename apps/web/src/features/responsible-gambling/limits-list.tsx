import { useState } from 'react';
import type { TLimit } from '@app/contracts/responsible-gambling';
import { Modal } from '../../components/modal';
import { placeApiError } from '../../lib/api-error-placement';
import { notify } from '../../lib/toast';
import { useCancelLimitChange } from './api/cancel-limit-change';
import { useRemoveLimit } from './api/remove-limit';
import { keyOf, limitTitle, limitValueText, pendingText } from './limit-texts';

const showError = (failure: unknown) => {
  for (const outcome of placeApiError(failure)) notify.error(outcome.message);
};

/** The limits in force, each with its waiting change ('Cancel change') and 'Remove'. */
export function LimitsList({
  limits,
  coolingHours,
}: {
  limits: readonly TLimit[];
  coolingHours: number;
}) {
  const [removing, setRemoving] = useState<TLimit | null>(null);
  const remove = useRemoveLimit();
  const cancel = useCancelLimitChange();

  if (limits.length === 0) {
    return <p className="limits-list__empty">You have no limits yet. Set one below.</p>;
  }

  const confirmRemove = async () => {
    if (!removing) return;
    try {
      notify.success((await remove.mutateAsync(keyOf(removing))).message);
      setRemoving(null);
    } catch (failure) {
      showError(failure);
    }
  };

  return (
    <>
      <ul className="limits-list" aria-label="Your limits">
        {limits.map((limit) => {
          const title = limitTitle(limit);
          const pending = pendingText(limit);
          return (
            <li key={title} className="limits-list__item">
              <div>
                <p className="limits-list__name">{title}</p>
                <p className="limits-list__value">{limitValueText(limit, limit.value)}</p>
                {pending && <p className="limits-list__pending">{pending}</p>}
              </div>
              <div className="limits-list__actions">
                {limit.pending ? (
                  <button
                    type="button"
                    className="btn btn--ghost"
                    aria-label={`Cancel change of ${title.toLowerCase()}`}
                    disabled={cancel.isPending}
                    onClick={() =>
                      cancel
                        .mutateAsync(keyOf(limit))
                        .then((a) => notify.success(a.message), showError)
                    }
                  >
                    Cancel change
                  </button>
                ) : (
                  <button
                    type="button"
                    className="btn btn--ghost"
                    aria-label={`Remove ${title.toLowerCase()}`}
                    onClick={() => setRemoving(limit)}
                  >
                    Remove
                  </button>
                )}
              </div>
            </li>
          );
        })}
      </ul>
      <Modal open={removing !== null} title="Remove this limit?" onClose={() => setRemoving(null)}>
        {removing && (
          <p className="modal__text">
            Your {limitTitle(removing).toLowerCase()} of {limitValueText(removing, removing.value)}{' '}
            stays in force for {coolingHours} hours, then it is removed. You can cancel the removal
            until then.
          </p>
        )}
        <div className="modal__actions">
          <button
            type="button"
            className="btn btn--primary btn--lg btn--block"
            data-autofocus
            onClick={() => setRemoving(null)}
          >
            Keep my limit
          </button>
          <button
            type="button"
            className="btn btn--ghost btn--lg btn--block"
            disabled={remove.isPending}
            onClick={() => void confirmRemove()}
          >
            Remove in {coolingHours} hours
          </button>
        </div>
      </Modal>
    </>
  );
}
