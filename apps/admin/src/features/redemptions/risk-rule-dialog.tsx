import { useState, type FormEvent } from 'react';
import { formatAmount } from '@app/contracts/money';
import {
  ZRiskRuleChange,
  type TRiskRuleChange,
  type TRiskRuleView,
} from '@app/contracts/redemption-risk';
import { CheckboxField } from '../../components/checkbox-field';
import { FormActions } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { LIMIT_LABELS, limitText, readLimit } from './risk-rule-inputs';

type Problems = Partial<Record<'limit' | 'fromAmount' | 'reason', string>>;

/**
 * Changes one risk rule (decision 057): on or off, its limit, the smallest request it judges, and
 * the reason the audit log and the second admin read. A change that loosens the rule waits for a
 * second admin (decision 058); the page says which happened.
 */
export function RiskRuleDialog({
  rule,
  pending,
  error,
  onSave,
  onClose,
}: {
  rule: TRiskRuleView;
  pending: boolean;
  error: Error | null;
  onSave: (change: TRiskRuleChange) => void;
  onClose: () => void;
}) {
  const [enabled, setEnabled] = useState(rule.enabled);
  const [limit, setLimit] = useState(limitText(rule.unit, rule.limit));
  const [fromAmount, setFromAmount] = useState(formatAmount(rule.fromAmount).replace(/,/g, ''));
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = ZRiskRuleChange.safeParse({
      enabled,
      limit: rule.unit === 'none' ? 0 : readLimit(rule.unit, limit),
      fromAmount: readLimit('dollars', fromAmount),
      reason,
    });
    if (!parsed.success) {
      const found: Problems = {};
      for (const issue of parsed.error.issues) {
        const field = issue.path[0];
        if ((field === 'limit' || field === 'fromAmount' || field === 'reason') && !found[field])
          found[field] = issue.message;
      }
      setProblems(found);
      return;
    }
    setProblems({});
    onSave(parsed.data);
  };

  return (
    <ModalDialog title={`Change rule: ${rule.name}`} onClose={onClose}>
      <p className="field-hint">Today: {rule.text}.</p>
      <p className="field-hint">
        Switching it off, making its limit laxer or judging fewer requests waits for a second
        admin’s approval on Control changes; a stricter rule applies at once.
      </p>
      <form noValidate onSubmit={submit}>
        {error && (
          <p className="form-error" role="alert">
            {error.message}
          </p>
        )}
        <CheckboxField
          label="Sends a request to review when it fires"
          checked={enabled}
          onChange={(e) => setEnabled(e.target.checked)}
        />
        {rule.unit !== 'none' && (
          <FormField
            label={LIMIT_LABELS[rule.unit]}
            inputMode={rule.unit === 'usd' ? 'decimal' : 'numeric'}
            value={limit}
            error={problems.limit}
            onChange={(e) => setLimit(e.target.value)}
          />
        )}
        <FormField
          label="Judges requests from (dollars; 0 for every request)"
          inputMode="decimal"
          value={fromAmount}
          error={problems.fromAmount}
          onChange={(e) => setFromAmount(e.target.value)}
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
