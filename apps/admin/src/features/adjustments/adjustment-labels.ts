import {
  ADJUSTMENT_ACCOUNT_LABELS,
  ADJUSTMENT_CURRENCY,
  type TAdjustment,
  type TAdjustmentAccount,
  type TAdjustmentSettings,
} from '@app/contracts/adjustments';
import { formatAmount } from '@app/contracts/money';

/** '+1,234.50' for a credit, '−1,234.50' for a debit. */
export const signedAmount = (a: Pick<TAdjustment, 'direction' | 'amount'>) =>
  `${a.direction === 'credit' ? '+' : '−'}${formatAmount(a.amount)}`;

export const accountLabel = (a: Pick<TAdjustment, 'account'>) =>
  ADJUSTMENT_ACCOUNT_LABELS[a.account];

/** The four-eyes threshold of the account's coin (GC and SC each have their own), hundredths. */
export const thresholdOf = (settings: TAdjustmentSettings, account: TAdjustmentAccount): number =>
  ADJUSTMENT_CURRENCY[account] === 'GC' ? settings.gcThreshold : settings.scThreshold;

/** '500,000.00 GC' or '100.00 SC': the threshold of the account's coin. */
export const thresholdText = (settings: TAdjustmentSettings, account: TAdjustmentAccount): string =>
  `${formatAmount(thresholdOf(settings, account))} ${ADJUSTMENT_CURRENCY[account]}`;
