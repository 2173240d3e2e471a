import { formatDateTime } from '@app/contracts/dates';
import type { TRedemption } from '@app/contracts/redemptions';
import { AnswerQuestionButton } from './answer-question-button';
import { BankDetailsButton } from './bank-details-button';
import { CancelRedemptionButton } from './cancel-redemption-button';
import { openModal } from '../../lib/ui-store';
import {
  formatRedemptionAmount,
  isCancellable,
  redemptionNextStep,
  redemptionStatusLabel,
  w9Notice,
} from './redemption-status';

/** A date the server sent, as MM/DD/YYYY hh:mm A (SPEC §9). */
function formatWhen(iso: string): string {
  try {
    return formatDateTime(iso);
  } catch {
    return iso;
  }
}

/**
 * One of the player's redemptions: amount, state with what comes next in plain words (decision
 * 057), bank, reason, date and Cancel while pending. A pending one whose payout waits for the
 * W-9 says what is missing and opens the SSN form; one finance asked about shows the question
 * and takes the answer.
 */
export function RedemptionRow({ redemption }: { redemption: TRedemption }) {
  const missing = redemption.w9Missing;
  const held = w9Notice(missing);
  return (
    <tr>
      <th scope="row" data-label="Amount" className="redemptions__amount">
        {formatRedemptionAmount(redemption.amount)} SC
      </th>
      <td data-label="Status">
        <span className={`redemption-status redemption-status--${redemption.status.toLowerCase()}`}>
          {redemptionStatusLabel(redemption.status)}
        </span>
        <p className="redemption-status__next">{redemptionNextStep(redemption)}</p>
        {redemption.question ? (
          <p className="redemption-question">
            <span className="redemption-question__label">Our question: </span>
            {redemption.question}
          </p>
        ) : null}
      </td>
      <td data-label="Bank">{redemption.accountLast4 ? `•••• ${redemption.accountLast4}` : '—'}</td>
      <td data-label="Reason" className="redemptions__reason">
        {held ? (
          <span className="redemptions__w9" role="status">
            {held}
          </span>
        ) : (
          (redemption.reason ?? '—')
        )}
      </td>
      <td data-label="Date">
        <time dateTime={redemption.createdAt}>{formatWhen(redemption.createdAt)}</time>
      </td>
      <td data-label="Action" className="redemptions__action">
        {redemption.question ? <AnswerQuestionButton redemption={redemption} /> : null}
        {redemption.awaitingBankDetails ? <BankDetailsButton redemption={redemption} /> : null}
        {missing.includes('ssn') ? (
          <button
            type="button"
            className="btn redemption-w9__button"
            onClick={() => openModal('w9')}
          >
            Provide SSN
          </button>
        ) : null}
        {isCancellable(redemption) ? <CancelRedemptionButton redemption={redemption} /> : null}
      </td>
    </tr>
  );
}
