import { SESSION_END_REASONS, type SessionEndReason } from '@app/contracts/realtime';

/**
 * Why this browser was signed out (a break, a self-exclusion, a closed account, decision 038; a
 * password changed or a sign-out from another device's sessions list). Kept in sessionStorage
 * because signing out clears localStorage and reloads the page; the layout shows it once after
 * the reload.
 */
const KEY = 'gs_session_end_reason';

/** What the signed-out page says for each reason the server gives with SESSION_ENDED. */
export const SESSION_END_NOTICES: Record<SessionEndReason, { title: string; text: string }> = {
  break: {
    title: 'You are taking a break',
    text: 'You have been signed out on every device. You can sign in again when your break ends; meanwhile Login still lets you redeem the SC you won.',
  },
  exclusion: {
    title: 'You have excluded yourself',
    text: 'You have been signed out on every device. You cannot sign in to play or buy until your self-exclusion ends, and it cannot be ended early. Login still lets you redeem the SC you won.',
  },
  closed: {
    title: 'Your account is closed',
    text: 'You have been signed out on every device. Thank you for playing with us.',
  },
  password: {
    title: 'You were signed out',
    text: 'The password of your account was changed, so every other device was signed out. Log in with the new password.',
  },
  signed_out_elsewhere: {
    title: 'You were signed out',
    text: 'This device was signed out from the sessions list of your account. Log in again to continue.',
  },
};

const isReason = (value: unknown): value is SessionEndReason =>
  typeof value === 'string' && (SESSION_END_REASONS as readonly string[]).includes(value);

export function rememberSessionEndReason(reason: unknown): void {
  if (!isReason(reason)) return;
  try {
    sessionStorage.setItem(KEY, reason);
  } catch {
    // Private mode without storage: the player is still signed out.
  }
}

/** The reason left before the last reload, once (it is removed as it is read). */
export function takeSessionEndReason(): (typeof SESSION_END_NOTICES)[SessionEndReason] | null {
  try {
    const value = sessionStorage.getItem(KEY);
    sessionStorage.removeItem(KEY);
    return isReason(value) ? SESSION_END_NOTICES[value] : null;
  } catch {
    return null;
  }
}
