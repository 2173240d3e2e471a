import { useState } from 'react';
import { formatAmount } from '@app/contracts/money';
import { formatUsd } from '../../lib/format';
import { useCan } from '../../lib/staff-session';
import { useRedemptionSettings, useSaveRedemptionSettings } from './redemptions-api';
import { readThreshold } from './threshold-input';

/**
 * The four-eyes threshold of redemptions: finance sees it; settings.write changes it (a recent
 * re-authentication may be asked; the server audits the change).
 */
export function RedemptionThresholdSetting() {
  const settings = useRedemptionSettings();
  const canChange = useCan('settings.write');
  const save = useSaveRedemptionSettings();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  if (!settings.data) return null;
  const threshold = settings.data.approvalThreshold;
  if (editing === null)
    return (
      <p className="muted threshold-setting">
        Above {formatUsd(threshold)} a redemption needs a second member’s approval.{' '}
        {canChange && (
          <button
            type="button"
            className="link-button"
            onClick={() => {
              save.reset();
              setError(undefined);
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
    setError(undefined);
    save.mutate(read.settings, { onSuccess: () => setEditing(null) });
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
      <button type="submit" className="button-primary" disabled={save.isPending}>
        Save threshold
      </button>
      <button type="button" className="button-quiet" onClick={() => setEditing(null)}>
        Cancel
      </button>
    </form>
  );
}
