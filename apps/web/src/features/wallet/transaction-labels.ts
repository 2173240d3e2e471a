import { formatAmount } from '@app/contracts/money';
import type { TTransactionRow } from '@app/contracts/wallet';
import { coinsToHundredths } from '../../lib/coins';
import type { TransactionType } from './api/get-transactions';

/** How each movement type of the ledger reads to a player. */
export const TRANSACTION_TYPE_LABELS: Record<TransactionType, string> = {
  bet: 'Bet',
  win: 'Win',
  bonus: 'Bonus',
  purchase: 'Purchase',
  redemption_hold: 'Redemption',
  redemption_release: 'Redemption returned',
  adjustment: 'Adjustment',
  reversal: 'Reversal',
  playthrough: 'Played through',
  amoe_entry: 'Free entry by mail',
  sc_expiry: 'Expired after inactivity',
  sc_expiry_reversal: 'Expiry reversed',
  chargeback: 'Chargeback',
  chargeback_reversal: 'Chargeback reversed',
};

export const WALLET_LABELS: Record<TTransactionRow['wallet'], string> = {
  gc: 'Gold Coins',
  unplayed: 'Unplayed SC',
  redeemable: 'Redeemable SC',
};

export const STATUS_LABELS: Record<string, string> = {
  success: 'Completed',
  pending: 'Pending',
  failed: 'Failed',
};

/** The type's label; an unknown type from a newer server reads as itself. */
export const transactionTypeLabel = (type: string): string =>
  (TRANSACTION_TYPE_LABELS as Record<string, string>)[type] ?? type.replaceAll('_', ' ');

export const statusLabel = (status: string): string => STATUS_LABELS[status] ?? status;

export interface SignedAmount {
  readonly text: string;
  readonly direction: 'credit' | 'debit' | 'none';
}

/** A movement with its sign: +50,000.00 for a credit, −10.00 (minus sign) for a debit. */
export function signedAmount(decimal: number): SignedAmount {
  const hundredths = coinsToHundredths(decimal);
  if (hundredths === null) return { text: '—', direction: 'none' };
  if (hundredths > 0) return { text: `+${formatAmount(hundredths)}`, direction: 'credit' };
  if (hundredths < 0) return { text: `\u2212${formatAmount(-hundredths)}`, direction: 'debit' };
  return { text: formatAmount(0), direction: 'none' };
}
