import type { FastifyInstance } from 'fastify';
import { hasNoNulByte, NUL_BYTE_MESSAGE } from '@app/contracts/text-input';
import { AppError } from './app-error';

/** True when a text holds a NUL character (PostgreSQL refuses it in text). */
export const hasNulByte = (text: string): boolean => !hasNoNulByte(text);

/**
 * True when a raw request URL (path or query) carries a NUL, encoded (`%00`) or not: the router
 * and the query parser decode it into path parameters and query values.
 */
export const urlHasNulByte = (url: string): boolean => url.includes('%00') || hasNulByte(url);

/** True when a name or a value of a form (URLSearchParams entries) holds a NUL. */
export function formHasNulByte(entries: Iterable<[string, string]>): boolean {
  for (const [name, value] of entries) if (hasNulByte(name) || hasNulByte(value)) return true;
  return false;
}

/**
 * Refuses, before any other hook, a request whose URL carries a NUL (400 ValidationError):
 * no path parameter or query value reaches a handler, a log or PostgreSQL with one (decision 042).
 */
export function registerUrlNulGuard(app: FastifyInstance) {
  app.addHook('onRequest', (request, _reply, done) => {
    if (urlHasNulByte(request.raw.url ?? request.url))
      return done(new AppError('ValidationError', NUL_BYTE_MESSAGE));
    done();
  });
}
