import type { Db } from '../db/database';
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
const READ = {
  name: 'idempotency_read',
  text: `select request_hash as "requestHash", status_code as "statusCode",
                response_body as "responseBody"
           from idempotency_keys where scope = $1 and key = $2`,
};
const COMPLETE = {
  name: 'idempotency_complete',
  text: `update idempotency_keys set status_code = $3, response_body = $4, completed_at = now()
          where scope = $1 and key = $2 and status_code is null`,
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

export function createIdempotencyRepository(db: Db) {
  return {
    /** Records the key for this request; false when the key is already known. */
    async claim(scope: string, key: string, requestHash: string): Promise<boolean> {
      const rows = await rawRows(db, CLAIM, [scope, key, requestHash]);
      return rows.length === 1;
    },
    async read(scope: string, key: string): Promise<IdempotencyRecord | undefined> {
      const [row] = await rawRows<IdempotencyRecord>(db, READ, [scope, key]);
      return row;
    },
    async complete(scope: string, key: string, statusCode: number, body: string): Promise<void> {
      await rawRows(db, COMPLETE, [scope, key, statusCode, body]);
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
