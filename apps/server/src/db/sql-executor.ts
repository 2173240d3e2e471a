import type { DbOrTx } from './database';
import { driverClient, type PgLikeClient, type PgliteLikeClient } from './raw-sql';

/** Runs SQL text with `$n` parameters: the connection shape pg-boss takes (its `db` option). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * A SqlExecutor on the driver under a Drizzle database or transaction: node-postgres's
 * pool (or the transaction's client), or PGlite (or its transaction). Text without
 * parameters may hold several statements (pg-boss's schema and maintenance commands):
 * node-postgres sends it as one simple query, PGlite runs it with `exec`; the last
 * statement's rows are answered.
 */
export function sqlExecutor(db: DbOrTx): SqlExecutor {
  const { client, isPg } = driverClient(db);
  return {
    async executeSql(text, values) {
      if (isPg) {
        const result = (await (client as PgLikeClient).query(text, values)) as
          { rows: unknown[] } | { rows: unknown[] }[];
        return Array.isArray(result) ? (result.at(-1) ?? { rows: [] }) : result;
      }
      const pglite = client as PgliteLikeClient;
      if (values && values.length > 0) return pglite.query(text, values);
      return (await pglite.exec(text)).at(-1) ?? { rows: [] };
    },
  };
}
