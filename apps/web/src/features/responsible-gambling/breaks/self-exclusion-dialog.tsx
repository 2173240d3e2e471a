import { useState } from 'react';
import { EXCLUSION_PERIOD_LABELS, type TExclusionPeriod } from '@app/contracts/account-safety';
import { AlertIcon } from '../../../components/icons';
import { CheckboxField } from '../../../components/form-fields';
import { Modal } from '../../../components/modal';
import { showApiError } from '../../../lib/api-error-placement';
import { useSelfExclude } from './api/account-safety-api';
import { signOutFor } from './sign-out-for';

/** The confirmation of a self-exclusion: stated plainly that it cannot be undone early. */
export function SelfExclusionDialog({
  period,
  onClose,
}: {
  readonly period: TExclusionPeriod | null;
  readonly onClose: () => void;
}) {
  const [understood, setUnderstood] = useState(false);
  const selfExclude = useSelfExclude();
  const label = period ? EXCLUSION_PERIOD_LABELS[period].toLowerCase() : '';
  const close = () => {
    setUnderstood(false);
    onClose();
  };
  return (
    <Modal
      open={period !== null}
      title="Exclude yourself from play"
      onClose={close}
      icon={<AlertIcon size={30} />}
      iconTone="danger"
    >
      <div className="modal__body">
        <p className="modal__text account-safety__danger" role="alert">
          {period === 'permanent'
            ? 'You are excluding yourself permanently. This can never be undone.'
            : `You are excluding yourself for ${label}. This cannot be undone or shortened early, by you or by our support team.`}
        </p>
        <p className="modal__text">
          You will be signed out on every device now. Until it ends you cannot sign in to play or
          buy, you receive no marketing, and your email, phone and SSN cannot open a new account.
          Afterwards your account reopens only if you ask, 24 hours after you ask.
        </p>
        <CheckboxField
          label="I understand this cannot be undone early"
          checked={understood}
          onChange={(event) => setUnderstood(event.target.checked)}
          data-autofocus
        />
        <div className="modal__actions">
          <button
            type="button"
            className="btn btn--primary btn--lg btn--block"
            disabled={!understood || selfExclude.isPending || period === null}
            onClick={() =>
              period &&
              selfExclude.mutate(period, {
                onSuccess: () => signOutFor('exclusion'),
                onError: (error) => showApiError(error, null),
              })
            }
          >
            {selfExclude.isPending ? 'Excluding…' : 'Exclude me'}
          </button>
          <button type="button" className="btn btn--ghost btn--lg btn--block" onClick={close}>
            Cancel
          </button>
        </div>
      </div>
    </Modal>
  );
}
