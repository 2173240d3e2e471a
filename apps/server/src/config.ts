import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { z } from 'zod';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { message: 'must be true or false' })
  .transform((v) => v === 'true' || v === '1');

/**
 * Every environment variable the server reads, with its default (README lists them).
 * PUBLIC_URL defaults to http://localhost:{PORT}, so emailed links reach a server
 * started on another port.
 */
export const ZConfig = z
  .object({
    NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
    HOST: z.string().min(1).default('0.0.0.0'),
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    PUBLIC_URL: z.url().optional(),
    LOG_LEVEL: z
      .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
      .default('info'),
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
    REQUEST_TIMEOUT_MS: z.coerce.number().int().min(100).default(50_000),
    GAME_ROUND_IDLE_MINUTES: z.coerce
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .default(30),
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
      .default('sandbox-webhook-secret-not-for-production'),
    /** Seconds before a sandbox card payment left pending (test card) settles. */
    SANDBOX_CARD_SETTLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(20),
    /** Seconds before a sandbox bank (paynote) debit settles; real ACH takes 1-2 business days. */
    SANDBOX_BANK_SETTLE_SECONDS: z.coerce.number().int().min(0).max(86_400).default(60),
  })
  .transform(({ PUBLIC_URL, ...config }) => ({
    ...config,
    PUBLIC_URL: PUBLIC_URL ?? `http://localhost:${config.PORT}`,
  }));

export type Config = z.infer<typeof ZConfig>;

export class ConfigError extends Error {}

/** Parses the environment; a bad value throws naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const present = Object.fromEntries(
    Object.entries(env).filter(([, v]) => v !== undefined && v !== ''),
  );
  const parsed = ZConfig.safeParse(present);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
    throw new ConfigError(`Invalid environment variable ${lines.join('; ')}`);
  }
  return parsed.data;
}
