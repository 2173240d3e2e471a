import type { EmailMessage } from '../../platform/mailer';

const SITE = 'Golden Sweeps';

const layout = (title: string, body: string, link: string, button: string) => `<!doctype html>
<html><body style="font-family:Mulish,Arial,sans-serif;background:#14102a;color:#f4f1ff;padding:24px">
<div style="max-width:520px;margin:auto;background:#211a40;border-radius:12px;padding:28px">
<h1 style="color:#f5c542;font-size:22px">${title}</h1>
<p>${body}</p>
<p><a href="${link}" style="display:inline-block;background:#f5c542;color:#14102a;padding:12px 22px;border-radius:8px;text-decoration:none;font-weight:700">${button}</a></p>
<p style="font-size:12px;color:#aaa">If the button does not work, open this link: ${link}</p>
<p style="font-size:12px;color:#aaa">NO PURCHASE NECESSARY. Void where prohibited. 18+ only.</p>
</div></body></html>`;

export function verificationEmail(to: string, username: string, link: string): EmailMessage {
  return {
    to,
    subject: `Verify your ${SITE} email`,
    text: `Hi ${username},\n\nPlease verify your email address by opening this link (valid for 24 hours):\n${link}\n\nIf you did not sign up, ignore this email.`,
    html: layout(
      'Verify your email',
      `Hi ${username}, please confirm your email address. The link is valid for 24 hours.`,
      link,
      'Verify Email',
    ),
  };
}

export function passwordResetEmail(to: string, username: string, link: string): EmailMessage {
  return {
    to,
    subject: `Reset your ${SITE} password`,
    text: `Hi ${username},\n\nSomeone asked to reset your password. Open this link within 1 hour to choose a new one:\n${link}\n\nIf it was not you, ignore this email: your password stays the same.`,
    html: layout(
      'Reset your password',
      `Hi ${username}, open the link within 1 hour to choose a new password. If it was not you, ignore this email.`,
      link,
      'Reset Password',
    ),
  };
}
