import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '../../db/database';
import { openTestDatabase } from '../../test/test-database';
import {
  auditYears,
  dropYearsPastRetention,
  makeYearsAhead,
  rowsOutsideYears,
} from './audit-partitions';
import { createAuditService } from './audit.service';

let database: Database;
const audit = createAuditService();
const actor = { staffId: null, staffEmail: 'system', ip: null };

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  await database.close();
});

async function partitionOf(action: string) {
  const rows = await queryRows<{ part: string }>(
    database.db,
    sql`select tableoid::regclass::text as part from audit_log where action = ${action}`,
  );
  return rows.map((r) => r.part);
}

async function insertAt(action: string, at: string) {
  await database.db.execute(
    sql`insert into audit_log (at, staff_email, action) values (${at}::timestamptz, 'system', ${action})`,
  );
}

/** The error the database raised (drizzle wraps it in a "Failed query" error). */
const raised = (work: Promise<unknown>) =>
  work.catch((error: Error & { cause?: Error }) => {
    throw error.cause ?? error;
  });

describe('the audit log by year (decision 070)', () => {
  it('is partitioned by year, this year and the next made, each row in its year', async () => {
    const [partitioned] = await queryRows<{ n: number }>(
      database.db,
      sql`select count(*)::int as n from pg_partitioned_table where partrelid = 'audit_log'::regclass`,
    );
    expect(partitioned!.n).toBe(1);
    const year = new Date().getUTCFullYear();
    const names = (await auditYears(database.db)).map((y) => y.name);
    expect(names).toEqual(expect.arrayContaining([`audit_log_${year}`, `audit_log_${year + 1}`]));
    await audit.record(database.db, actor, { action: 'test.partition-now' });
    expect(await partitionOf('test.partition-now')).toEqual([`audit_log_${year}`]);
  });

  it('makes the coming year once, however often the job runs; a year ends at midnight UTC', async () => {
    const at = new Date(Date.UTC(2031, 10, 20));
    const made = await makeYearsAhead(database.db, at);
    expect(made).toEqual(['audit_log_2031', 'audit_log_2032']);
    expect(await makeYearsAhead(database.db, at)).toEqual(made);
    await insertAt('test.partition-last', '2031-12-31T23:59:59.999Z');
    await insertAt('test.partition-first', '2032-01-01T00:00:00Z');
    expect(await partitionOf('test.partition-last')).toEqual(['audit_log_2031']);
    expect(await partitionOf('test.partition-first')).toEqual(['audit_log_2032']);
  });

  it('keeps refusing UPDATE, DELETE and TRUNCATE, on the log and on a year', async () => {
    await audit.record(database.db, actor, { action: 'test.partition-guard' });
    const [part] = await partitionOf('test.partition-guard');
    for (const statement of [
      sql`update audit_log set action = 'changed' where action = 'test.partition-guard'`,
      sql`delete from audit_log where action = 'test.partition-guard'`,
      sql.raw(`truncate "${part}"`),
      sql.raw(`truncate audit_log`),
      sql.raw(`truncate audit_log_default`),
    ])
      await expect(raised(database.db.execute(statement))).rejects.toThrow(/append-only/);
    expect(await partitionOf('test.partition-guard')).toEqual([part]);
  });

  it('drops only the years past retention, with their rows', async () => {
    for (const year of [2008, 2009, 2010])
      await makeYearsAhead(database.db, new Date(Date.UTC(year, 5, 1)));
    await insertAt('test.partition-old', '2009-06-15T12:00:00Z');
    await insertAt('test.partition-kept', '2010-06-15T12:00:00Z');
    // Seven years kept after 2009 ended: on any day of 2017 the years up to 2009 go, 2010 stays.
    const dropped = await dropYearsPastRetention(database.db, new Date(Date.UTC(2017, 0, 1)), 7);
    expect(dropped).toEqual(['audit_log_2008', 'audit_log_2009']);
    expect(await partitionOf('test.partition-old')).toEqual([]);
    expect(await partitionOf('test.partition-kept')).toEqual(['audit_log_2010']);
  });

  it('counts a row that found no year, kept in the default partition', async () => {
    expect(await rowsOutsideYears(database.db)).toBe(0);
    await insertAt('test.partition-outside', '2099-06-01T00:00:00Z');
    expect(await partitionOf('test.partition-outside')).toEqual(['audit_log_default']);
    expect(await rowsOutsideYears(database.db)).toBe(1);
  });
});
