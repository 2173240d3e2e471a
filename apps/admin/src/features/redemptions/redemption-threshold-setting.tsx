import { useState } from 'react';
import { formatAmount } from '@app/contracts/money';
import { formatUsd } from '../../lib/format';
import { useCan } from '../../lib/staff-session';
import { useRedemptionSettings, useSaveRedemptionSettings } from './redemptions-api';
import { readThreshold } from './threshold-input';

/**
 * The four-eyes threshold of redemptions: finance sees it; settings.write changes it with a
 * reason (a recent re-authentication may be asked; the server audits the change). A higher
 * threshold waits for a second admin on Control changes (decision 058).
 */
export function RedemptionThresholdSetting() {
  const settings = useRedemptionSettings();
  const canChange = useCan('settings.write');
  const save = useSaveRedemptionSettings();
  const [editing, setEditing] = useState<string | null>(null);
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string>();
  const [outcome, setOutcome] = useState('');
  if (!settings.data) return null;
  const threshold = settings.data.approvalThreshold;
  if (editing === null)
    return (
      <p className="muted threshold-setting">
        Above {formatUsd(threshold)} a redemption needs a second member’s approval (with what the
        member approved alone for the player in 24 hours).{' '}
        {outcome && <span role="status">{outcome} </span>}
        {canChange && (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              save.reset();
              setError(undefined);
              setOutcome('');
              setReason('');
              setEditing(formatAmount(threshold));
            }}
          >
            Change threshold
          </button>
        )}
      </p>
    );
  const submit = () => {
    const read = readThreshold(editing);
    if (!read.ok) {
      setError(read.error);
      return;
    }
    if (reason.trim().length < 5) {
      setError('Give the reason (at least 5 characters).');
      return;
    }
    setError(undefined);
    save.mutate(
      { ...read.settings, reason },
      {
        onSuccess: (saved) => {
          setEditing(null);
          setOutcome(
            saved?.outcome.status === 'PENDING'
              ? `The higher threshold waits for a second admin (change #${saved.outcome.changeId} on Control changes).`
              : 'Saved.',
          );
        },
      },
    );
  };
  const shown = error ?? save.error?.message;
  return (
    <form
      className="threshold-setting"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      noValidate
    >
      <div className="field">
        <label htmlFor="redemption-threshold">Approval threshold (dollars)</label>
        <input
          id="redemption-threshold"
          inputMode="decimal"
          autoFocus
          value={editing}
          aria-invalid={shown ? true : undefined}
          aria-describedby={shown ? 'redemption-threshold-error' : undefined}
          onChange={(event) => setEditing(event.target.value)}
        />
        {shown && (
          <p id="redemption-threshold-error" className="field-error" role="alert">
            {shown}
          </p>
        )}
      </div>
      <div className="field">
        <label htmlFor="redemption-threshold-reason">Reason</label>
        <input
          id="redemption-threshold-reason"
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
      </div>
      <button type="submit" className="button-primary" disabled={save.isPending}>
        Save threshold
      </button>
      <button type="button" className="button-quiet" onClick={() => setEditing(null)}>
        Cancel
      </button>
    </form>
  );
}
