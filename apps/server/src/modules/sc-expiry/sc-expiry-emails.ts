import { formatAmount } from '@app/contracts/money';
import { SITE_NAME as SITE, emailHtml } from '../../platform/email-layout';
import type { EmailMessage } from '../../platform/mailer';

const easternDate = new Intl.DateTimeFormat('en-US', {
  timeZone: 'America/New_York',
  year: 'numeric',
  month: 'long',
  day: 'numeric',
});

/** 'March 5, 2027': the US Eastern calendar day an instant falls on. */
export const easternDateText = (at: Date) => easternDate.format(at);

/** The US Eastern day that ends at `end` (an Eastern midnight): the last day the SC are kept. */
export const lastDayText = (end: Date) => easternDateText(new Date(end.getTime() - 1));

/**
 * The notice (decision 054): how much SC, the last day it is kept, and that playing or signing in
 * before then keeps it.
 */
export function expiryWarningEmail(input: {
  to: string;
  username: string;
  sc: number;
  lastActivityAt: Date;
  expiresAt: Date;
  inactiveDays: number;
  siteUrl: string;
}): EmailMessage {
  const lastDay = lastDayText(input.expiresAt);
  const paragraphs = [
    `Hi ${input.username},`,
    `You have not played or signed in at ${SITE} since ${easternDateText(input.lastActivityAt)}. Your ${formatAmount(input.sc)} Sweeps Coins (SC) expire at the end of ${lastDay} (US Eastern time) unless you play or sign in before then.`,
    `Signing in is enough to keep them. Sweeps Coins expire after ${input.inactiveDays} days without play or sign-in, and we always tell you at least this far ahead.`,
  ];
  return {
    to: input.to,
    subject: `Your ${SITE} Sweeps Coins expire on ${lastDay}`,
    text: [...paragraphs, `Sign in: ${input.siteUrl}`].join('\n\n'),
    html: emailHtml('Your Sweeps Coins are about to expire', paragraphs, {
      link: input.siteUrl,
      label: 'Sign in to keep them',
    }),
  };
}

/** After the expiry: what was taken, and that support can look at it. */
export function expiredEmail(input: {
  to: string;
  username: string;
  sc: number;
  warnedAt: Date;
}): EmailMessage {
  const paragraphs = [
    `Hi ${input.username},`,
    `Your ${formatAmount(input.sc)} Sweeps Coins (SC) have expired after a period without play or sign-in, as our email of ${easternDateText(input.warnedAt)} said they would.`,
    'If you think this is a mistake, contact our support team.',
  ];
  return {
    to: input.to,
    subject: `Your ${SITE} Sweeps Coins have expired`,
    text: paragraphs.join('\n\n'),
    html: emailHtml('Your Sweeps Coins have expired', paragraphs),
  };
}
