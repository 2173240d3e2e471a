import { sqlState } from '../../db/db-errors';
import { AppError } from '../../platform/app-error';
import { answerKeyTaken } from '../../platform/idempotency-answers';

/** What a written batch answers: each request's result or refusal, and what to announce once committed. */
export interface WrittenBatch<R> {
  settlements: ({ result: R } | { error: unknown })[];
  /** Called once the batch has committed and every request has its answer. */
  announce(): void;
}

export interface BatchQueueOptions<Q extends { userId: number }, R> {
  /**
   * Writes the requests (at most `maxBatch`, arrival order) in one commit and answers each one's
   * settlement. Throws when nothing was written as a whole.
   */
  write: (requests: Q[]) => Promise<WrittenBatch<R>>;
  /** Told of the players of a batch once it has been written or has failed, before anyone hears of it. */
  finished?: (players: number[]) => void;
  /** Batches written at the same time; they never share a player, so none waits on another's locks. */
  maxInFlight?: number;
  maxBatch?: number;
  /** At most one request of a player per batch (when a request reads what the one before wrote). */
  onePerPlayer?: boolean;
}

/**
 * The database answered the statement with an error, so it wrote nothing (a guard, a key used
 * before, a deadlock...). Without an SQLSTATE (a connection lost on the way) the statement may
 * have committed, and its requests must not be played again.
 */
export const refusedByDatabase = (error: unknown) => sqlState(error) !== undefined;

/**
 * Requests that arrive while a batch is being written share the next one (decision 015): up to
 * `maxInFlight` batches are written at once, none with a player of another. If a batch fails as a
 * whole, its requests are written one by one so that only the spoiled one fails.
 */
export function createBatchQueue<Q extends { userId: number }, R>(
  options: BatchQueueOptions<Q, R>,
) {
  const maxBatch = options.maxBatch ?? 64;
  const maxInFlight = Math.max(1, options.maxInFlight ?? 4);
  type Pending = { request: Q; resolve: (r: R) => void; reject: (e: unknown) => void };
  let pending: Pending[] = [];
  let inFlight = 0;
  let scheduled = false;
  /** Players with a request in a batch being written: their next requests wait for the next batch. */
  const busy = new Set<number>();

  async function settle(batch: Pending[]) {
    const players = () => batch.map((p) => p.request.userId);
    let written;
    try {
      written = await options.write(batch.map((p) => p.request));
    } catch (error) {
      options.finished?.(players());
      if (batch.length === 1 || !refusedByDatabase(error)) {
        // Another request recorded this one's key first (another instance ran the same request).
        const refusal = answerKeyTaken(error) ? new AppError('IdempotencyInProgress') : error;
        for (const waiting of batch) waiting.reject(refusal);
        return;
      }
      // One request spoiled the batch (nothing of it was written): each alone, so the others go through.
      for (const one of batch) await settle([one]);
      return;
    }
    // Before anyone hears of it: what was read ahead of these requests is stale from now on.
    options.finished?.(players());
    written.settlements.forEach((s, i) => {
      const waiting = batch[i]!;
      if ('result' in s) waiting.resolve(s.result);
      else waiting.reject(s.error);
    });
    written.announce();
  }

  /** Starts batches of waiting requests, in arrival order, of players who have none in flight. */
  function pump() {
    scheduled = false;
    while (inFlight < maxInFlight && pending.length > 0) {
      const batch: Pending[] = [];
      const rest: Pending[] = [];
      const held = new Set<number>();
      const taken = new Set<number>();
      for (const p of pending) {
        const userId = p.request.userId;
        const free =
          !busy.has(userId) && !held.has(userId) && !(options.onePerPlayer && taken.has(userId));
        if (batch.length < maxBatch && free) {
          batch.push(p);
          taken.add(userId);
        } else {
          rest.push(p);
          held.add(userId);
        }
      }
      if (batch.length === 0) return;
      pending = rest;
      for (const id of taken) busy.add(id);
      inFlight += 1;
      void settle(batch).finally(() => {
        for (const id of taken) busy.delete(id);
        inFlight -= 1;
        pump();
      });
    }
  }

  return {
    /** Writes the request in the next batch that may take it; answers once it has committed. */
    submit(request: Q) {
      return new Promise<R>((resolve, reject) => {
        pending.push({ request, resolve, reject });
        if (!scheduled) {
          scheduled = true;
          setImmediate(pump);
        }
      });
    },
  };
}
