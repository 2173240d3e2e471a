import { SUPPORT_TOPIC_LABELS, type TSupportTopic } from '@app/contracts/support';
import { SITE_NAME as SITE, emailHtml } from '../../platform/email-layout';
import type { EmailMessage } from '../../platform/mailer';

/** Where a signed-in player reads the thread and answers (the account page's Support tab). */
export const supportTabPath = '/user/account-details?tab=support';

function email(
  to: string,
  subject: string,
  title: string,
  paragraphs: string[],
  button?: { link: string; label: string },
): EmailMessage {
  const text = [...paragraphs, ...(button ? [`${button.label}: ${button.link}`] : [])];
  return { to, subject, text: text.join('\n\n'), html: emailHtml(title, paragraphs, button) };
}

/** How the player answers: on the account page, or (a visitor) with a new message quoting the number. */
function howToAnswer(number: string, siteUrl: string, isPlayer: boolean) {
  return isPlayer
    ? {
        paragraph: 'You can read the conversation and answer on your account page, under Support.',
        button: { link: `${siteUrl}${supportTabPath}`, label: 'Open my tickets' },
      }
    : {
        paragraph: `To add something, send a new message through Contact Us on ${SITE} and quote your ticket number ${number}.`,
        button: undefined,
      };
}

/** The copy of a Contact Us message, with its ticket number (decision 061). */
export function ticketReceivedEmail(input: {
  to: string;
  name: string;
  number: string;
  topic: TSupportTopic;
  message: string;
  siteUrl: string;
  isPlayer: boolean;
}) {
  const answer = howToAnswer(input.number, input.siteUrl, input.isPlayer);
  return email(
    input.to,
    `We received your message [${input.number}]`,
    'We received your message',
    [
      `Hi ${input.name},`,
      `Thank you for contacting ${SITE} support. Your ticket number is ${input.number}: please quote it if you write to us about this again.`,
      `Topic: ${SUPPORT_TOPIC_LABELS[input.topic]}`,
      `Your message:\n${input.message}`,
      answer.paragraph,
    ],
    answer.button,
  );
}

/** A support member's reply, emailed to the player (internal notes never are). */
export function replyEmail(input: {
  to: string;
  name: string;
  number: string;
  message: string;
  siteUrl: string;
  isPlayer: boolean;
}) {
  const answer = howToAnswer(input.number, input.siteUrl, input.isPlayer);
  return email(
    input.to,
    `Re: your support request [${input.number}]`,
    'Support replied',
    [
      `Hi ${input.name},`,
      `Our support team answered your ticket ${input.number}:`,
      input.message,
      answer.paragraph,
    ],
    answer.button,
  );
}
