import { createHash } from 'node:crypto';
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
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
  /**
   * Another module's function called on this part's answer in the same statement,
   * `wrapper(wrapperArg, fn(arg))`: it runs after `fn`, sees what `fn` wrote and answers `fn`'s
   * answer unchanged (the idempotency answers of a batch of rounds, decision 041).
   */
  wrappedBy?: { fn: string; arg: unknown };
}

type Answers<P extends readonly CallPart<unknown>[]> = {
  [K in keyof P]: P[K] extends CallPart<infer T> ? T : never;
};

/** PostgreSQL keeps 63 bytes of a statement's name: longer names would collide once cut. */
const NAME_MAX = 63;
const longNames = new Map<string, string>();

/** `readable` when it fits, else its start and a hash of the text (computed once per text). */
export function statementName(readable: string, text: string): string {
  if (readable.length <= NAME_MAX) return readable;
  let name = longNames.get(text);
  if (name === undefined) {
    const hash = createHash('sha256').update(text).digest('hex').slice(0, 16);
    name = `${readable.slice(0, NAME_MAX - hash.length - 1)}_${hash}`;
    longNames.set(text, name);
  }
  return name;
}

/**
 * Calls the parts' functions in one statement, in the order given: one round trip, and, outside
 * a transaction, all of them or (when one raises) none of them.
 */
export async function callTogether<P extends readonly CallPart<unknown>[]>(
  db: DbOrTx,
  ...parts: P
): Promise<Answers<P>> {
  const names = parts.flatMap((p) => (p.wrappedBy ? [p.wrappedBy.fn, p.fn] : [p.fn]));
  for (const fn of names) {
    if (!/^[a-z_]+$/.test(fn)) throw new Error(`not a function name: ${fn}`);
  }
  const values: string[] = [];
  const param = (arg: unknown) => {
    values.push(JSON.stringify(arg));
    return `$${values.length}::json`;
  };
  const calls = parts.map((p, i) => {
    const call = `${p.fn}(${param(p.arg)})`;
    const wrapped = p.wrappedBy ? `${p.wrappedBy.fn}(${param(p.wrappedBy.arg)}, ${call})` : call;
    return `${wrapped} as p${i}`;
  });
  const text = `select ${calls.join(', ')}`;
  const readable = `call_${parts.map((p) => (p.wrappedBy ? `${p.wrappedBy.fn}_of_${p.fn}` : p.fn)).join('__')}`;
  const [row] = await rawRows<Record<string, unknown>>(
    db,
    { name: statementName(readable, text), text },
    values,
  );
  return parts.map((p, i) => p.read(row?.[`p${i}`])) as Answers<P>;
}

const dialect = new PgDialect();
const preparedNames = new Map<string, string>();

/**
 * `query` as a statement prepared once per connection under a name derived from its text: a query
 * built from optional filters has a handful of texts, each parsed and planned once per connection
 * instead of on every call (what a partitioned table's planning costs, decision 070). Values stay
 * parameters, so one text serves every caller.
 */
export function preparedStatement(
  prefix: string,
  query: SQL,
): { statement: RawStatement; params: unknown[] } {
  const { sql: text, params } = dialect.sqlToQuery(query);
  let name = preparedNames.get(text);
  if (name === undefined) {
    name = `${prefix}_${createHash('sha256').update(text).digest('hex').slice(0, 16)}`;
    preparedNames.set(text, name);
  }
  return { statement: { name, text }, params };
}
