import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/**
 * Values of secrets that are published (in this repository), so worthless outside development.
 * Production refuses each of them; a variable listed here must be set in production.
 */
export const PUBLISHED_DEFAULTS = {
  PAYMENT_WEBHOOK_SECRET: 'sandbox-webhook-secret-not-for-production',
  DATA_ENCRYPTION_KEY: 'demo-data-encryption-key-not-for-production',
} as const;

/** The secrets production refuses to start without (README 'Production checklist'). */
export const PRODUCTION_SECRETS = [
  'PAYMENT_WEBHOOK_SECRET',
  'METRICS_TOKEN',
  'DATA_ENCRYPTION_KEY',
] as const;

/** The shortest secret production accepts. */
const MIN_PRODUCTION_SECRET_LENGTH = 32;

/**
 * Every environment variable the server reads, with its default (README lists them).
 * PUBLIC_URL defaults to http://localhost:{PORT}, so emailed links reach a server
 * started on another port.
 */
export const ZConfigFields = z.object({
  /**
   * Unset means production: a deployment that forgets it gets the safe mode (secrets required,
   * no dev mailbox, no sandbox), never the open demo. `npm start` sets development itself.
   */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  HOST: z.string().min(1).default('0.0.0.0'),
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  PUBLIC_URL: z.url().optional(),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** A request answered after this many milliseconds is logged at warn (others at debug). */
  LOG_SLOW_REQUEST_MS: z.coerce.number().int().min(1).default(1_000),
  DATA_DIR: z.string().min(1).default(path.join(repoRoot, 'data')),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(20),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().default('gs:'),
  WEB_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/web/dist')),
  ADMIN_DIST_DIR: z.string().min(1).default(path.join(repoRoot, 'apps/admin/dist')),
  REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(50_000),
  GAME_ROUND_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(1)
    .max(7 * 24 * 60)
    .default(30),
  /**
   * Seconds of play per reality-check minute (decision 038): 60. Only outside production may it
   * be shorter, so a browser journey sees the reminder in seconds.
   */
  REALITY_CHECK_SECONDS_PER_MINUTE: z.coerce.number().min(0.01).max(60).default(60),
  SEED_DEMO_DATA: booleanFlag.default(true),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, 'must be an smtp:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Golden Sweeps <no-reply@goldensweeps.test>'),
  TRUST_PROXY: booleanFlag.default(false),
  /** Shared secret the payment providers sign webhooks with (HMAC-SHA256 over `timestamp.rawBody`). */
  PAYMENT_WEBHOOK_SECRET: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default(PUBLISHED_DEFAULTS.PAYMENT_WEBHOOK_SECRET),
  /**
   * Bearer token Prometheus sends to GET /metrics (`Authorization: Bearer <token>`). Required in
   * production (without it /metrics refuses everyone); elsewhere /metrics is open unless it is set.
   */
  METRICS_TOKEN: z.string().min(16, 'must be at least 16 characters').optional(),
  /**
   * Secret for AES-256-GCM encryption of secrets and personal data at rest (staff TOTP secrets,
   * SSNs) and their blind indexes. Changing it makes stored values unreadable.
   */
  DATA_ENCRYPTION_KEY: z
    .string()
    .min(16, 'must be at least 16 characters')
    .default(PUBLISHED_DEFAULTS.DATA_ENCRYPTION_KEY),
  /** Seconds before a sandbox card payment left pending (test card) settles. */
  SANDBOX_CARD_SETTLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(20),
  /** Seconds before a sandbox bank (paynote) debit settles; real ACH takes 1-2 business days. */
  SANDBOX_BANK_SETTLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  /** Seconds before a sandbox ACH payout is paid (or fails); real ACH credits take 1-2 business days. */
  SANDBOX_PAYOUT_SETTLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(5),
  /** Seconds from a sandbox payout's paid to its return, for the returned test account. */
  SANDBOX_PAYOUT_RETURN_SECONDS: z.coerce.number().int().min(0).max(86_400).default(5),
  /** Seconds between a player finishing the sandbox identity widget and its verdict webhook. */
  SANDBOX_IDENTITY_VERDICT_SECONDS: z.coerce.number().int().min(0).max(86_400).default(5),
  /** Minutes after a purchase before its player may redeem (SPEC §9: payments process up to 12 hours). */
  PURCHASE_PROCESSING_MINUTES: z.coerce.number().int().min(0).max(10_080).default(720),
  /** Hundredths of SC each valid free-entry card credits (decision 052): 5.00 SC. */
  AMOE_SC_HUNDREDTHS: z.coerce.number().int().min(1).max(10_000).default(500),
  /** Credited free-entry cards per player per calendar month, US Eastern (decision 052). */
  AMOE_MONTHLY_CARD_LIMIT: z.coerce.number().int().min(1).max(31).default(10),
  /** Days after its day within which a free-entry code's card must be received (decision 052). */
  AMOE_CODE_VALID_DAYS: z.coerce.number().int().min(7).max(90).default(30),
  /** Days without play or sign-in after which a player's SC expire (decision 054). */
  SC_EXPIRY_INACTIVE_DAYS: z.coerce.number().int().min(2).max(3_650).default(90),
  /** Days of notice the expiry warning email gives; fewer than SC_EXPIRY_INACTIVE_DAYS. */
  SC_EXPIRY_NOTICE_DAYS: z.coerce.number().int().min(1).max(3_649).default(30),
  /** Years the audit log keeps a year's rows after it ended (decision 070). */
  AUDIT_RETENTION_YEARS: z.coerce.number().int().min(1).max(100).default(7),
});

