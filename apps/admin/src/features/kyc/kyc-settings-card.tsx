import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { TKycSettings } from '@app/contracts/kyc';
import type { TKycSettingsUpdate } from '@app/contracts/kyc-admin';
import { apiRequest } from '../../lib/api-client';
import { useCan } from '../../lib/staff-session';
import { KYC_KEY } from './kyc-api';

const settingsKey = [...KYC_KEY, 'settings'] as const;

/** What each switch does, as SPEC §3/§4 use them. */
export const KYC_SWITCHES: readonly { key: keyof TKycSettings; label: string; hint: string }[] = [
  {
    key: 'checks',
    label: 'KYC before play',
    hint: 'Play Now opens the KYC dialog until the player is approved.',
  },
  {
    key: 'isManualKyc',
    label: 'Manual review',
    hint: 'Players upload documents for compliance; off: the identity widget decides.',
  },
  {
    key: 'isGameAllow',
    label: 'Play while pending',
    hint: 'Players may keep playing while their verification is pending.',
  },
];

/**
 * The KYC switches: compliance sees them, admins (settings.write) change them after a recent
 * re-authentication; the change is live for players at once and audited by the server.
 */
export function KycSettingsCard() {
  const canChange = useCan('settings.write');
  const queryClient = useQueryClient();
  const settings = useQuery({
    queryKey: settingsKey,
    queryFn: ({ signal }) => apiRequest<TKycSettings>('/admin/kyc/settings', { signal }),
  });
  const [draft, setDraft] = useState<TKycSettings | null>(null);
  const save = useMutation({
    mutationFn: (body: TKycSettingsUpdate) =>
      apiRequest<TKycSettings>('/admin/kyc/settings', { method: 'PUT', body }),
    onSuccess: (saved) => {
      queryClient.setQueryData(settingsKey, saved);
      setDraft(null);
    },
  });
  if (!settings.data) return null;
  const shown = draft ?? settings.data;
  return (
    <section className="kyc-queue kyc-settings" aria-labelledby="kyc-settings-title">
      <h2 id="kyc-settings-title">KYC settings</h2>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (draft) save.mutate(draft);
        }}
      >
        <ul className="kyc-settings__list">
          {KYC_SWITCHES.map((s) => (
            <li key={s.key}>
              <label>
                <input
                  type="checkbox"
                  checked={shown[s.key]}
                  disabled={!canChange || save.isPending}
                  onChange={(event) => setDraft({ ...shown, [s.key]: event.target.checked })}
                />{' '}
                {s.label}
              </label>
              <span className="muted"> — {s.hint}</span>
            </li>
          ))}
        </ul>
        {save.error && (
          <p className="field-error" role="alert">
            {save.error.message}
          </p>
        )}
        {canChange && draft && (
          <div className="kyc-settings__actions">
            <button type="submit" className="button-primary" disabled={save.isPending}>
              Save KYC settings
            </button>
            <button type="button" className="button-quiet" onClick={() => setDraft(null)}>
              Cancel
            </button>
          </div>
        )}
      </form>
    </section>
  );
}
