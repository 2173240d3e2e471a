import { useState } from 'react';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  ZAdjustmentSettings,
  type TAdjustmentSettings,
  type TAdjustmentSettingsChange,
} from '@app/contracts/adjustments';
import { ZChangeReason, type TProposalOutcome } from '@app/contracts/dual-control';
import { formatAmount, parseAmount } from '@app/contracts/money';
import { apiRequest } from '../../lib/api-client';
import { useCan } from '../../lib/staff-session';
import { adjustmentSettingsKey, useAdjustmentSettings } from './get-adjustment-settings';

type Field = keyof TAdjustmentSettings;
type Draft = Record<Field | 'reason', string>;
type Problem = { field: Field | 'reason'; error: string };

const FIELDS: readonly { field: Field; label: string }[] = [
  { field: 'gcThreshold', label: 'GC approval threshold' },
  { field: 'scThreshold', label: 'SC approval threshold' },
];

/** The typed thresholds as hundredths with the reason, or the first field's problem. */
function readDraft(draft: Draft): { settings: TAdjustmentSettingsChange } | Problem {
  const values: Partial<Record<Field, number>> = {};
  for (const { field } of FIELDS) {
    const hundredths = parseAmount(draft[field].replace(/,/g, ''));
    if (hundredths === null) return { field, error: 'Enter an amount with at most two decimals' };
    values[field] = hundredths;
  }
  const parsed = ZAdjustmentSettings.safeParse(values);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return {
      field: (issue?.path[0] as Field) ?? 'gcThreshold',
      error: issue?.message ?? 'Invalid',
    };
  }
  const reason = ZChangeReason.safeParse(draft.reason);
  if (!reason.success)
    return { field: 'reason', error: reason.error.issues[0]?.message ?? 'Give the reason' };
  return { settings: { ...parsed.data, reason: reason.data } };
}

/** What the server did with a proposal (decision 058). */
const outcomeText = (outcome: TProposalOutcome) =>
  outcome.status === 'APPLIED'
    ? 'Saved: the new thresholds apply now.'
    : `A higher threshold loosens four eyes: change #${outcome.changeId} waits for a second admin’s approval (Control changes).`;

/**
 * The four-eyes thresholds, one per coin (decision 046): GC has no cash value, SC redeems for
 * dollars. Everyone who adjusts sees them; admins (settings.write) change them. A change needs a
 * recent re-authentication and is audited by the server.
 */
export function ThresholdSetting() {
  const settings = useAdjustmentSettings();
  const canChange = useCan('settings.write');
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<Draft | null>(null);
  const [problem, setProblem] = useState<Problem>();
  const [said, setSaid] = useState('');
  const save = useMutation({
    mutationFn: (body: TAdjustmentSettingsChange) =>
      apiRequest<TAdjustmentSettings & { outcome: TProposalOutcome }>(
        '/admin/settings/adjustments',
        { method: 'PUT', body },
      ),
    onSuccess: ({ outcome, ...inForce }) => {
      queryClient.setQueryData(adjustmentSettingsKey, inForce);
      setSaid(outcomeText(outcome));
      setDraft(null);
    },
  });
  if (!settings.data) return null;
  const current = settings.data;
  if (draft === null)
    return (
      <p className="muted threshold-setting">
        Above {formatAmount(current.gcThreshold)} GC or {formatAmount(current.scThreshold)} SC an
        adjustment waits for a second member’s approval (what one member moves for one player in 24
        hours counts together). {said && <span role="status">{said} </span>}
        {canChange && (
          <button
            type="button"
            className="link-button"
            onClick={() =>
              setDraft({
                gcThreshold: formatAmount(current.gcThreshold),
                scThreshold: formatAmount(current.scThreshold),
                reason: '',
              })
            }
          >
            Change thresholds
          </button>
        )}
      </p>
    );
  const submit = () => {
    const read = readDraft(draft);
    if ('error' in read) {
      setProblem(read);
      return;
    }
    setProblem(undefined);
    save.mutate(read.settings);
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
      {FIELDS.map(({ field, label }, index) => {
        const error = problem?.field === field ? problem.error : undefined;
        return (
          <div className="field" key={field}>
            <label htmlFor={`adjustment-${field}`}>{label}</label>
            <input
              id={`adjustment-${field}`}
              inputMode="decimal"
              autoFocus={index === 0}
              value={draft[field]}
              aria-invalid={error ? true : undefined}
              onChange={(event) => setDraft({ ...draft, [field]: event.target.value })}
            />
            {error && (
              <p className="field-error" role="alert">
                {error}
              </p>
            )}
          </div>
        );
      })}
      <div className="field">
        <label htmlFor="adjustment-reason">
          Reason (a higher threshold waits for a second admin)
        </label>
        <input
          id="adjustment-reason"
          value={draft.reason}
          maxLength={500}
          aria-invalid={problem?.field === 'reason' ? true : undefined}
          onChange={(event) => setDraft({ ...draft, reason: event.target.value })}
        />
        {problem?.field === 'reason' && (
          <p className="field-error" role="alert">
            {problem.error}
          </p>
        )}
      </div>
      {save.error && (
        <p className="field-error" role="alert">
          {save.error.message}
        </p>
      )}
      <button type="submit" className="button-primary" disabled={save.isPending}>
        Save thresholds
      </button>
      <button type="button" className="button-quiet" onClick={() => setDraft(null)}>
        Cancel
      </button>
    </form>
  );
}
