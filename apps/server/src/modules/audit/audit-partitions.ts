import { sql } from 'drizzle-orm';
import { queryRows, type DbOrTx } from '../../db/database';
import type { JobQueue } from '../../platform/job-queue';

/** The daily job that makes the audit log's coming year and drops the years past retention (decision 070). */
export const AUDIT_PARTITIONS_QUEUE = 'audit-partitions';

const YEAR_NAME = /^audit_log_(\d{4})$/;

/** Makes the year of `at` and the next one if missing (audit_log_make_year, migration 0049). */
export async function makeYearsAhead(db: DbOrTx, at: Date): Promise<string[]> {
  const made: string[] = [];
  for (const year of [at.getUTCFullYear(), at.getUTCFullYear() + 1]) {
    const [row] = await queryRows<{ name: string }>(
      db,
      sql`select audit_log_make_year(${`${year}-01-01`}::date) as name`,
    );
    made.push(row!.name);
  }
  return made;
}

/** The log's yearly partitions, oldest first. */
export async function auditYears(db: DbOrTx): Promise<{ name: string; year: number }[]> {
  const rows = await queryRows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_inherits i
          join pg_class c on c.oid = i.inhrelid
         where i.inhparent = 'audit_log'::regclass`,
  );
  return rows
    .flatMap(({ name }) => {
      const m = YEAR_NAME.exec(name);
      return m ? [{ name, year: Number(m[1]) }] : [];
    })
    .sort((a, b) => a.year - b.year);
}

/**
 * Drops the years that ended `retentionYears` or more years before `at` (UTC): the only way rows
 * leave the append-only log. Answers the names dropped.
 */
export async function dropYearsPastRetention(db: DbOrTx, at: Date, retentionYears: number) {
  const lastDropped = at.getUTCFullYear() - retentionYears - 1;
  const dropped: string[] = [];
  for (const { name, year } of await auditYears(db)) {
    if (year > lastDropped) break;
    await db.execute(sql.raw(`drop table "${name}"`));
    dropped.push(name);
  }
  return dropped;
}

/** Rows that found no year (they wait in the default partition; the job reports them). */
export async function rowsOutsideYears(db: DbOrTx): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from audit_log_default`,
  );
  return row?.n ?? 0;
}

/** Once a day, on one instance: the coming year made, the years past retention dropped. */
export function scheduleAuditPartitions(
  jobs: JobQueue,
  db: DbOrTx,
  options: { retentionYears: number; now?: () => Date },
) {
  const now = options.now ?? (() => new Date());
  jobs.define(
    AUDIT_PARTITIONS_QUEUE,
    async () => {
      const at = now();
      const made = await makeYearsAhead(db, at);
      const dropped = await dropYearsPastRetention(db, at, options.retentionYears);
      const outside = await rowsOutsideYears(db);
      if (outside > 0) throw new Error(`${outside} audit rows are outside every year partition`);
      return { made, dropped };
    },
    { retryLimit: 2, expireInSeconds: 300 },
  );
  jobs.schedule(AUDIT_PARTITIONS_QUEUE, { cron: '41 3 * * *' });
}
