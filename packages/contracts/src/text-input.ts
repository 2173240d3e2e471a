/**
 * Text no request may carry: a NUL character, which PostgreSQL refuses in text (decision 042).
 * The server refuses it in URLs and bodies before any work; form schemas whose fields the
 * server reads itself (multipart) refuse it with the same message.
 */
export const NUL_BYTE_MESSAGE = 'The request contains a NUL character (%00), which is not allowed.';

/** True when a text holds no NUL character (for zod `.refine`). */
export const hasNoNulByte = (text: string): boolean => !text.includes('\0');
