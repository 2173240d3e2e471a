import { z } from 'zod';

/** A fresh code is good for sensitive actions in the same session for this long (decision 039). */
export const TWO_FACTOR_STEP_UP_MINUTES = 10;
export const PLAYER_RECOVERY_CODE_COUNT = 10;

/** A 6-digit authenticator code. */
export const ZTotpCode = z
  .string()
  .trim()
  .regex(/^\d{6}$/, 'Enter the 6-digit code your authenticator app shows');

/** A 6-digit authenticator code, or a recovery code (xxxxx-xxxxx). */
export const ZTwoFactorCode = z
  .string()
  .trim()
  .regex(
    /^(\d{6}|[a-z0-9]{5}-[a-z0-9]{5})$/i,
    'Enter the 6-digit code from your authenticator app, or a recovery code',
  );

/** GET /user/two-factor */
export const ZTwoFactorStatus = z.object({
  enabled: z.boolean(),
  enabledAt: z.string().nullable(),
  recoveryCodesLeft: z.number().int(),
});
export type TTwoFactorStatus = z.infer<typeof ZTwoFactorStatus>;

/** POST /user/two-factor/setup: a new secret to scan, waiting for a first code. */
export const ZTwoFactorSetup = z.object({
  /** Base32 secret, for typing into an app that cannot scan. */
  secret: z.string(),
  otpauthUrl: z.string(),
  /** The otpauth URL as a QR code (data: URL of an SVG). */
  qrCode: z.string(),
});
export type TTwoFactorSetup = z.infer<typeof ZTwoFactorSetup>;

/** POST /user/two-factor/enable */
export const ZTwoFactorEnableRequest = z.object({ code: ZTotpCode });
export type TTwoFactorEnableRequest = z.infer<typeof ZTwoFactorEnableRequest>;

/** Disable, regenerate recovery codes and step-up: a code of either kind. */
export const ZTwoFactorCodeRequest = z.object({ code: ZTwoFactorCode });
export type TTwoFactorCodeRequest = z.infer<typeof ZTwoFactorCodeRequest>;

/** The recovery codes, answered once (enable and regenerate). */
export const ZRecoveryCodes = z.object({ recoveryCodes: z.array(z.string()) });
export type TRecoveryCodes = z.infer<typeof ZRecoveryCodes>;

/**
 * POST /user/login answers this instead of the user when the account has two-factor sign-in on:
 * no cookie yet; the code goes to POST /user/login/two-factor with the challenge token.
 */
export const ZLoginTwoFactorChallenge = z.object({
  twoFactorRequired: z.literal(true),
  challengeToken: z.string(),
  expiresInSeconds: z.number().int(),
});
export type TLoginTwoFactorChallenge = z.infer<typeof ZLoginTwoFactorChallenge>;

/** POST /user/login/two-factor */
export const ZLoginTwoFactorRequest = z.object({
  challengeToken: z.string().min(20).max(200),
  code: ZTwoFactorCode,
});
export type TLoginTwoFactorRequest = z.infer<typeof ZLoginTwoFactorRequest>;

/** GET /user/sessions: the player's open sessions, newest use first. */
export const ZPlayerSession = z.object({
  id: z.number().int(),
  /** 'Chrome on Windows', from the user agent. */
  device: z.string(),
  /** Partly hidden: 203.0.113.x, 2001:db8:85a3::x. */
  ip: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  current: z.boolean(),
});
export type TPlayerSession = z.infer<typeof ZPlayerSession>;

export const ZSessionIdParams = z.object({ sessionId: z.coerce.number().int().positive() });
