import type { DbOrTx } from './database';

/**
 * Hand-written SQL for the hottest paths (a batch of game rounds), on either driver and inside the
 * caller's Drizzle transaction. On PostgreSQL the statement is prepared once per connection under
 * its `name` (parse and plan once, then only bind and execute); PGlite runs the same text.
 * Column names come back as the SQL spells them, so statements alias them in camelCase.
 */
export interface RawStatement {
  /** Unique per text: a prepared statement's name is bound to one SQL text on every connection. */
  name: string;
  text: string;
}

export interface PgLikeClient {
  query(config: { name: string; text: string; values: unknown[] }): Promise<{ rows: unknown[] }>;
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}
export interface PgliteLikeClient {
  query(text: string, params?: unknown[]): Promise<{ rows: unknown[] }>;
  exec(text: string): Promise<{ rows: unknown[] }[]>;
}

/** The driver client under a Drizzle database or transaction (a pg PoolClient / Pool, or PGlite). */
export function driverClient(db: DbOrTx): {
  client: PgLikeClient | PgliteLikeClient;
  isPg: boolean;
} {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  if (!client || typeof (client as { query?: unknown }).query !== 'function') {
    throw new Error('raw SQL needs a Drizzle database or transaction with a driver client');
  }
  // PGlite (and its transaction object) exposes `exec`; node-postgres clients and pools do not.
  const isPg = typeof (client as { exec?: unknown }).exec !== 'function';
  return { client: client as PgLikeClient | PgliteLikeClient, isPg };
}

export async function rawRows<T>(
  db: DbOrTx,
  statement: RawStatement,
  params: unknown[],
): Promise<T[]> {
  const { client, isPg } = driverClient(db);
  const result = isPg
    ? await (client as PgLikeClient).query({
        name: statement.name,
        text: statement.text,
        values: params,
      })
    : await (client as PgliteLikeClient).query(statement.text, params);
  return result.rows as T[];
}

/**
 * One module's share of a statement that several modules write together: a SQL function of the
 * module's (from a migration) that takes one JSON argument, and how to read what it answers.
 */
export interface CallPart<T> {
  fn: string;
  arg: unknown;
  read: (value: unknown) => T;
}

type Answers<P extends readonly CallPart<unknown>[]> = {
  [K in keyof P]: P[K] extends CallPart<infer T> ? T : never;
};

/**
 * Calls the parts' functions in one statement, in the order given: one round trip, and, outside
 * a transaction, all of them or (when one raises) none of them.
 */
export async function callTogether<P extends readonly CallPart<unknown>[]>(
  db: DbOrTx,
  ...parts: P
): Promise<Answers<P>> {
  for (const { fn } of parts) {
    if (!/^[a-z_]+$/.test(fn)) throw new Error(`not a function name: ${fn}`);
  }
  const names = parts.map((p) => p.fn);
  const [row] = await rawRows<Record<string, unknown>>(
    db,
    {
      name: `call_${names.join('__')}`,
      text: `select ${names.map((fn, i) => `${fn}($${i + 1}::json) as p${i}`).join(', ')}`,
    },
    parts.map((p) => JSON.stringify(p.arg)),
  );
  return parts.map((p, i) => p.read(row?.[`p${i}`])) as Answers<P>;
}
