import type { SqlExecutor } from '../db/sql-executor';

/** pg-boss's own schema on our database (created and migrated by pg-boss at start). */
export const JOB_SCHEMA = 'pgboss';

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

/** One job as operators see it: what it was asked to do, how it went, and when. */
export interface JobRecord {
  id: string;
  queue: string;
  state: JobState;
  data: unknown;
  /** The last failure's message (a thrown error, a timeout, a shutdown), or null. */
  error: string | null;
  /** What pg-boss kept: the handler's answer, or the serialized error. */
  output: unknown;
  /** Attempts after the first so far, and how many are allowed. */
  retryCount: number;
  retryLimit: number;
  createdOn: Date;
  startAfter: Date;
  startedOn: Date | null;
  completedOn: Date | null;
}

/** Jobs waiting (created or retry), running and failed, per queue. */
export interface QueueStats {
  queue: string;
  queued: number;
  active: number;
  failed: number;
}

const COLUMNS = `id::text as id, name as queue, state::text as state, data, output,
  retry_count as "retryCount", retry_limit as "retryLimit", created_on as "createdOn",
  start_after as "startAfter", started_on as "startedOn", completed_on as "completedOn"`;

/** pg-boss's own queues (its cron hand-off) are not ours to show. */
const notInternal = (column: string) => `${column} not like '\\_\\_pgboss\\_\\_%'`;

type JobRow = Omit<JobRecord, 'error'>;

/** The message of a failure as pg-boss stores it: a serialized Error, or `{ value }`. */
function errorOf(output: unknown): string | null {
  if (!output || typeof output !== 'object') return null;
  const { message, value } = output as { message?: unknown; value?: unknown };
  if (typeof message === 'string') return message;
  if (typeof value === 'string') return value;
  if (value && typeof value === 'object') return errorOf(value);
  return null;
}

/**
 * Jobs in the given states, newest first, from the live table and the archive
 * (where pg-boss moves finished jobs until it deletes them).
 */
export async function listJobs(
  executor: SqlExecutor,
  options: { states: JobState[]; queue?: string; limit: number },
): Promise<JobRecord[]> {
  const { rows } = await executor.executeSql(
    `select * from (
       select ${COLUMNS} from ${JOB_SCHEMA}.job
       union all
       select ${COLUMNS} from ${JOB_SCHEMA}.archive
     ) jobs
     where state = any($1::text[]) and ($2::text is null or queue = $2) and ${notInternal('queue')}
     order by coalesce("completedOn", "startedOn", "createdOn") desc
     limit $3`,
    [options.states, options.queue ?? null, options.limit],
  );
  return (rows as JobRow[]).map((row) => ({ ...row, error: errorOf(row.output) }));
}

/** One job by id, from the live table or the archive (undefined when unknown or internal). */
export async function findJob(executor: SqlExecutor, id: string): Promise<JobRecord | undefined> {
  const { rows } = await executor.executeSql(
    `select * from (
       select ${COLUMNS} from ${JOB_SCHEMA}.job where id = $1::uuid
       union all
       select ${COLUMNS} from ${JOB_SCHEMA}.archive where id = $1::uuid
     ) jobs
     where ${notInternal('queue')}
     limit 1`,
    [id],
  );
  const row = (rows as JobRow[])[0];
  return row && { ...row, error: errorOf(row.output) };
}

/** Counts of the live jobs per queue (finished jobs are not counted). */
export async function countJobsByQueue(executor: SqlExecutor): Promise<QueueStats[]> {
  const { rows } = await executor.executeSql(
    `select name as queue,
       count(*) filter (where state in ('created', 'retry'))::int as queued,
       count(*) filter (where state = 'active')::int as active,
       count(*) filter (where state = 'failed')::int as failed
     from ${JOB_SCHEMA}.job
     where ${notInternal('name')}
     group by name`,
    [],
  );
  return rows as QueueStats[];
}
