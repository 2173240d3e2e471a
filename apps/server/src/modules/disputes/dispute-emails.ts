import { formatAmount, formatUsd } from '@app/contracts/money';
import { SITE_NAME as SITE, emailHtml } from '../../platform/email-layout';
import type { EmailMessage } from '../../platform/mailer';

function email(to: string, subject: string, title: string, paragraphs: string[]): EmailMessage {
  return { to, subject, text: paragraphs.join('\n\n'), html: emailHtml(title, paragraphs) };
}

/** '150,000.00 Gold Coins and 15.00 Sweeps Coins' (the parts that are not zero). */
function coinsText(gc: number, sc: number): string {
  const parts = [
    ...(gc > 0 ? [`${formatAmount(gc)} Gold Coins`] : []),
    ...(sc > 0 ? [`${formatAmount(sc)} Sweeps Coins`] : []),
  ];
  return parts.length > 0 ? parts.join(' and ') : 'no coins';
}

/**
 * The chargeback (decision 055): which payment, what was reversed, what is owed and what it
 * means (restricted pending review; no redemption while a debt is open).
 */
export function chargebackEmail(input: {
  to: string;
  username: string;
  referenceId: string;
  amountCents: number;
  takenGc: number;
  takenSc: number;
  debtGc: number;
  debtSc: number;
}): EmailMessage {
  const owes = input.debtGc + input.debtSc > 0;
  return email(input.to, `Your ${SITE} payment was disputed`, 'Payment disputed', [
    `Hi ${input.username},`,
    `Your card issuer told us that you disputed your payment of ${formatUsd(input.amountCents)} (reference ${input.referenceId}), and the money was returned to you. We have therefore reversed the coins of that purchase: ${coinsText(input.takenGc, input.takenSc)} were taken back from your balance.`,
    ...(owes
      ? [
          `${coinsText(input.debtGc, input.debtSc)} of that purchase had already been played and are owed. You cannot redeem while this is owed.`,
        ]
      : []),
    'Your account is restricted while our team reviews the dispute. If you did not mean to dispute this payment, or you think this is a mistake, please contact our support team.',
  ]);
}

/** The dispute was decided for us: the coins are back and nothing is owed. */
export function disputeWonEmail(input: {
  to: string;
  username: string;
  referenceId: string;
  amountCents: number;
  creditedGc: number;
  creditedSc: number;
}): EmailMessage {
  return email(input.to, `Your ${SITE} payment dispute is closed`, 'Dispute closed', [
    `Hi ${input.username},`,
    `The dispute of your payment of ${formatUsd(input.amountCents)} (reference ${input.referenceId}) was closed and the payment stands. The coins we had reversed are back in your balance: ${coinsText(input.creditedGc, input.creditedSc)}. Nothing of this purchase is owed any more.`,
    'If your account is still restricted, our team will contact you once the review is done.',
  ]);
}
