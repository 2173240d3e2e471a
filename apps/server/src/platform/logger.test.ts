import { describe, expect, it } from 'vitest';
import { redactUrl } from './logger';

describe('redactUrl', () => {
  it('cuts the values of sensitive query parameters and keeps the rest', () => {
    expect(redactUrl('/user/verifyEmail?token=abc123&from=mail')).toBe(
      '/user/verifyEmail?token=[redacted]&from=mail',
    );
    expect(redactUrl('/x?newPasswordKey=k1&Access_Token=t2&page=2&api-key=z')).toBe(
      '/x?newPasswordKey=[redacted]&Access_Token=[redacted]&page=2&api-key=[redacted]',
    );
    expect(redactUrl('/x?%74oken=abc')).toBe('/x?%74oken=[redacted]');
    expect(redactUrl('/x?%E0%A4%A=1&sort=asc')).toBe('/x?%E0%A4%A=1&sort=asc');
  });

  it('leaves a URL without a query as it is', () => {
    expect(redactUrl('/api/v1/games/7')).toBe('/api/v1/games/7');
    expect(redactUrl('/a?flag')).toBe('/a?flag');
  });
});
