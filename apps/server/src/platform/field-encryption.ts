import { createCipheriv, createDecipheriv, createHash, createHmac, randomBytes } from 'node:crypto';

/**
 * AES-256-GCM for secrets and personal data kept in the database (staff TOTP secrets, SSNs) and
 * on disk (KYC document files), with the key from DATA_ENCRYPTION_KEY; and a keyed blind index
 * (HMAC-SHA256 under a key derived from the same secret) to find a value without storing it in
 * clear. Stored form of a field: `v1.<iv>.<tag>.<ciphertext>`, each part base64url.
 */
export interface FieldCipher {
  encrypt(plain: string): string;
  decrypt(stored: string): string;
  blindIndex(plain: string): string;
  /** A file's bytes encrypted: ENCRYPTED_BYTES_MAGIC, IV (12), tag (16), ciphertext. */
  encryptBytes(plain: Buffer): Buffer;
  /** The plain bytes of encryptBytes' output; throws when tampered or under another key. */
  decryptBytes(stored: Buffer): Buffer;
}

/**
 * The first bytes of an encrypted file (decision 042): a NUL first, so no PNG, JPEG or PDF
 * (the files we keep) starts with it, and files written in clear before it still open.
 */
export const ENCRYPTED_BYTES_MAGIC = Buffer.from('\u0000GSENC1\n', 'latin1');
const IV_BYTES = 12;
const TAG_BYTES = 16;

/** True when bytes were written by encryptBytes (else they are a file kept in clear). */
export const isEncryptedBytes = (bytes: Buffer): boolean =>
  bytes.length >= ENCRYPTED_BYTES_MAGIC.length + IV_BYTES + TAG_BYTES &&
  bytes.subarray(0, ENCRYPTED_BYTES_MAGIC.length).equals(ENCRYPTED_BYTES_MAGIC);

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
    encryptBytes(plain) {
      const iv = randomBytes(IV_BYTES);
      const cipher = createCipheriv('aes-256-gcm', key, iv);
      const data = Buffer.concat([cipher.update(plain), cipher.final()]);
      return Buffer.concat([ENCRYPTED_BYTES_MAGIC, iv, cipher.getAuthTag(), data]);
    },
    decryptBytes(stored) {
      if (!isEncryptedBytes(stored)) throw new Error('not an encrypted file');
      const ivAt = ENCRYPTED_BYTES_MAGIC.length;
      const tagAt = ivAt + IV_BYTES;
      const dataAt = tagAt + TAG_BYTES;
      const decipher = createDecipheriv('aes-256-gcm', key, stored.subarray(ivAt, tagAt));
      decipher.setAuthTag(stored.subarray(tagAt, dataAt));
      return Buffer.concat([decipher.update(stored.subarray(dataAt)), decipher.final()]);
    },
  };
}
