import type { EmailMessage } from '../../platform/mailer';

const SITE = 'Golden Sweeps';

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * To the player once support turned their two-factor sign-in off (decision 039, 'Support
 * reset'). An account email: transactional, sent even during a break or exclusion.
 */
export function twoFactorResetEmail(to: string, username: string): EmailMessage {
  const said =
    'Two-factor sign-in was turned off on your account by support, after you told us you could not use your authenticator app or your recovery codes. You have been signed out on every device.';
  const next =
    'Sign in with your email and password, then turn two-factor sign-in on again from your account settings.';
  const warn =
    'If you did not ask for this, change your password at once and contact our support team.';
  return {
    to,
    category: 'transactional',
    subject: `Two-factor sign-in was turned off on your ${SITE} account`,
    text: `Hi ${username},\n\n${said}\n\n${next}\n\n${warn}`,
    html: `<!doctype html>
<html><body style="font-family:Mulish,Arial,sans-serif;background:#14102a;color:#f4f1ff;padding:24px">
<div style="max-width:520px;margin:auto;background:#211a40;border-radius:12px;padding:28px">
<h1 style="color:#f5c542;font-size:22px">Two-factor sign-in is off</h1>
<p>Hi ${escapeHtml(username)}, ${said}</p>
<p>${next}</p>
<p><strong>${warn}</strong></p>
<p style="font-size:12px;color:#aaa">NO PURCHASE NECESSARY. Void where prohibited. 18+ only.</p>
</div></body></html>`,
  };
}
