import { SITE_NAME as SITE, emailHtml } from '../../platform/email-layout';
import type { EmailMessage } from '../../platform/mailer';

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
    html: emailHtml('Two-factor sign-in is off', [`Hi ${username}, ${said}`, next, warn]),
  };
}
