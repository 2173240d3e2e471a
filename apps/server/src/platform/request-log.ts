import { LogController, type FastifyReply, type FastifyRequest } from 'fastify';

export type RequestLogLevel = 'debug' | 'info' | 'warn' | 'error';

/**
 * The level a finished request is logged at: failures (5xx, or an error while
 * answering) at error, slow answers at warn, client mistakes (4xx) at info, and
 * everything that went well at debug, so a player's clicks do not fill the log.
 */
export function requestLogLevel(
  statusCode: number,
  elapsedMs: number,
  slowMs: number,
  failed = false,
): RequestLogLevel {
  if (failed || statusCode >= 500) return 'error';
  if (elapsedMs >= slowMs) return 'warn';
  if (statusCode >= 400) return 'info';
  return 'debug';
}

/**
 * Fastify's per-request log lines at the levels of requestLogLevel: the
 * 'incoming request' line and the 'route not found' line move to debug, and the
 * 'request completed' line carries method and URL, since at info and above it
 * is the only line a request leaves.
 */
export class RequestLogController extends LogController {
  constructor(private readonly slowMs: number) {
    super();
  }

  override incomingRequest(request: FastifyRequest) {
    request.log.debug({ req: request }, 'incoming request');
  }

  override routeNotFound(request: FastifyRequest) {
    request.log.debug({ req: request }, 'route not found');
  }

  override requestCompleted(
    error: Error | null | undefined,
    request: FastifyRequest,
    reply: FastifyReply,
  ) {
    const responseTime = Math.round(reply.elapsedTime);
    const level = requestLogLevel(reply.statusCode, responseTime, this.slowMs, Boolean(error));
    const line = { req: request, res: reply, responseTime, ...(error ? { err: error } : {}) };
    const message =
      level === 'warn' ? 'slow request' : error ? 'request errored' : 'request completed';
    reply.log[level](line, message);
  }
}
