import { describe, expect, it } from 'vitest';
import { PUBLISHED_DEFAULTS } from '../config';
import { createFieldCipher } from '../platform/field-encryption';
import { seedStepsFor } from '../seed-steps';
import { createPostgresDatabase } from '../test/test-database';
import { openDatabase, type Db } from './database';
import { seedDatabase } from './seed';

/**
 * Instances started together on an empty PostgreSQL database (a deploy of N instances, or a
 * restart of all of them): each migrates and seeds it, and none fails on another's half-done
 * work; the seed is written once (decision 063).
 * Runs where a PostgreSQL is configured (CI's second pass sets TEST_DATABASE_URL).
 */
describe('migrations of instances that start together', () => {
  it('every instance opens the database; each migration and seed step is applied once', async () => {
    const created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, {
      prefix: 'migrate_twice',
    });
    try {
      const cipher = createFieldCipher(PUBLISHED_DEFAULTS.DATA_ENCRYPTION_KEY);
      let preparing = 0;
      let overlapped = false;
      const prepare = async (db: Db) => {
        preparing += 1;
        overlapped ||= preparing > 1;
        try {
          await seedDatabase(db, seedStepsFor('test'), { cipher });
        } finally {
          preparing -= 1;
        }
      };
      const opened = await Promise.allSettled(
        [1, 2, 3].map(() => openDatabase({ url: created.url, poolSize: 4, prepare })),
      );
      const databases = opened.flatMap((o) => (o.status === 'fulfilled' ? [o.value] : []));
      try {
        expect(opened.map((o) => (o.status === 'rejected' ? String(o.reason) : 'opened'))).toEqual([
          'opened',
          'opened',
          'opened',
        ]);
        const applied = await databases[0]!.db.execute(
          'select hash, count(*)::int as n from drizzle.__drizzle_migrations group by hash having count(*) > 1',
        );
        expect((applied as unknown as { rows: unknown[] }).rows).toEqual([]);
        expect(overlapped).toBe(false);
        const admins = await databases[0]!.db.execute(
          "select count(*)::int as n from users where username = 'DemoPlayer'",
        );
        expect((admins as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
      } finally {
        await Promise.all(databases.map((d) => d.close()));
      }
    } finally {
      await created.drop();
    }
  });
});
