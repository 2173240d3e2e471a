import { useState, type FormEvent } from 'react';
import { formatAmount } from '@app/contracts/money';
import {
  ZTaxThresholdChange,
  ZTaxYear,
  type TTaxThreshold,
  type TTaxThresholdChange,
} from '@app/contracts/tax';
import { FormActions } from '../../components/form-actions';
import { FormField } from '../../components/form-field';
import { ModalDialog } from '../../components/modal-dialog';
import { TextAreaField } from '../../components/text-area-field';
import { formatUsd } from '../../lib/format';
import { readDollars, thresholdFor } from './tax-thresholds';

type Problems = Partial<Record<'taxYear' | 'threshold' | 'reason', string>>;

export const THRESHOLD_AMOUNT_MESSAGE =
  'Enter the threshold in dollars, more than $0.00, with at most two decimals.';

/**
 * Sets one tax year's 1099-MISC threshold with the reason the audit log keeps: a year already
 * in the table (`year` given) or a new one. Checked with the contract's schema (the server's
 * messages) before it is sent; the server asks for re-authentication.
 */
export function TaxThresholdDialog({
  rows,
  year,
  suggestedYear,
  pending,
  error,
  onSave,
  onClose,
}: {
  rows: readonly TTaxThreshold[];
  /** The row being changed; undefined to add a year. */
  year?: TTaxThreshold;
  /** The year a new row starts with. */
  suggestedYear: number;
  pending: boolean;
  error: Error | null;
  onSave: (taxYear: number, change: TTaxThresholdChange) => void;
  onClose: () => void;
}) {
  const [taxYear, setTaxYear] = useState(String(year?.taxYear ?? suggestedYear));
  const [threshold, setThreshold] = useState(year ? formatAmount(year.thresholdCents) : '');
  const [reason, setReason] = useState('');
  const [problems, setProblems] = useState<Problems>({});
  const readYear = ZTaxYear.safeParse(taxYear);
  const inForce = readYear.success ? thresholdFor(rows, readYear.data) : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found: Problems = {};
    if (!readYear.success) found.taxYear = readYear.error.issues[0]?.message;
    const cents = readDollars(threshold);
    if (cents === null) found.threshold = THRESHOLD_AMOUNT_MESSAGE;
    const parsed = ZTaxThresholdChange.safeParse({ thresholdCents: cents ?? 1, reason });
    if (!parsed.success)
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] === 'reason' ? 'reason' : 'threshold';
        if (!found[field]) found[field] = issue.message;
      }
    setProblems(found);
    if (!readYear.success || !parsed.success || cents === null) return;
    onSave(readYear.data, { ...parsed.data, thresholdCents: cents });
  };

  return (
    <ModalDialog
      title={year ? `Change the ${year.taxYear} threshold` : 'Add a tax year'}
      onClose={onClose}
    >
      <p className="field-hint">
        Payments made in the tax year (1 January to 1 January, US Eastern time) are measured against
        it, and so are later years until one has a threshold of its own.
        {inForce !== null &&
          readYear.success &&
          ` Today ${readYear.data} uses ${formatUsd(inForce)}.`}
      </p>
      <form noValidate onSubmit={submit}>
        {error && (
          <p className="form-error" role="alert">
            {error.message}
          </p>
        )}
        <FormField
          label="Tax year"
          inputMode="numeric"
          maxLength={4}
          value={taxYear}
          readOnly={year !== undefined}
          error={problems.taxYear}
          onChange={(e) => setTaxYear(e.target.value)}
        />
        <FormField
          label="Threshold (dollars)"
          inputMode="decimal"
          value={threshold}
          error={problems.threshold}
          onChange={(e) => setThreshold(e.target.value)}
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
          submitLabel="Save threshold"
          pendingLabel="Saving…"
          pending={pending}
          onCancel={onClose}
        />
      </form>
    </ModalDialog>
  );
}
