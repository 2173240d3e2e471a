import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('config', () => {
  it('gives every variable its default', () => {
    const config = loadConfig({});
    expect(config.PORT).toBe(3000);
    expect(config.DATABASE_URL).toBeUndefined();
    expect(config.REQUEST_TIMEOUT_MS).toBe(50_000);
    expect(config.DATA_DIR).toMatch(/data$/);
  });

  it('stops start-up with a message naming a bad variable', () => {
    expect(() => loadConfig({ PORT: 'eighty' })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL: must be a postgres:\/\/ URL/,
    );
    expect(() => loadConfig({ SEED_DEMO_DATA: 'maybe' })).toThrow(/SEED_DEMO_DATA/);
  });

  it('reads a PostgreSQL URL and a port', () => {
    const config = loadConfig({
      PORT: '8080',
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/casino',
    });
    expect(config.PORT).toBe(8080);
    expect(config.DATABASE_URL).toContain('casino');
  });

  it('points emailed links at the port the server listens on unless PUBLIC_URL says otherwise', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '3100' }).PUBLIC_URL).toBe('http://localhost:3100');
    expect(
      loadConfig({ PORT: '3100', PUBLIC_URL: 'https://play.goldensweeps.test' }).PUBLIC_URL,
    ).toBe('https://play.goldensweeps.test');
    expect(() => loadConfig({ PUBLIC_URL: 'not a url' })).toThrow(/PUBLIC_URL/);
  });
});
