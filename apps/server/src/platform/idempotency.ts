import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { stringify } from 'safe-stable-stringify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
  isValidIdempotencyKey,
} from '@app/contracts/idempotency';
import type { Db } from '../db/database';
import { AppError } from './app-error';
import { createIdempotencyRepository } from './idempotency.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route moves money or claims something: it needs an Idempotency-Key (decision 021). */
    idempotent?: boolean;
  }
  interface FastifyRequest {
    /** The key this request holds while it runs (set only on idempotent routes). */
    idempotency?: { scope: string; key: string };
  }
}

/** The hourly job that deletes keys past the time they are kept for. */
export const PURGE_IDEMPOTENCY_KEYS_QUEUE = 'purge-idempotency-keys';

/** How long a request waits for the first request of its key to finish before answering 1011. */
const WAIT_SCHEDULE_MS = [10, 20, 40, 80, 160, 320, 640, 1000, 1000];

/** What the key protects: the route, its parameters and its body, canonically serialized. */
export function requestFingerprint(request: FastifyRequest): string {
  const what = stringify({
    method: request.method,
    route: request.routeOptions.url,
    params: request.params ?? null,
    query: request.query ?? null,
    body: request.body ?? null,
  });
  return createHash('sha256')
    .update(what ?? '')
    .digest('hex');
}

/**
 * Who the key belongs to: keys are per caller, never shared between players or staff members.
 * A staff route has run the staff guard (request.staff); a player route has request.auth.
 */
function scopeOf(request: FastifyRequest): string {
  if (request.staff) return `staff:${request.staff.id}`;
  if (!request.auth) throw new AppError('Unauthorized');
  return `player:${request.auth.userId}`;
}

/**
 * Idempotency keys (ARCHITECTURE.md "Requests that move money"): a route with
 * `config: { idempotent: true }` needs an `Idempotency-Key` header. The first request with a
 * key runs and its answer (status and body) is kept; the same key with the same request
 * answers that again (`Idempotent-Replayed: true`) and moves nothing; with another request it
 * is refused (1009); while the first still runs, a second waits for it briefly, then answers
 * 1011. Keys live at least 24 hours. A failure of ours (5xx) before anything was decided
 * releases the key so that the retry runs; a timeout (504) keeps it, since the work may
 * still commit.
 */
export function registerIdempotency(app: FastifyInstance, deps: { db: Db }) {
  const keys = createIdempotencyRepository(deps.db);

  app.addHook('preHandler', async (request, reply) => {
    if (!request.routeOptions.config.idempotent) return;
    const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (!isValidIdempotencyKey(key)) throw new AppError('IdempotencyKeyRequired');
    const scope = scopeOf(request);
    const fingerprint = requestFingerprint(request);
    if (await keys.claim(scope, key, fingerprint)) {
      request.idempotency = { scope, key };
      return;
    }
    for (const wait of [0, ...WAIT_SCHEDULE_MS]) {
      if (wait > 0) await delay(wait);
      const record = await keys.read(scope, key);
      if (!record) {
        // Released by a failed first request: this one runs in its place.
        if (await keys.claim(scope, key, fingerprint)) {
          request.idempotency = { scope, key };
          return;
        }
        continue;
      }
      if (record.requestHash !== fingerprint) throw new AppError('IdempotencyConflict');
      if (record.statusCode !== null) {
        return reply
          .code(record.statusCode)
          .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
          .type('application/json')
          .send(record.responseBody ?? '');
      }
    }
    throw new AppError('IdempotencyInProgress');
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = undefined;
    const status = reply.statusCode;
    try {
      if (status === 504) return payload;
      if (status >= 500) await keys.release(held.scope, held.key);
      else
        await keys.complete(
          held.scope,
          held.key,
          status,
          typeof payload === 'string' ? payload : '',
        );
    } catch (error) {
      request.log.error({ err: error }, 'could not record the answer of an idempotency key');
    }
    return payload;
  });

  return {
    /** Deletes the keys older than the time they are kept for (a scheduled job's work). */
    purgeExpired: (now = new Date()) =>
      keys.purgeCreatedBefore(new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000)),
  };
}
