import sharp from 'sharp';
import { PDFDocument } from 'pdf-lib';
import type { UploadFileType } from '@app/contracts/document-upload';

/**
 * Uploads are judged by decoding them, never by their first bytes alone: a PNG
 * signature followed by HTML is no PNG (decision 020). What is stored is what
 * these functions answer.
 */

/** Larger images are refused before they are decoded (a 6000 × 4000 photo fits). */
export const MAX_IMAGE_PIXELS = 24_000_000;

export type ImageType = Extract<UploadFileType, 'png' | 'jpeg'>;

export interface DecodedUpload {
  type: UploadFileType;
  /** The bytes to store: an image re-encoded without its metadata, a PDF as received. */
  bytes: Buffer;
  /** The file extension to store it under, which is what it is served by. */
  extension: 'png' | 'jpg' | 'pdf';
}

/**
 * Decodes an image that claims to be a PNG or a JPEG and re-encodes it in the
 * same format: EXIF, GPS, ICC and comments are dropped (after turning the
 * pixels upright by the EXIF orientation), and anything after the image data
 * is gone. Answers null when the bytes do not decode completely as the type claimed.
 */
export async function decodeImage(
  bytes: Buffer,
  claimed: ImageType,
): Promise<DecodedUpload | null> {
  try {
    const image = sharp(bytes, { failOn: 'error', limitInputPixels: MAX_IMAGE_PIXELS });
    const { format } = await image.metadata();
    if (format !== claimed) return null;
    const upright = image.rotate();
    const clean =
      claimed === 'png'
        ? await upright.png().toBuffer()
        : await upright.jpeg({ quality: 90 }).toBuffer();
    return { type: claimed, bytes: clean, extension: claimed === 'png' ? 'png' : 'jpg' };
  } catch {
    return null;
  }
}

/**
 * Parses a file that claims to be a PDF with pdf-lib: it must have a readable
 * cross-reference, catalog and at least one page, and not be encrypted (a
 * reviewer could not open it). The bytes are kept as received. Null otherwise.
 */
export async function parsePdf(bytes: Buffer): Promise<DecodedUpload | null> {
  try {
    const document = await PDFDocument.load(bytes, {
      updateMetadata: false,
      throwOnInvalidObject: true,
    });
    if (document.getPageCount() < 1) return null;
    return { type: 'pdf', bytes, extension: 'pdf' };
  } catch {
    return null;
  }
}

/** The upload decoded as the type it claims (from its name and MIME type), or null. */
export function decodeUpload(
  bytes: Buffer,
  claimed: UploadFileType,
): Promise<DecodedUpload | null> {
  return claimed === 'pdf' ? parsePdf(bytes) : decodeImage(bytes, claimed);
}
