import { useId, useState, type FormEvent } from 'react';
import {
  MINIMUM_AGES,
  ZJurisdictionChange,
  type TJurisdiction,
  type TJurisdictionChange,
} from '@app/contracts/jurisdictions';
import { FormActions } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { rulesText } from './jurisdiction-words';

type Problems = Partial<Record<'effectiveAt' | 'reason', string>>;

/**
 * Changes one state's rules, now or from a moment (a new law's start), with the reason the
 * audit log keeps. Checked with the contract's schema (the server's messages) before it is sent;
 * the server asks for re-authentication.
 */
export function JurisdictionChangeDialog({
  jurisdiction,
  pending,
  error,
  onSave,
  onClose,
}: {
  jurisdiction: TJurisdiction;
  pending: boolean;
  error: Error | null;
  onSave: (change: TJurisdictionChange) => void;
  onClose: () => void;
}) {
  const [allowed, setAllowed] = useState(jurisdiction.sweepsAllowed);
  const [minAge, setMinAge] = useState<number>(jurisdiction.minAge);
  const [later, setLater] = useState(false);
  const [from, setFrom] = useState('');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const ageId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (later && !from) {
      setProblems({ effectiveAt: 'Give the moment the change takes effect.' });
      return;
    }
    const parsed = ZJurisdictionChange.safeParse({
      sweepsAllowed: allowed,
      minAge,
      // The staff member's own clock and zone; the server keeps the moment.
      ...(later ? { effectiveAt: new Date(from).toISOString() } : {}),
      reason,
    });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'effectiveAt' || field === 'reason') && !found[field])
          found[field] = issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    onSave(parsed.data);
  };

  return (
    <ModalDialog title={`Change ${jurisdiction.name}`} onClose={onClose}>
      <p className="field-hint">Today: {rulesText(jurisdiction)}.</p>
      <form noValidate onSubmit={submit}>
        {error && (
          <p className="form-error" role="alert">
            {error.message}
          </p>
        )}
        <fieldset className="jurisdiction-choice">
          <legend>Sweepstakes play</legend>
          <label>
            <input type="radio" checked={allowed} onChange={() => setAllowed(true)} /> Allowed
          </label>
          <label>
            <input type="radio" checked={!allowed} onChange={() => setAllowed(false)} /> Not offered
            (no purchases, SC play or redemptions)
          </label>
        </fieldset>
        <div className="field">
          <label htmlFor={ageId}>Minimum age</label>
          <select id={ageId} value={minAge} onChange={(e) => setMinAge(Number(e.target.value))}>
            {MINIMUM_AGES.map((age) => (
              <option key={age} value={age}>
                {age}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="jurisdiction-choice">
          <legend>Takes effect</legend>
          <label>
            <input type="radio" checked={!later} onChange={() => setLater(false)} /> Now
          </label>
          <label>
            <input type="radio" checked={later} onChange={() => setLater(true)} /> From a date
          </label>
        </fieldset>
        {later && (
          <FormField
            label="From (your local time)"
            type="datetime-local"
            value={from}
            error={problems.effectiveAt}
            onChange={(e) => setFrom(e.target.value)}
          />
        )}
        <TextAreaField
          label="Reason"
          maxLength={500}
          value={reason}
          error={problems.reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <FormActions
          layout="dialog"
          submitLabel="Save change"
          pendingLabel="Saving…"
          pending={pending}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}
