import { useState, type FormEvent } from 'react';
import { formatAmount } from '@app/contracts/money';
import {
  ZAutoApprovalCeilingChange,
  type TAutoApprovalCeilingChange,
} from '@app/contracts/redemption-risk';
import { FormActions } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { formatUsd } from '../../lib/format';
import { readLimit } from './risk-rule-inputs';

type Problems = Partial<Record<'autoApprovalCeiling' | 'reason', string>>;

/** The auto-approval ceiling: a lower one applies at once, a higher one waits for a second admin. */
export function AutoApprovalCeilingDialog({
  ceiling,
  pending,
  error,
  onSave,
  onClose,
}: {
  ceiling: number;
  pending: boolean;
  error: Error | null;
  onSave: (change: TAutoApprovalCeilingChange) => void;
  onClose: () => void;
}) {
  const [amount, setAmount] = useState(formatAmount(ceiling).replace(/,/g, ''));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZAutoApprovalCeilingChange.safeParse({
      autoApprovalCeiling: readLimit('dollars', amount),
      reason,
    });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'autoApprovalCeiling' || field === 'reason') && !found[field])
          found[field] =
            field === 'autoApprovalCeiling' && Number.isNaN(readLimit('dollars', amount))
              ? 'Give the ceiling in dollars, such as 100 or 250.50.'
              : issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    onSave(parsed.data);
  };

  return (
    <ModalDialog title="Change the auto-approval ceiling" onClose={onClose}>
      <p className="field-hint">
        Today: {formatUsd(ceiling)}. Requests at or under it with no rule fired are approved by the
        system and paid at once. A higher ceiling waits for a second admin; a lower one applies now.
      </p>
      <form noValidate onSubmit={submit}>
        {error && (
          <p className="form-error" role="alert">
            {error.message}
          </p>
        )}
        <FormField
          label="Ceiling (dollars)"
          inputMode="decimal"
          value={amount}
          error={problems.autoApprovalCeiling}
          onChange={(e) => setAmount(e.target.value)}
        />
        <TextAreaField
          label="Reason"
          maxLength={500}
          value={reason}
          error={problems.reason}
          onChange={(e) => setReason(e.target.value)}
        />
        <FormActions
          layout="dialog"
          submitLabel="Propose change"
          pendingLabel="Saving…"
          pending={pending}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}
