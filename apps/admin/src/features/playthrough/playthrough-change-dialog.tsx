import { useState, type FormEvent } from 'react';
import {
  ZPlaythroughRuleChange,
  multipleLabel,
  type TPlaythroughRule,
  type TPlaythroughRuleChange,
} from '@app/contracts/playthrough';
import { FormActions } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';
import { TextAreaField } from '../../components/text-area-field';

type Problems = Partial<Record<'multipleHundredths' | 'reason', string>>;

/** '1.5' → 150; anything else → NaN (the schema then says what is wrong). */
const toHundredths = (text: string) =>
  /^\d+(\.\d{1,2})?$/.test(text.trim()) ? Math.round(Number(text) * 100) : Number.NaN;

/**
 * Changes one source's multiple for SC credited from now on, with the reason the audit log
 * keeps; checked with the contract's schema (the server's messages) before it is sent.
 */
export function PlaythroughChangeDialog({
  rule,
  pending,
  error,
  onSave,
  onClose,
}: {
  rule: TPlaythroughRule;
  pending: boolean;
  error: Error | null;
  onSave: (change: TPlaythroughRuleChange) => void;
  onClose: () => void;
}) {
  const [multiple, setMultiple] = useState(String(rule.multipleHundredths / 100));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZPlaythroughRuleChange.safeParse({
      multipleHundredths: toHundredths(multiple),
      reason,
    });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'multipleHundredths' || field === 'reason') && !found[field])
          found[field] =
            field === 'multipleHundredths' && Number.isNaN(toHundredths(multiple))
              ? 'Give the multiple as a number such as 1, 1.5 or 3.'
              : issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    onSave(parsed.data);
  };

  return (
    <ModalDialog title={`Change ${rule.label}`} onClose={onClose}>
      <p className="field-hint">
        Today: {multipleLabel(rule.multipleHundredths)}. SC credited from now on must be played its
        amount times the new multiple; SC already credited keeps its own.
      </p>
      <form noValidate onSubmit={submit}>
        {error && (
          <p className="form-error" role="alert">
            {error.message}
          </p>
        )}
        <FormField
          label="Multiple (1 to 50)"
          inputMode="decimal"
          value={multiple}
          error={problems.multipleHundredths}
          onChange={(e) => setMultiple(e.target.value)}
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
          submitLabel="Save change"
          pendingLabel="Saving…"
          pending={pending}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}
