import type { EmailMessage } from '../../platform/mailer';
import { escapeHtml } from '../sandbox-providers/html';

const SITE = 'Golden Sweeps';

const layout = (
  title: string,
  paragraphs: string[],
  link: string,
  button: string,
) => `<!doctype html>
<html><body style="font-family:Mulish,Arial,sans-serif;background:#14102a;color:#f4f1ff;padding:24px">
<div style="max-width:520px;margin:auto;background:#211a40;border-radius:12px;padding:28px">
<h1 style="color:#f5c542;font-size:22px">${escapeHtml(title)}</h1>
${paragraphs.map((p) => `<p>${escapeHtml(p)}</p>`).join('\n')}
<p><a href="${escapeHtml(link)}" style="display:inline-block;background:#f5c542;color:#14102a;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:700">${escapeHtml(button)}</a></p>
<p style="font-size:12px;color:#aaa">NO PURCHASE NECESSARY. Void where prohibited. 18+ only.</p>
</div></body></html>`;

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
    html: layout(title, paragraphs, link, 'Open Golden Sweeps'),
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
