import { formatDate } from '@app/contracts/dates';
import { formatAmount } from '@app/contracts/money';
import { SITE_NAME as SITE, emailHtml } from '../../platform/email-layout';
import type { EmailMessage } from '../../platform/mailer';

function email(to: string, subject: string, title: string, paragraphs: string[]): EmailMessage {
  return { to, subject, text: paragraphs.join('\n\n'), html: emailHtml(title, paragraphs) };
}

/** A valid card credited its Sweeps Coins (decision 052). */
export const creditedEmail = (
  to: string,
  username: string,
  code: string,
  hundredths: number,
  receivedOn: string,
) =>
  email(to, `Your ${SITE} free entry was credited`, 'Free entry credited', [
    `Hi ${username},`,
    `We received your free-entry card with the code ${code} on ${formatDate(receivedOn)} and credited ${formatAmount(hundredths)} Sweeps Coins to your account.`,
    'Sweeps Coins from free entry are the same as any others: the same games, the same odds, the same prizes. Like the Sweeps Coins that come with a purchase, they must be played through before they can be redeemed.',
    'You can request a new code in your account once a day.',
  ]);

/** A card was refused, with the reason (not sent for a repeated code: the first card's email stands). */
export const refusedEmail = (
  to: string,
  username: string,
  code: string,
  receivedOn: string,
  reason: string,
) =>
  email(to, `Your ${SITE} free-entry card could not be accepted`, 'Free entry not accepted', [
    `Hi ${username},`,
    `We received your free-entry card with the code ${code} on ${formatDate(receivedOn)}, but could not accept it. Reason: ${reason}`,
    'No Sweeps Coins were credited for it. You can request a new code in your account (one a day) and mail a new card that follows the Sweepstakes Rules.',
  ]);
