import { formatDateTime } from '@app/contracts/dates';
import type { TRedemption } from '@app/contracts/redemptions';
import { BankDetailsButton } from './bank-details-button';
import { CancelRedemptionButton } from './cancel-redemption-button';
import { formatRedemptionAmount, isCancellable, redemptionStatusLabel } from './redemption-status';

/** A date the server sent, as MM/DD/YYYY hh:mm A (SPEC §9). */
function formatWhen(iso: string): string {
  try {
    return formatDateTime(iso);
  } catch {
    return iso;
  }
}

/** One of the player's redemptions: amount, state, bank, reason, date and Cancel while pending. */
export function RedemptionRow({ redemption }: { redemption: TRedemption }) {
  return (
    <tr>
      <th scope="row" data-label="Amount" className="redemptions__amount">
        {formatRedemptionAmount(redemption.amount)} SC
      </th>
      <td data-label="Status">
        <span className={`redemption-status redemption-status--${redemption.status.toLowerCase()}`}>
          {redemptionStatusLabel(redemption.status)}
        </span>
      </td>
      <td data-label="Bank">{redemption.accountLast4 ? `•••• ${redemption.accountLast4}` : '—'}</td>
      <td data-label="Reason" className="redemptions__reason">
        {redemption.reason ?? '—'}
      </td>
      <td data-label="Date">
        <time dateTime={redemption.createdAt}>{formatWhen(redemption.createdAt)}</time>
      </td>
      <td data-label="Action" className="redemptions__action">
        {redemption.awaitingBankDetails ? <BankDetailsButton redemption={redemption} /> : null}
        {isCancellable(redemption) ? <CancelRedemptionButton redemption={redemption} /> : null}
      </td>
    </tr>
  );
}
