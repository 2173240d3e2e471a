import { getTableName, sql } from 'drizzle-orm';
import type { AnyPgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { Tx } from './database';

/**
 * Catalogue seeds insert rows with fixed ids (game 1 is always the same game,
 * so links and tests can name it). Inserting explicit ids does not move an
 * identity column's sequence; this moves it past the largest id so the next
 * row an operator adds gets a free id.
 */
export async function syncIdentitySequence(tx: Tx, table: PgTable, column: AnyPgColumn) {
  const tableName = getTableName(table);
  await tx.execute(
    sql`select setval(pg_get_serial_sequence(${`"${tableName}"`}, ${column.name}), coalesce((select max(${sql.identifier(column.name)}) from ${sql.identifier(tableName)}), 0) + 1, false)`,
  );
}
