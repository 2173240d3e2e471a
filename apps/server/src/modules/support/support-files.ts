import { randomBytes } from 'node:crypto';
import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyReply } from 'fastify';
import type { UploadFileType } from '@app/contracts/document-upload';
import type { FieldCipher } from '../../platform/field-encryption';
import type { DecodedUpload } from '../../platform/upload-decoding';

const CONTENT_TYPES: Record<UploadFileType, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  pdf: 'application/pdf',
};

/** Stored names are random hex with the decoded type's extension: nothing of the sender's name. */
const STORED_NAME = /^[0-9a-f]{32}\.(png|jpg|pdf)$/;

/**
 * Contact Us attachments on disk (decision 061): decoded as the KYC uploads are, encrypted with
 * the field key, in their own folder outside the public uploads, read only through the
 * owner-checked player route and the audited staff route.
 */
export function createSupportFiles(dir: string, cipher: FieldCipher) {
  const ready = mkdir(dir, { recursive: true });
  return {
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
    async read(name: string): Promise<Buffer | undefined> {
      if (!STORED_NAME.test(name)) return undefined;
      const stored = await readFile(path.join(dir, name)).catch(() => undefined);
      return stored ? cipher.decryptBytes(stored) : undefined;
    },
  };
}

export type SupportFiles = ReturnType<typeof createSupportFiles>;

/**
 * Sends an attachment for download: typed by what it decoded as, never sniffed or cached, and
 * as an attachment (not inline), so nothing a sender made runs in our origin.
 */
export function sendSupportFile(reply: FastifyReply, type: UploadFileType, bytes: Buffer) {
  return reply
    .code(200)
    .type(CONTENT_TYPES[type])
    .header(
      'content-disposition',
      `attachment; filename="attachment.${type === 'jpeg' ? 'jpg' : type}"`,
    )
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', "default-src 'none'; sandbox")
    .header('cross-origin-resource-policy', 'same-origin')
    .send(bytes);
}
