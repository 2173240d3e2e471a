import type { TAmoeCode } from '@app/contracts/amoe';
import { formatDate } from '@app/contracts/dates';
import { formatAmount } from '@app/contracts/money';

export interface CodeStatusView {
  readonly label: string;
  /** The badge's tone: waiting, done or not accepted. */
  readonly tone: 'waiting' | 'credited' | 'refused' | 'expired';
  /** A sentence under the badge (the deadline, the credit or the reason). */
  readonly detail: string;
}

/** How a code's card reads to the player (decision 052). */
export function codeStatusView(code: TAmoeCode): CodeStatusView {
  switch (code.status) {
    case 'CREDITED':
      return {
        label: 'Credited',
        tone: 'credited',
        detail: `Your card was accepted: ${formatAmount(code.amount ?? 0)} Sweeps Coins were added to your balance.`,
      };
    case 'REFUSED':
      return {
        label: 'Not accepted',
        tone: 'refused',
        detail: `Your card could not be accepted. ${code.refusal ?? ''}`.trim(),
      };
    case 'EXPIRED':
      return {
        label: 'Expired',
        tone: 'expired',
        detail: `No card with this code reached us by ${formatDate(code.expiresOn)}.`,
      };
    case 'WAITING':
      return {
        label: 'Waiting for your card',
        tone: 'waiting',
        detail: `Mail your card so that it reaches us by ${formatDate(code.expiresOn)}.`,
      };
  }
}
