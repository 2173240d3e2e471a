import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets and personal data kept in the database (staff TOTP secrets, later
 * SSNs), with the key from DATA_ENCRYPTION_KEY; and a keyed blind index (HMAC-SHA256 under a
 * key derived from the same secret) to find a value without storing it in clear.
 * Stored form: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
export interface FieldCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  blindIndex(plain: string): string;
}

export function createFieldCipher(secret: string): FieldCipher {
  const key = createHash('sha256').update(`enc:${secret}`).digest();
  const indexKey = createHash('sha256').update(`idx:${secret}`).digest();
  return {
    encrypt(plain) {
      const iv = randomBytes(12);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
      return ['v1', iv, cipher.getAuthTag(), data]
        .map((p) => (typeof p === 'string' ? p : p.toString('base64url')))
        .join('.');
    },
    decrypt(stored) {
      const [version, iv, tag, data] = stored.split('.');
      if (version !== 'v1' || !iv || !tag || data === undefined)
        throw new Error('not an encrypted field');
      const decipher = createDecipheriv('aes-256-gcm', key, Buffer.from(iv, 'base64url'));
      decipher.setAuthTag(Buffer.from(tag, 'base64url'));
      return Buffer.concat([
        decipher.update(Buffer.from(data, 'base64url')),
        decipher.final(),
      ]).toString('utf8');
    },
    blindIndex(plain) {
      return createHmac('sha256', indexKey).update(plain).digest('hex');
    },
  };
}
