import { describe, expect, it } from 'vitest';
import { createFieldCipher, ENCRYPTED_BYTES_MAGIC, isEncryptedBytes } from './field-encryption';

describe('field encryption', () => {
  const cipher = createFieldCipher('a-test-secret-of-enough-length-0123456789');

  it('encrypts with a fresh IV each time and decrypts back', () => {
    const a = cipher.encrypt('JBSWY3DPEHPK3PXP');
    const b = cipher.encrypt('JBSWY3DPEHPK3PXP');
    expect(a).not.toBe(b);
    expect(a).not.toContain('JBSWY3DPEHPK3PXP');
    expect(cipher.decrypt(a)).toBe('JBSWY3DPEHPK3PXP');
  });

  it('refuses a tampered value or another key', () => {
    const stored = cipher.encrypt('123456789');
    const parts = stored.split('.');
    const flipped = Buffer.from(parts[3]!, 'base64url');
    flipped[0] = flipped[0]! ^ 1;
    parts[3] = flipped.toString('base64url');
    expect(() => cipher.decrypt(parts.join('.'))).toThrow();
    expect(() => createFieldCipher('another-secret-entirely-0123456789').decrypt(stored)).toThrow();
  });

  it('gives the same blind index for the same value under one key only', () => {
    expect(cipher.blindIndex('123456789')).toBe(cipher.blindIndex('123456789'));
    expect(cipher.blindIndex('123456789')).not.toBe(cipher.blindIndex('123456780'));
    expect(
      createFieldCipher('another-secret-entirely-0123456789').blindIndex('123456789'),
    ).not.toBe(cipher.blindIndex('123456789'));
  });

  it('encrypts file bytes behind a header, and refuses tampering, another key or clear bytes', () => {
    const plain = Buffer.from('%PDF-1.7 Passport of Pat Player');
    const a = cipher.encryptBytes(plain);
    expect(a.subarray(0, ENCRYPTED_BYTES_MAGIC.length).equals(ENCRYPTED_BYTES_MAGIC)).toBe(true);
    expect(a.includes(Buffer.from('Passport'))).toBe(false);
    expect(a.equals(cipher.encryptBytes(plain))).toBe(false);
    expect(cipher.decryptBytes(a).equals(plain)).toBe(true);
    expect(isEncryptedBytes(a)).toBe(true);
    expect(isEncryptedBytes(plain)).toBe(false);
    const tampered = Buffer.from(a);
    tampered[tampered.length - 1] = tampered[tampered.length - 1]! ^ 1;
    expect(() => cipher.decryptBytes(tampered)).toThrow();
    expect(() => createFieldCipher('another-secret-entirely-0123456789').decryptBytes(a)).toThrow();
    expect(() => cipher.decryptBytes(plain)).toThrow();
  });
});
