import type { EmailMessage } from '../../platform/mailer';
import { SITE_NAME as SITE, emailHtml } from '../../platform/email-layout';

function message(
  to: string,
  subject: string,
  title: string,
  paragraphs: string[],
  link: string,
): EmailMessage {
  return {
    to,
    subject,
    text: `${paragraphs.join('\n\n')}\n\n${link}`,
    html: emailHtml(title, paragraphs, { link, label: `Open ${SITE}` }),
  };
}

export interface KycMailInput {
  to: string;
  username: string;
  /** The site's address (PUBLIC_URL). */
  siteUrl: string;
}

export function kycApprovedEmail(input: KycMailInput): EmailMessage {
  return message(
    input.to,
    `Your ${SITE} identity verification is approved`,
    'Identity verified',
    [
      `Hi ${input.username},`,
      'Your identity verification (KYC) has been approved. You can now redeem your Sweepstakes Coins.',
    ],
    input.siteUrl,
  );
}

export function kycDocumentDeclinedEmail(
  input: KycMailInput & { labelName: string; reason: string },
): EmailMessage {
  return message(
    input.to,
    `Your ${SITE} KYC document was declined`,
    'Document declined',
    [
      `Hi ${input.username},`,
      `Your ${input.labelName} document was declined: ${input.reason}`,
      'Please upload a new document from the KYC verification window.',
    ],
    input.siteUrl,
  );
}

export function kycDocumentReRequestedEmail(
  input: KycMailInput & { labelName: string; reason: string },
): EmailMessage {
  return message(
    input.to,
    `${SITE} needs a new KYC document`,
    'New document needed',
    [
      `Hi ${input.username},`,
      `Please upload your ${input.labelName} document again: ${input.reason}`,
    ],
    input.siteUrl,
  );
}

export function kycDeclinedEmail(input: KycMailInput & { reason: string | null }): EmailMessage {
  return message(
    input.to,
    `Your ${SITE} identity verification was declined`,
    'Verification declined',
    [
      `Hi ${input.username},`,
      input.reason
        ? `Your identity verification was declined: ${input.reason}`
        : 'Your identity verification was declined.',
      'Please contact our support team.',
    ],
    input.siteUrl,
  );
}
