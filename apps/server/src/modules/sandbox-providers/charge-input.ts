import { SandboxRequestError } from './sandbox-errors';

/**
 * Checks of what the merchant sends the sandbox providers (server to server):
 * a bad value is the merchant's bug, refused with a message naming it.
 */
export const REFERENCE_ID_MAX = 64;

export function assertReferenceId(referenceId: string): void {
  if (
    typeof referenceId !== 'string' ||
    referenceId.length === 0 ||
    referenceId.length > REFERENCE_ID_MAX ||
    /[\s\p{Cc}]/u.test(referenceId)
  ) {
    throw new SandboxRequestError(
      `referenceId must be 1 to ${REFERENCE_ID_MAX} characters without spaces`,
    );
  }
}

export function assertAmountCents(amountCents: number): void {
  if (!Number.isSafeInteger(amountCents) || amountCents <= 0) {
    throw new SandboxRequestError(
      `amountCents must be a positive whole number of cents, got ${String(amountCents)}`,
    );
  }
}

/**
 * Where a provider page may send the browser back: a path of this site
 * ('/user/store/...') or an absolute http(s) URL. Never javascript: or data:.
 */
export function assertReturnUrl(url: string, field: string): void {
  const isPath = url.startsWith('/') && !url.startsWith('//') && !url.includes('\\');
  let isHttp = false;
  if (!isPath) {
    try {
      const parsed = new URL(url);
      isHttp = parsed.protocol === 'http:' || parsed.protocol === 'https:';
    } catch {
      isHttp = false;
    }
  }
  if ((!isPath && !isHttp) || url.length > 2000 || /[\s\p{Cc}]/u.test(url)) {
    throw new SandboxRequestError(
      `${field} must be a path of this site or an http(s) URL of at most 2000 characters`,
    );
  }
}
