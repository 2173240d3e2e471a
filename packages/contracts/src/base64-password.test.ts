import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { base64PasswordField, decodeBase64Password, encodeBase64Password } from './base64-password';

describe('base64 passwords', () => {
  it('encodes the UTF-8 bytes the way btoa does for ASCII', () => {
    expect(encodeBase64Password('Abcdefgh1!')).toBe(btoa('Abcdefgh1!'));
    expect(encodeBase64Password('Abcdefgh1!')).toBe(Buffer.from('Abcdefgh1!').toString('base64'));
  });

  it.each(['Abcdefgh1!', '', 'pässwörd€1A', '密码Password1!', 'emoji🎰Pass1!'])(
    'decodes what it encodes: %j',
    (password) => {
      expect(decodeBase64Password(encodeBase64Password(password))).toBe(password);
    },
  );

  it('decodes non-ASCII passwords encoded by Node as UTF-8', () => {
    expect(decodeBase64Password(Buffer.from('pässwörd€1A', 'utf8').toString('base64'))).toBe(
      'pässwörd€1A',
    );
  });

  it.each([
    ['plain text with spaces', 'not base64 characters'],
    ['QUJD RA==', 'inner whitespace'],
    ['QUJDRA', 'missing padding'],
    ['QUJDR===', 'too much padding'],
    ['QQ=', 'wrong length'],
    ['/w==', 'bytes that are not UTF-8 (0xFF)'],
  ])('refuses %j (%s)', (encoded) => {
    expect(decodeBase64Password(encoded)).toBeNull();
  });

  it('checks the decoded value with the plain rules and keeps the value encoded', () => {
    const field = base64PasswordField(z.string().min(3, 'too short'), 'required');
    expect(field.parse(encodeBase64Password('abcd'))).toBe(encodeBase64Password('abcd'));
    expect(field.safeParse(encodeBase64Password('ab')).error?.issues.map((i) => i.message)).toEqual(
      ['too short'],
    );
    expect(field.safeParse('***').error?.issues.map((i) => i.message)).toEqual([
      'Password must be base64-encoded',
    ]);
    expect(field.safeParse(undefined).error?.issues.map((i) => i.message)).toEqual(['required']);
  });
});
