import { formatUsd } from '@app/contracts/money';
import { SITE_NAME as SITE, emailHtml } from '../../platform/email-layout';
import type { EmailMessage } from '../../platform/mailer';

function email(to: string, subject: string, title: string, paragraphs: string[]): EmailMessage {
  return { to, subject, text: paragraphs.join('\n\n'), html: emailHtml(title, paragraphs) };
}

/**
 * SPEC §9: the approval email; the payout reaches the bank within 24 hours. A request without a
 * bank account asks for one (SPEC §4 toast: 'to enter your banking information').
 */
export const approvedEmail = (
  to: string,
  username: string,
  cents: number,
  id: number,
  needsBank: boolean,
) =>
  email(to, `Your ${SITE} redemption is approved`, 'Redemption approved', [
    `Hi ${username},`,
    needsBank
      ? `Your redemption request #${id} of ${formatUsd(cents)} has been approved. Please enter your banking information: sign in, open Account, then Redemptions, and choose Enter bank details. The payment is sent to that account by ACH and should arrive within 24 hours.`
      : `Your redemption request #${id} of ${formatUsd(cents)} has been approved. The payment is sent to your bank account by ACH and should arrive within 24 hours.`,
  ]);

export const rejectedEmail = (
  to: string,
  username: string,
  cents: number,
  id: number,
  reason: string,
) =>
  email(to, `Your ${SITE} redemption request was not approved`, 'Redemption not approved', [
    `Hi ${username},`,
    `Your redemption request #${id} of ${formatUsd(cents)} was not approved. Reason: ${reason}`,
    'The Sweepstakes Coins are back in your redeemable balance.',
  ]);

/** Finance asks the player a question about a request (decision 057); their answer continues it. */
export const infoRequestedEmail = (
  to: string,
  username: string,
  cents: number,
  id: number,
  question: string,
) =>
  email(to, `Your ${SITE} redemption: we need a little more information`, 'Information needed', [
    `Hi ${username},`,
    `Before we can approve your redemption request #${id} of ${formatUsd(cents)}, our team needs a little more information:`,
    question,
    'Please sign in, open Account, then Redemptions, and answer under this request. Your request goes back to our team as soon as you answer.',
  ]);

export const returnedEmail = (
  to: string,
  username: string,
  cents: number,
  id: number,
  reason: string,
) =>
  email(to, `Your ${SITE} redemption was returned by your bank`, 'Payment returned', [
    `Hi ${username},`,
    `Your bank returned the payment of ${formatUsd(cents)} for redemption #${id}. Reason: ${reason}`,
    'The Sweepstakes Coins are back in your redeemable balance. Please check your bank details before you redeem again.',
  ]);

export const failedEmail = (
  to: string,
  username: string,
  cents: number,
  id: number,
  reason: string,
) =>
  email(to, `Your ${SITE} redemption could not be paid`, 'Payment failed', [
    `Hi ${username},`,
    `The payment of ${formatUsd(cents)} for redemption #${id} could not be sent. Reason: ${reason}`,
    'The Sweepstakes Coins are back in your redeemable balance. Please check your bank details before you redeem again.',
  ]);
