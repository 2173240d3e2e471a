import { createHash } from 'node:crypto';
import { setTimeout as delay } from 'node:timers/promises';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { stringify } from 'safe-stable-stringify';
import {
  IDEMPOTENCY_KEY_HEADER,
  IDEMPOTENCY_KEY_TTL_HOURS,
  IDEMPOTENT_REPLAYED_HEADER,
  isValidIdempotencyKey,
} from '@app/contracts/idempotency';
import type { Db } from '../db/database';
import { AppError } from './app-error';
import { createBatchLoader } from './batch-loader';
import { createIdempotencyRepository } from './idempotency.repository';

declare module 'fastify' {
  interface FastifyContextConfig {
    /**
     * The route moves money or claims something: it needs an Idempotency-Key (decision 021).
     * `'in-commit'`: its handler writes the key and its answer in the commit of its own work
     * (`request.idempotency`, an AnswerKey), instead of a claim before and a record after it
     * (decision 041).
     */
    idempotent?: boolean | 'in-commit';
  }
  interface FastifyRequest {
    /** The key this request holds while it runs (set only on idempotent routes). */
    idempotency?: HeldKey;
  }
}

/**
 * A key of an `'in-commit'` route that no answer is recorded under yet: the handler records its
 * answer under it in the same commit as its effect, and sets `recordedBody` to what it recorded.
 */
export interface AnswerKey {
  scope: string;
  key: string;
  requestHash: string;
  recordedBody?: string;
}

type HeldKey = { scope: string; key: string } & (
  { inCommit?: false } | ({ inCommit: true } & AnswerKey)
);

/** The key an `'in-commit'` route's handler records its answer under, if it has one. */
export const answerKeyOf = (request: FastifyRequest): AnswerKey | undefined =>
  request.idempotency?.inCommit ? request.idempotency : undefined;

/** The body of a success answer, as the handler records it and as it is sent. */
export const answerBody = (data: unknown) => JSON.stringify({ data });

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
  /** `scope\nkey`: the keys read by requests arriving together share one statement. */
  const recordOf = createBatchLoader(async (ids: string[]) => {
    const wanted = ids.map((id) => {
      const [scope = '', key = ''] = id.split('\n');
      return { scope, key };
    });
    return new Map((await keys.readMany(wanted)).map((r) => [`${r.scope}\n${r.key}`, r]));
  });
  /**
   * Keys of `'in-commit'` routes running on this instance: nothing in the database says so until
   * their commit, so a second request with one of them waits here for the first to answer.
   */
  const running = new Map<string, Promise<void>>();

  /** Answers the recorded answer again, refuses another request, or waits for the first (1011). */
  async function answerFromRecord(
    reply: FastifyReply,
    scope: string,
    key: string,
    fingerprint: string,
    claimWhenFree: boolean,
  ): Promise<'free' | 'answered'> {
    for (const wait of [0, ...WAIT_SCHEDULE_MS]) {
      if (wait > 0) await delay(wait);
      const record = await recordOf(`${scope}\n${key}`);
      if (!record) {
        // Never recorded, or released by a failed first request: this one runs in its place.
        if (!claimWhenFree || (await keys.claim(scope, key, fingerprint))) return 'free';
        continue;
      }
      if (record.requestHash !== fingerprint) throw new AppError('IdempotencyConflict');
      if (record.statusCode !== null) {
        reply
          .code(record.statusCode)
          .header(IDEMPOTENT_REPLAYED_HEADER, 'true')
          .type('application/json')
          .send(record.responseBody ?? '');
        return 'answered';
      }
    }
    throw new AppError('IdempotencyInProgress');
  }

  /** An `'in-commit'` route: no write before the handler; it records the answer with its effect. */
  async function holdInCommit(
    request: FastifyRequest,
    reply: FastifyReply,
    scope: string,
    key: string,
    fingerprint: string,
  ) {
    const id = `${scope}\n${key}`;
    // One request of a key at a time on this instance; the others wait their turn, then find
    // the answer it recorded.
    for (let first = running.get(id); first; first = running.get(id)) await first;
    let done!: () => void;
    const turn = new Promise<void>((resolve) => {
      done = () => {
        if (running.get(id) === turn) running.delete(id);
        resolve();
      };
    });
    running.set(id, turn);
    let found;
    try {
      found = await answerFromRecord(reply, scope, key, fingerprint, false);
    } catch (error) {
      done();
      throw error;
    }
    if (found === 'answered') {
      done();
      return 'answered';
    }
    request.idempotency = { scope, key, requestHash: fingerprint, inCommit: true };
    reply.raw.once('close', () => done());
    runningDone.set(request, done);
    return 'free';
  }
  const runningDone = new WeakMap<FastifyRequest, () => void>();

  app.addHook('preHandler', async (request, reply) => {
    const mode = request.routeOptions.config.idempotent;
    if (!mode) return;
    const key = request.headers[IDEMPOTENCY_KEY_HEADER.toLowerCase()];
    if (!isValidIdempotencyKey(key)) throw new AppError('IdempotencyKeyRequired');
    const scope = scopeOf(request);
    const fingerprint = requestFingerprint(request);
    if (mode === 'in-commit') {
      if ((await holdInCommit(request, reply, scope, key, fingerprint)) === 'answered')
        return reply;
      return;
    }
    if (await keys.claim(scope, key, fingerprint)) {
      request.idempotency = { scope, key };
      return;
    }
    if ((await answerFromRecord(reply, scope, key, fingerprint, true)) === 'answered') return reply;
    request.idempotency = { scope, key };
  });

  app.addHook('onSend', async (request, reply, payload) => {
    const held = request.idempotency;
    if (!held) return payload;
    request.idempotency = undefined;
    const status = reply.statusCode;
    const body = typeof payload === 'string' ? payload : '';
    try {
      if (held.inCommit) {
        // Recorded with its effect; a refusal (4xx) moved nothing and is recorded now, so that
        // the same key answers it again; a failure of ours (5xx, 504) records nothing.
        if (held.recordedBody === undefined && status < 500)
          await keys.record(held.scope, held.key, held.requestHash, status, body);
      } else if (status === 504) {
        return payload;
      } else if (status >= 500) await keys.release(held.scope, held.key);
      else await keys.complete(held.scope, held.key, status, body);
    } catch (error) {
      request.log.error({ err: error }, 'could not record the answer of an idempotency key');
    } finally {
      runningDone.get(request)?.();
    }
    return payload;
  });

  return {
    /** Deletes the keys older than the time they are kept for (a scheduled job's work). */
    purgeExpired: (now = new Date()) =>
      keys.purgeCreatedBefore(new Date(now.getTime() - IDEMPOTENCY_KEY_TTL_HOURS * 3_600_000)),
  };
}
