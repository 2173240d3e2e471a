import { ADJUSTMENT_ACCOUNT_LABELS, type TAdjustment } from '@app/contracts/adjustments';
import { formatAmount } from '@app/contracts/money';

/** '+1,234.50' for a credit, '−1,234.50' for a debit. */
export const signedAmount = (a: Pick<TAdjustment, 'direction' | 'amount'>) =>
  `${a.direction === 'credit' ? '+' : '−'}${formatAmount(a.amount)}`;

export const accountLabel = (a: Pick<TAdjustment, 'account'>) =>
  ADJUSTMENT_ACCOUNT_LABELS[a.account];
