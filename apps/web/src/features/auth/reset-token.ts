/**
 * The password-reset token of the link that opened the change-password
 * dialog. Kept here because the URL can lose it before the dialog is shown
 * (a signed-in player on /user/forgotPassword is redirected home).
 */
let pendingToken: string | null = null;

export function rememberResetToken(token: string): void {
  pendingToken = token;
}

export function readResetToken(): string | null {
  return pendingToken;
}

export function forgetResetToken(): void {
  pendingToken = null;
}
