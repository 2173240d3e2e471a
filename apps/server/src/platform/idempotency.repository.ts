import type { Db, DbOrTx } from '../db/database';
import { rawRows } from '../db/raw-sql';

/** A key's row as the hook reads it: `statusCode` null while its first request runs. */
export interface IdempotencyRecord {
  requestHash: string;
  statusCode: number | null;
  responseBody: string | null;
}

const CLAIM = {
  name: 'idempotency_claim',
  text: `insert into idempotency_keys (scope, key, request_hash) values ($1, $2, $3)
         on conflict (scope, key) do nothing returning 1 as claimed`,
};
const READ_MANY = {
  name: 'idempotency_read_many',
  text: `select k.scope, k.key, k.request_hash as "requestHash", k.status_code as "statusCode",
                k.response_body as "responseBody"
           from idempotency_keys k
           join unnest($1::text[], $2::text[]) as wanted(scope, key)
             on k.scope = wanted.scope and k.key = wanted.key`,
};
const COMPLETE = {
  name: 'idempotency_complete',
  text: `update idempotency_keys set status_code = $3, response_body = $4, completed_at = now()
          where scope = $1 and key = $2 and status_code is null`,
};
const RECORD = {
  name: 'idempotency_record',
  text: `insert into idempotency_keys (scope, key, request_hash, status_code, response_body, completed_at)
         values ($1, $2, $3, $4, $5, now()) on conflict (scope, key) do nothing`,
};
const RELEASE = {
  name: 'idempotency_release',
  text: `delete from idempotency_keys where scope = $1 and key = $2 and status_code is null`,
};
const PURGE = {
  name: 'idempotency_purge',
  text: `with gone as (delete from idempotency_keys where created_at < $1 returning 1)
         select count(*)::int as purged from gone`,
};

/** Which of these keys are recorded already, read inside the caller's transaction. */
export async function keysRecordedIn(
  tx: DbOrTx,
  wanted: { scope: string; key: string }[],
): Promise<{ scope: string; key: string }[]> {
  return rawRows(tx, READ_MANY, [wanted.map((w) => w.scope), wanted.map((w) => w.key)]);
}

export function createIdempotencyRepository(db: Db) {
  return {
    /** Records the key for this request; false when the key is already known. */
    async claim(scope: string, key: string, requestHash: string): Promise<boolean> {
      const rows = await rawRows(db, CLAIM, [scope, key, requestHash]);
      return rows.length === 1;
    },
    /** Several keys in one statement (the requests that arrive together share it). */
    async readMany(
      wanted: { scope: string; key: string }[],
    ): Promise<(IdempotencyRecord & { scope: string; key: string })[]> {
      return rawRows(db, READ_MANY, [wanted.map((w) => w.scope), wanted.map((w) => w.key)]);
    },
    async complete(scope: string, key: string, statusCode: number, body: string): Promise<void> {
      await rawRows(db, COMPLETE, [scope, key, statusCode, body]);
    },
    /** Records a key with its answer at once (an in-commit key whose request was refused). */
    async record(
      scope: string,
      key: string,
      requestHash: string,
      statusCode: number,
      body: string,
    ): Promise<void> {
      await rawRows(db, RECORD, [scope, key, requestHash, statusCode, body]);
    },
    /** Forgets a key whose request failed before it could change anything, so a retry runs. */
    async release(scope: string, key: string): Promise<void> {
      await rawRows(db, RELEASE, [scope, key]);
    },
    async purgeCreatedBefore(cutoff: Date): Promise<number> {
      const [row] = await rawRows<{ purged: number }>(db, PURGE, [cutoff.toISOString()]);
      return row?.purged ?? 0;
    },
  };
}

export type IdempotencyRepository = ReturnType<typeof createIdempotencyRepository>;
