import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ZAdjustmentSettings, type TAdjustmentSettings } from '@app/contracts/adjustments';
import { formatAmount, parseAmount } from '@app/contracts/money';
import { apiRequest } from '../../lib/api-client';
import { useCan } from '../../lib/staff-session';
import { adjustmentSettingsKey, useAdjustmentSettings } from './get-adjustment-settings';

/**
 * The four-eyes threshold: everyone who adjusts sees it; admins (settings.write) change it. A
 * change needs a recent re-authentication and is audited by the server.
 */
export function ThresholdSetting() {
  const settings = useAdjustmentSettings();
  const canChange = useCan('settings.write');
  const queryClient = useQueryClient();
  const [editing, setEditing] = useState<string | null>(null);
  const [error, setError] = useState<string>();
  const save = useMutation({
    mutationFn: (body: TAdjustmentSettings) =>
      apiRequest<TAdjustmentSettings>('/admin/settings/adjustments', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(adjustmentSettingsKey, saved);
      setEditing(null);
    },
  });
  if (!settings.data) return null;
  const threshold = formatAmount(settings.data.threshold);
  if (editing === null)
    return (
      <p className="muted threshold-setting">
        Above {threshold} coins an adjustment waits for a second member’s approval.{' '}
        {canChange && (
          <button type="button" className="link-button" onClick={() => setEditing(threshold)}>
            Change threshold
          </button>
        )}
      </p>
    );
  const submit = () => {
    const hundredths = parseAmount(editing.replace(/,/g, ''));
    const parsed = ZAdjustmentSettings.safeParse({ threshold: hundredths ?? Number.NaN });
    if (hundredths === null || !parsed.success) {
      setError(parsed.error?.issues[0]?.message ?? 'Enter an amount with at most two decimals');
      return;
    }
    setError(undefined);
    save.mutate(parsed.data);
  };
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
        <label htmlFor="adjustment-threshold">Approval threshold (coins)</label>
        <input
          id="adjustment-threshold"
          inputMode="decimal"
          autoFocus
          value={editing}
          aria-invalid={error ? true : undefined}
          onChange={(event) => setEditing(event.target.value)}
        />
        {(error ?? save.error?.message) && (
          <p className="field-error" role="alert">
            {error ?? save.error?.message}
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
