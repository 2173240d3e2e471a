import { useState } from 'react';
import { BREAK_DAYS_MAX, BREAK_DAYS_MIN } from '@app/contracts/account-safety';
import { SelectField } from '../../../components/form-fields';
import { Modal } from '../../../components/modal';
import { showApiError } from '../../../lib/api-error-placement';
import { useTakeBreak } from './api/account-safety-api';
import { signOutFor } from './sign-out-for';

const DAYS = Array.from(
  { length: BREAK_DAYS_MAX - BREAK_DAYS_MIN + 1 },
  (_, i) => i + BREAK_DAYS_MIN,
);

const untilText = (days: number) =>
  new Date(Date.now() + days * 86_400_000).toLocaleString(undefined, {
    dateStyle: 'medium',
    timeStyle: 'short',
  });

/** The take-a-break choice: 1 to 30 days, then signed out everywhere at once. */
export function TakeBreakDialog({
  open,
  onClose,
  initialDays = 1,
}: {
  readonly open: boolean;
  readonly onClose: () => void;
  readonly initialDays?: number;
}) {
  const [days, setDays] = useState(initialDays);
  const takeBreak = useTakeBreak();
  return (
    <Modal open={open} title="Take a break" onClose={onClose}>
      <div className="modal__body">
        <SelectField
          label="How long?"
          value={days}
          onChange={(event) => setDays(Number(event.target.value))}
          data-autofocus
        >
          {DAYS.map((d) => (
            <option key={d} value={d}>
              {d === 1 ? '1 day' : `${d} days`}
            </option>
          ))}
        </SelectField>
        <p className="modal__text">
          You will be signed out on every device now and cannot sign in to play or buy until{' '}
          <strong>{untilText(days)}</strong>. A break cannot be shortened.
        </p>
        <div className="modal__actions">
          <button
            type="button"
            className="btn btn--primary btn--lg btn--block"
            disabled={takeBreak.isPending}
            onClick={() =>
              takeBreak.mutate(days, {
                onSuccess: () => signOutFor('break'),
                onError: (error) => showApiError(error, null),
              })
            }
          >
            {takeBreak.isPending ? 'Starting your break…' : `Start my ${days}-day break`}
          </button>
          <button type="button" className="btn btn--ghost btn--lg btn--block" onClick={onClose}>
            Cancel
          </button>
        </div>
      </div>
    </Modal>
  );
}
