import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { AVATAR_FILE_MESSAGE, type UploadFileType } from '@app/contracts/document-upload';
import { AppError } from '../../platform/app-error';
import { decodeImage } from '../../platform/upload-decoding';

/** The largest art file accepted (a 2× desktop banner as a PNG fits). */
export const ART_MAX_BYTES = 5 * 1024 * 1024;
export const ART_SIZE_MESSAGE = 'The image must be 5 MB or smaller.';

/**
 * Banner, popup and promotion art (decision 059), stored as the profile pictures are: decoded as
 * the PNG or JPEG it claims to be and re-encoded without its metadata (decision 020), under a
 * random name in the public uploads' content folder, served by /uploads/. Anything else is
 * refused and nothing is written.
 */
export function createContentArt(uploadsDir: string) {
  const dir = path.join(uploadsDir, 'content');
  return {
    async save(bytes: Buffer, claimed: UploadFileType | null): Promise<string> {
      const image =
        claimed === 'png' || claimed === 'jpeg' ? await decodeImage(bytes, claimed) : null;
      if (!image) throw new AppError('ValidationError', AVATAR_FILE_MESSAGE);
      await mkdir(dir, { recursive: true });
      const name = `${randomBytes(16).toString('hex')}.${image.extension}`;
      await writeFile(path.join(dir, name), image.bytes, { flag: 'wx' });
      return `/uploads/content/${name}`;
    },
  };
}

export type ContentArt = ReturnType<typeof createContentArt>;
