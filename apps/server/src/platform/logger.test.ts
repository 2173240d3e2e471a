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

  it('cuts personal data by the one list of field names, and e-mail addresses anywhere', () => {
    expect(redactUrl('/api/v1/admin/exclusion-register?phone=5550001111')).toBe(
      '/api/v1/admin/exclusion-register?phone=[redacted]',
    );
    expect(redactUrl('/api/v1/user/phone?code=1&phone=5550001111')).toBe(
      '/api/v1/user/phone?code=1&phone=[redacted]',
    );
    expect(redactUrl('/x?Email=a%40b.co&first_name=Pat&addressLine_1=1+Main&DOB=2000-01-01')).toBe(
      '/x?Email=[redacted]&first_name=[redacted]&addressLine_1=[redacted]&DOB=[redacted]',
    );
    expect(redactUrl('/admin/players?q=5550001111&page=2')).toBe(
      '/admin/players?q=[redacted]&page=2',
    );
    // An address in a path segment, in a parameter not on the list, or percent-encoded.
    expect(redactUrl('/api/v1/admin/players/pat%2Bx@example.com/notes')).toBe(
      '/api/v1/admin/players/[redacted]/notes',
    );
    expect(redactUrl('/dev/mailbox.json?to=pat%40example.com&limit=1')).toBe(
      '/dev/mailbox.json?to=[redacted]&limit=1',
    );
    expect(redactUrl('/x?a@b.example=1')).toBe('/x?[redacted]=1');
    // Not an address: an @ without a domain, a username.
    expect(redactUrl('/x/@handle?by=someone&user=pat')).toBe('/x/@handle?by=someone&user=pat');
  });

  it('leaves a URL without a query as it is', () => {
    expect(redactUrl('/api/v1/games/7')).toBe('/api/v1/games/7');
    expect(redactUrl('/a?flag')).toBe('/a?flag');
  });
});