export const ZConfig = ZConfigFields.refine(
  (c) => c.SC_EXPIRY_NOTICE_DAYS < c.SC_EXPIRY_INACTIVE_DAYS,
  { path: ['SC_EXPIRY_NOTICE_DAYS'], message: 'must be fewer days than SC_EXPIRY_INACTIVE_DAYS' },
).transform(({ PUBLIC_URL, ...config }) => ({
  ...config,
  PUBLIC_URL: PUBLIC_URL ?? `http://localhost:${config.PORT}`,
}));

export type Config = z.infer<typeof ZConfig>;

export class ConfigError extends Error {}

/**
 * What production refuses, one line per variable: a secret missing, short or published, and a
 * PUBLIC_URL left at its default (emailed links and the Origin check need the real address).
 */
export function productionProblems(present: Record<string, string>): string[] {
  const problems: string[] = [];
  for (const name of PRODUCTION_SECRETS) {
    // Judged without surrounding whitespace: ' ' + a published value + ' ' is that value.
    const value = present[name]?.trim();
    if (!value) problems.push(`${name}: must be set in production`);
    else if (Object.values(PUBLISHED_DEFAULTS).includes(value as never))
      problems.push(`${name}: is a published default; set a secret of your own`);
    else if (value.length < MIN_PRODUCTION_SECRET_LENGTH)
      problems.push(
        `${name}: must be at least ${MIN_PRODUCTION_SECRET_LENGTH} characters in production`,
      );
  }
  if (present.PUBLIC_URL === undefined)
    problems.push('PUBLIC_URL: must be set in production (the address players use)');
  if (
    present.REALITY_CHECK_SECONDS_PER_MINUTE !== undefined &&
    Number(present.REALITY_CHECK_SECONDS_PER_MINUTE) !== 60
  )
    problems.push('REALITY_CHECK_SECONDS_PER_MINUTE: must stay 60 in production');
  return problems;
}

/** Parses the environment; a bad value, or a production without its secrets, throws naming each variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(
      (entry): entry is [string, string] => entry[1] !== undefined && entry[1] !== '',
    ),
  );
  const parsed = ZConfig.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment variable ${lines.join('; ')}`);
  }
  if (parsed.data.NODE_ENV === 'production') {
    const problems = productionProblems(present);
    if (problems.length > 0)
      throw new ConfigError(
        `Refusing to start in production (NODE_ENV=production, the default):\n  ${problems.join('\n  ')}`,
      );
  }
  return parsed.data;
}
