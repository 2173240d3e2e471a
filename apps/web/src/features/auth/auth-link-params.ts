import { PATHS } from '../../lib/paths';

/**
 * Query parameters of the links the product sends (SPEC §2 Routes):
 * `referralcode` on any link opens the registration dialog with that code,
 * `token` on any path opens the change-password dialog, except on
 * /user/verifyEmail where the token verifies the email instead.
 */
export const REFERRAL_CODE_PARAM = 'referralcode';
export const TOKEN_PARAM = 'token';

const nonBlank = (value: string | null): string | null => {
  const trimmed = value?.trim() ?? '';
  return trimmed === '' ? null : trimmed;
};

/** React Router matches paths case-insensitively and ignores a trailing slash; so does this. */
export function isVerifyEmailPath(pathname: string): boolean {
  return pathname.replace(/\/+$/, '').toLowerCase() === PATHS.verifyEmail.toLowerCase();
}

/** The friend's referral code of a link, or null. */
export function referralCodeFrom(search: string): string | null {
  return nonBlank(new URLSearchParams(search).get(REFERRAL_CODE_PARAM));
}

/** The password-reset token of a link: any path but /user/verifyEmail. */
export function resetTokenFrom(pathname: string, search: string): string | null {
  if (isVerifyEmailPath(pathname)) return null;
  return nonBlank(new URLSearchParams(search).get(TOKEN_PARAM));
}

/** The email-verification token: only on /user/verifyEmail. */
export function verifyEmailTokenFrom(pathname: string, search: string): string | null {
  if (!isVerifyEmailPath(pathname)) return null;
  return nonBlank(new URLSearchParams(search).get(TOKEN_PARAM));
}

/** `search` without the named parameters, '' when nothing is left ('?a=1&token=x' → '?a=1'). */
export function searchWithout(search: string, ...names: string[]): string {
  const params = new URLSearchParams(search);
  for (const name of names) params.delete(name);
  const rest = params.toString();
  return rest ? `?${rest}` : '';
}
