import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { UploadFileType } from '@app/contracts/document-upload';
import { isEncryptedBytes, type FieldCipher } from '../../platform/field-encryption';
import type { DecodedUpload } from '../../platform/upload-decoding';

const CONTENT_TYPES: Record<UploadFileType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** Stored names are random hex with the decoded type's extension: nothing of the player's name. */
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|pdf)$/;

/**
 * KYC documents on disk: in their own folder beside the public uploads (never served by
 * /uploads/), read only through the owner-checked and staff routes (decision 029), and encrypted
 * with the key of the SSNs (AES-256-GCM per file, decision 042). A file written in clear before
 * that (a development database's) has no encryption header and is read as it is.
 */
export function createKycFiles(dir: string, cipher: FieldCipher) {
  const ready = mkdir(dir, { recursive: true });

  return {
    /** Writes the decoded file, encrypted, under a fresh random name; answers the name. */
    async save(file: DecodedUpload): Promise<string> {
      await ready;
      const name = `${randomBytes(16).toString('hex')}.${file.extension}`;
      await writeFile(path.join(dir, name), cipher.encryptBytes(file.bytes), {
        flag: 'wx',
        mode: 0o600,
      });
      return name;
    },

    async remove(name: string): Promise<void> {
      if (STORED_NAME.test(name)) await rm(path.join(dir, name), { force: true });
    },

    /** The file's plain bytes; undefined when there is none. A file that fails to decrypt throws. */
    async read(name: string): Promise<Buffer | undefined> {
      if (!STORED_NAME.test(name)) return undefined;
      const stored = await readFile(path.join(dir, name)).catch(() => undefined);
      if (!stored) return undefined;
      return isEncryptedBytes(stored) ? cipher.decryptBytes(stored) : stored;
    },
  };
}

export type KycFiles = ReturnType<typeof createKycFiles>;

/**
 * Sends a document for inline display: typed by what it decoded as, never sniffed, never
 * cached, and framable only by our own pages (the KYC modal's preview, the back office's
 * iframe). Images are additionally sandboxed; a PDF is not, because browsers refuse to run
 * their PDF viewer in a sandboxed document.
 */
export function sendKycFile(reply: FastifyReply, type: UploadFileType, bytes: Buffer) {
  const policy =
    type === 'pdf'
      ? "default-src 'none'; frame-ancestors 'self'"
      : "default-src 'none'; img-src 'self'; frame-ancestors 'self'; sandbox";
  return reply
    .code(200)
    .type(CONTENT_TYPES[type])
    .header('content-disposition', 'inline')
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', policy)
    .header('x-frame-options', 'SAMEORIGIN')
    .header('cross-origin-resource-policy', 'same-origin')
    .send(bytes);
}
