import { randomInt } from 'node:crypto';
import { generateSecret, generateURI, verify } from 'otplib';
import QRCode from 'qrcode';
import { hashToken } from './secure-tokens';

const PERIOD_SECONDS = 30;

/** The names authenticator apps show above the codes: the back office's and the players'. */
export const TOTP_ISSUERS = {
  staff: 'Golden Sweeps Back Office',
  player: 'Golden Sweeps',
} as const;

export function newTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URL an authenticator app scans, and the same as a QR code (SVG data URL). */
export async function totpEnrolment(secret: string, label: string, issuer: string) {
  const otpauthUrl = generateURI({ issuer, label, secret });
  const svg = await QRCode.toString(otpauthUrl, {
    type: 'svg',
    margin: 1,
    errorCorrectionLevel: 'M',
  });
  return { otpauthUrl, qrCode: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * The time step a code proves (one step of clock drift either way), or null when it is wrong.
 * The caller accepts each step once.
 */
export async function verifiedTotpStep(
  secret: string,
  code: string,
  now = Date.now(),
): Promise<number | null> {
  const epoch = Math.floor(now / 1000);
  const result = await verify({ secret, token: code, epoch, epochTolerance: PERIOD_SECONDS });
  if (!result.valid) return null;
  return Math.floor(epoch / PERIOD_SECONDS) + (result.delta ?? 0);
}

/** One-time recovery codes like `k3m9q-7x2pa` (lowercase letters and digits). */
export function newRecoveryCodes(count: number): string[] {
  const alphabet = 'abcdefghjkmnpqrstuvwxyz23456789';
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 10 }, () => alphabet[randomInt(alphabet.length)]).join('');
    return `${chars.slice(0, 5)}-${chars.slice(5)}`;
  });
}

/** How a recovery code is kept: SHA-256 of its trimmed lowercase form. */
export const hashRecoveryCode = (code: string) => hashToken(code.trim().toLowerCase());

/** Six digits are an authenticator code; anything else is tried as a recovery code. */
export const looksLikeTotpCode = (code: string) => /^\d{6}$/.test(code.trim());
