/**
 * Which files a player may upload (SPEC §5 "Document upload", §9 file types):
 * KYC documents are PNG, JPEG, JPG or PDF; the profile picture is an image only.
 * A file passes when its extension is allowed and its MIME type agrees with it.
 * An unknown MIME type ('' or application/octet-stream, which some browsers and
 * multipart parsers report) is judged by the extension alone; the server then
 * checks the bytes themselves with `sniffFileType`.
 */

export const DOCUMENT_FILE_MESSAGE = 'Please select a PNG, JPEG, JPG, or PDF file.';
export const AVATAR_FILE_MESSAGE = 'Please select a PNG, JPEG, or JPG file.';

export type UploadFileType = 'png' | 'jpeg' | 'pdf';

/** Extension → the kind of file it names. */
const EXTENSION_TYPES: Readonly<Record<string, UploadFileType>> = {
  png: 'png',
  jpeg: 'jpeg',
  jpg: 'jpeg',
  pdf: 'pdf',
};

/** MIME type → the kind of file it names ('image/jpg' is not registered but browsers send it). */
const MIME_TYPES: Readonly<Record<string, UploadFileType>> = {
  'image/png': 'png',
  'image/jpeg': 'jpeg',
  'image/jpg': 'jpeg',
  'application/pdf': 'pdf',
};

const UNKNOWN_MIME_TYPES = new Set(['', 'application/octet-stream']);

export const DOCUMENT_EXTENSIONS = ['png', 'jpeg', 'jpg', 'pdf'] as const;
export const DOCUMENT_MIME_TYPES = [
  'image/png',
  'image/jpeg',
  'image/jpg',
  'application/pdf',
] as const;
export const AVATAR_EXTENSIONS = ['png', 'jpeg', 'jpg'] as const;
export const AVATAR_MIME_TYPES = ['image/png', 'image/jpeg', 'image/jpg'] as const;
/** For the file input's accept attribute. */
export const DOCUMENT_ACCEPT = '.png,.jpeg,.jpg,.pdf,image/png,image/jpeg,application/pdf';
export const AVATAR_ACCEPT = '.png,.jpeg,.jpg,image/png,image/jpeg';

function extensionOf(fileName: string): string {
  const dot = fileName.lastIndexOf('.');
  return dot === -1 ? '' : fileName.slice(dot + 1).toLowerCase();
}

/** The kind of file the name and MIME type agree on, or null. */
export function uploadFileType(fileName: string, mimeType: string): UploadFileType | null {
  const byExtension = EXTENSION_TYPES[extensionOf(fileName)];
  if (!byExtension) return null;
  const mime = mimeType.trim().toLowerCase().split(';')[0]?.trim() ?? '';
  if (UNKNOWN_MIME_TYPES.has(mime)) return byExtension;
  return MIME_TYPES[mime] === byExtension ? byExtension : null;
}

/** The SPEC message when a KYC document is not PNG, JPEG, JPG or PDF; otherwise null. */
export function documentFileError(fileName: string, mimeType: string): string | null {
  return uploadFileType(fileName, mimeType) === null ? DOCUMENT_FILE_MESSAGE : null;
}

/** The message when a profile picture is not PNG, JPEG or JPG; otherwise null. */
export function avatarFileError(fileName: string, mimeType: string): string | null {
  const type = uploadFileType(fileName, mimeType);
  return type === 'png' || type === 'jpeg' ? null : AVATAR_FILE_MESSAGE;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[]): boolean =>
  signature.every((byte, index) => bytes[index] === byte);

/** What the first bytes of a file say it is: PNG, JPEG or PDF signature, or null. */
export function sniffFileType(bytes: Uint8Array): UploadFileType | null {
  if (startsWith(bytes, [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])) return 'png';
  if (startsWith(bytes, [0xff, 0xd8, 0xff])) return 'jpeg';
  if (startsWith(bytes, [0x25, 0x50, 0x44, 0x46, 0x2d])) return 'pdf'; // %PDF-
  return null;
}
