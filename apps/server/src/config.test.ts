import { describe, expect, it } from 'vitest';
import { PRODUCTION_SECRETS, PUBLISHED_DEFAULTS, ZConfigFields, loadConfig } from './config';

describe('config', () => {
  it('gives every variable its default outside production', () => {
    const config = loadConfig({ NODE_ENV: 'development' });
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REQUEST_TIMEOUT_MS).toBe(50_000);
    expect(config.DATA_DIR).toMatch(/data$/);
  });

  it('stops start-up with a message naming a bad variable', () => {
    expect(() => loadConfig({ NODE_ENV: 'development', PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ NODE_ENV: 'development', DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ NODE_ENV: 'development', SEED_DEMO_DATA: 'maybe' })).toThrow(
      /SEED_DEMO_DATA/,
    );
  });

  it('reads a PostgreSQL URL and a port', () => {
    const config = loadConfig({
      NODE_ENV: 'development',
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/casino',
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toContain('casino');
  });

  it('is production when NODE_ENV is unset, and production refuses to start without its secrets, naming each', () => {
    expect(() => loadConfig({})).toThrow(/Refusing to start in production/);
    let message = '';
    try {
      loadConfig({});
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/PAYMENT_WEBHOOK_SECRET: must be set in production/);
    expect(message).toMatch(/METRICS_TOKEN: must be set in production/);
    expect(message).toMatch(/PUBLIC_URL: must be set in production/);
  });

  it('refuses the published sandbox secret and short secrets in production', () => {
    const base = { NODE_ENV: 'production', PUBLIC_URL: 'https://casino.example' };
    expect(() =>
      loadConfig({ ...base, PAYMENT_WEBHOOK_SECRET: PUBLISHED_DEFAULTS.PAYMENT_WEBHOOK_SECRET }),
    ).toThrow(/PAYMENT_WEBHOOK_SECRET: is a published default/);
    // The key SSNs and staff TOTP secrets are encrypted with: never the published demo value.
    expect(() =>
      loadConfig({ ...base, DATA_ENCRYPTION_KEY: PUBLISHED_DEFAULTS.DATA_ENCRYPTION_KEY }),
    ).toThrow(/DATA_ENCRYPTION_KEY: is a published default/);
    expect(() => loadConfig(base)).toThrow(/DATA_ENCRYPTION_KEY: must be set in production/);
    // Padding with whitespace does not make a published or short secret one of your own.
    for (const [name, value] of Object.entries(PUBLISHED_DEFAULTS))
      for (const padded of [` ${value} `, `\t${value}\n`, `${' '.repeat(8)}${value}`])
        expect(() => loadConfig({ ...base, [name]: padded })).toThrow(
          new RegExp(`${name}: is a published default`),
        );
    expect(() =>
      loadConfig({ ...base, METRICS_TOKEN: `${' '.repeat(20)}short-token-1234${' '.repeat(20)}` }),
    ).toThrow(/METRICS_TOKEN: must be at least 32 characters/);
    expect(() => loadConfig({ ...base, METRICS_TOKEN: ' '.repeat(40) })).toThrow(
      /METRICS_TOKEN: must be set in production/,
    );
    expect(() => loadConfig({ ...base, PAYMENT_WEBHOOK_SECRET: 'short-secret-1234' })).toThrow(
      /PAYMENT_WEBHOOK_SECRET: must be at least 32 characters/,
    );
    const config = loadConfig({
      ...base,
      PAYMENT_WEBHOOK_SECRET: 'x'.repeat(40),
      METRICS_TOKEN: 'm'.repeat(40),
      DATA_ENCRYPTION_KEY: 'y'.repeat(40),
    });
    expect(config.NODE_ENV).toBe('production');
  });

  it('names only variables the config reads as production secrets', () => {
    for (const name of PRODUCTION_SECRETS) expect(ZConfigFields.shape).toHaveProperty(name);
  });

  it('points emailed links at the port the server listens on unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({ NODE_ENV: 'development' }).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ NODE_ENV: 'development', PORT: '3100' }).PUBLIC_URL).toBe(
      'http://localhost:3100',
    );
    expect(
      loadConfig({
        NODE_ENV: 'development',
        PORT: '3100',
        PUBLIC_URL: 'https://play.goldensweeps.test',
      }).PUBLIC_URL,
    ).toBe('https://play.goldensweeps.test');
    expect(() => loadConfig({ NODE_ENV: 'development', PUBLIC_URL: 'not a url' })).toThrow(
      /PUBLIC_URL/,
    );
  });
});
