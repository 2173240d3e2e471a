import type { FastifyInstance } from 'fastify';

/** Form posts to provider pages are small: a few short fields. */
const FORM_BODY_LIMIT = 32 * 1024;

/**
 * Parses `application/x-www-form-urlencoded` bodies (the browser's form posts
 * to the provider pages) into a plain object of strings; a repeated field
 * keeps its last value. Registered inside the sandbox plugin only.
 */
export function registerFormBody(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      done(null, Object.fromEntries(new URLSearchParams(text)));
    },
  );
}
