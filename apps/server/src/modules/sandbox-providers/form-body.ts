import type { FastifyInstance } from 'fastify';
import { NUL_BYTE_MESSAGE } from '@app/contracts/text-input';
import { AppError } from '../../platform/app-error';
import { formHasNulByte } from '../../platform/nul-bytes';

/** Form posts to provider pages are small: a few short fields. */
const FORM_BODY_LIMIT = 32 * 1024;

/**
 * Parses `application/x-www-form-urlencoded` bodies (the browser's form posts
 * to the provider pages) into a plain object of strings; a repeated field
 * keeps its last value; a field holding a NUL refuses the form (400, decision 042). Registered
 * inside the sandbox plugin only.
 */
export function registerFormBody(app: FastifyInstance) {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
    (_request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      const form = new URLSearchParams(text);
      if (formHasNulByte(form))
        return done(new AppError('ValidationError', NUL_BYTE_MESSAGE), undefined);
      done(null, Object.fromEntries(form));
    },
  );
}
