import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPostgresDatabase } from '../test/test-database';
import { createStatementNamer, namingClient } from './statement-names';

/**
 * The pool's client prepares hot parameterised statements once per connection (decision 071):
 * what PostgreSQL holds for the connection is read from pg_prepared_statements. Runs where a
 * PostgreSQL is configured (CI's second pass sets TEST_DATABASE_URL).
 */
describe('hot statements prepared once per connection', () => {
  let created: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let pool: pg.Pool;
  const prepared = async () =>
    (
      await pool.query<{ name: string; statement: string }>(
        'select name, statement from pg_prepared_statements order by name',
      )
    ).rows;

  beforeAll(async () => {
    created = await createPostgresDatabase(process.env.TEST_DATABASE_URL!, { prefix: 'named' });
    // One connection, so every query below runs on the same session.
    pool = new pg.Pool({
      connectionString: created.url,
      max: 1,
      Client: namingClient(createStatementNamer({ hotAfter: 2, maxNamed: 3 })),
    });
  });
  afterAll(async () => {
    await pool.end();
    await created.drop();
  });

  it('prepares a parameterised text from its second call on, and answers it as before', async () => {
    const text = 'select $1::int + 1 as n';
    expect((await pool.query(text, [1])).rows).toEqual([{ n: 2 }]);
    expect(await prepared()).toEqual([]);
    expect((await pool.query({ text, values: [2] })).rows).toEqual([{ n: 3 }]);
    expect((await pool.query(text, [3])).rows).toEqual([{ n: 4 }]);
    expect(await prepared()).toEqual([{ name: expect.stringMatching(/^s_/), statement: text }]);
  });

  it('sends plain text (several commands, no parameters) as it is, and keeps a caller’s name', async () => {
    for (let i = 0; i < 3; i++) await pool.query('select 1; select 2');
    const named = { name: 'callers_own', text: 'select $1::text as t', values: ['a'] };
    expect((await pool.query(named)).rows).toEqual([{ t: 'a' }]);
    expect((await pool.query(named)).rows).toEqual([{ t: 'a' }]);
    const names = (await prepared()).map((p) => p.name);
    expect(names).toContain('callers_own');
    expect(names.filter((n) => n.startsWith('s_'))).toHaveLength(1);
  });

  it('names no more texts than its bound; the others still answer', async () => {
    for (const k of [1, 2, 3, 4]) {
      for (let i = 0; i < 2; i++) {
        expect((await pool.query(`select $1::int * ${k} as n`, [2])).rows).toEqual([{ n: 2 * k }]);
      }
    }
    expect((await prepared()).filter((p) => p.name.startsWith('s_'))).toHaveLength(3);
  });
});
