import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { ERRORS, type ErrorDefinition } from '@app/contracts/error-codes';
import { AppError } from './app-error';

/** The envelope: SPEC §8's errors list, and the request id a player can quote to support. */
export function errorBody(request: FastifyRequest, items: Record<string, unknown>[]) {
  return { errors: items, requestId: request.id };
}

function send(
  request: FastifyRequest,
  reply: FastifyReply,
  status: number,
  items: Record<string, unknown>[],
) {
  return reply.code(status).type('application/json').send(errorBody(request, items));
}

function item(def: ErrorDefinition, description = def.message) {
  return { errorCode: def.code, name: def.name, description };
}

/** Turns every failure into `{ errors: [{ errorCode, name, description }], requestId }` (ARCHITECTURE.md). */
export function registerErrorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request: FastifyRequest, reply: FastifyReply) => {
    if (error instanceof AppError) {
      if (error.httpStatus >= 500) request.log.error({ err: error }, 'request failed');
      return send(request, reply, error.httpStatus, [error.toItem()]);
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const field = first?.instancePath.replace(/^\//, '').replaceAll('/', '.');
      const description = first?.message ?? ERRORS.ValidationError.message;
      return send(request, reply, 400, [
        { ...item(ERRORS.ValidationError, description), ...(field ? { field } : {}) },
      ]);
    }
    const status = error.statusCode ?? 500;
    if (status === 429) return send(request, reply, 429, [item(ERRORS.TooManyRequests)]);
    if (status >= 400 && status < 500) {
      // Malformed JSON, wrong content type, body too large, bad multipart: the client's fault.
      const description =
        error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE'
          ? `Unsupported content type: ${request.headers['content-type'] ?? 'none'}. Send application/json.`
          : error.code === 'FST_ERR_CTP_BODY_TOO_LARGE'
            ? 'The request body is too large.'
            : error.message;
      const code = status === 404 ? ERRORS.NotFound : ERRORS.ValidationError;
      return send(request, reply, status === 415 || status === 413 ? 400 : status, [
        item(code, description),
      ]);
    }
    request.log.error({ err: error }, 'unexpected error');
    return send(request, reply, 500, [
      item(
        ERRORS.InternalServerError,
        `${ERRORS.InternalServerError.message} (reference ${request.id})`,
      ),
    ]);
  });
}

export function apiNotFound(request: FastifyRequest, reply: FastifyReply) {
  return send(request, reply, 404, [
    item(ERRORS.NotFound, `No API route ${request.method} ${request.url.split('?')[0]}`),
  ]);
}
