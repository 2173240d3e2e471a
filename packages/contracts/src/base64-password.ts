/**
 * Passwords travel base64-encoded (SPEC §3, §7): the UTF-8 bytes of the
 * password, standard alphabet, with padding. These helpers use atob/btoa and
 * TextEncoder/TextDecoder, which exist both in browsers and in Node.
 */

import { z } from 'zod';

export const NOT_BASE64_MESSAGE = 'Password must be base64-encoded';

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/** The plain password → what the client sends. */
export function encodeBase64Password(password: string): string {
  let binary = '';
  for (const byte of new TextEncoder().encode(password)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

/**
 * What the client sent → the plain password, or null when the text is not
 * strict base64 (padding required, no whitespace) or its bytes are not UTF-8.
 */
export function decodeBase64Password(encoded: string): string | null {
  if (!BASE64.test(encoded)) return null;
  const binary = atob(encoded);
  const bytes = Uint8Array.from(binary, (char) => char.charCodeAt(0));
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes);
  } catch {
    return null;
  }
}

/**
 * A request field holding a base64-encoded password. The value stays encoded
 * (the schema never hands out the plain password, so a client that parses a
 * payload before sending it still sends base64); the decoded password must
 * pass `plain`, and its messages come out unchanged, on this field.
 * The server decodes again with `decodeBase64Password` after validation.
 */
export function base64PasswordField(plain: z.ZodType<string>, requiredMessage: string) {
  return z.string({ error: requiredMessage }).superRefine((encoded, ctx) => {
    const decoded = decodeBase64Password(encoded);
    if (decoded === null) {
      ctx.addIssue({ code: 'custom', message: NOT_BASE64_MESSAGE });
      return;
    }
    const result = plain.safeParse(decoded);
    if (result.success) return;
    for (const issue of result.error.issues) {
      ctx.addIssue({ code: 'custom', message: issue.message, path: issue.path });
    }
  });
}
