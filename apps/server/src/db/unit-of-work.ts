import type { PgTransactionConfig } from 'drizzle-orm/pg-core';
import type { Db, Tx } from './database';
import { sqlState } from './db-errors';

/** A database transaction plus work to do once it has committed (events, notifications). */
export interface UnitOfWork {
  tx: Tx;
  afterCommit(task: () => void): void;
}

const RETRYABLE = new Set(['40001', '40P01']);
const MAX_ATTEMPTS = 6;

/**
 * Runs `work` in one transaction. A serialization failure or deadlock retries
 * the whole transaction; the after-commit tasks run only once it has committed.
 */
export async function inTransaction<T>(
  db: Db,
  work: (uow: UnitOfWork) => Promise<T>,
  config?: PgTransactionConfig,
): Promise<T> {
  for (let attempt = 1; ; attempt += 1) {
    const tasks: (() => void)[] = [];
    try {
      const result = await db.transaction(
        (tx) => work({ tx, afterCommit: (task) => tasks.push(task) }),
        config,
      );
      for (const task of tasks) task();
      return result;
    } catch (error) {
      const state = sqlState(error);
      if (attempt < MAX_ATTEMPTS && state !== undefined && RETRYABLE.has(state)) {
        await new Promise((r) => setTimeout(r, Math.min(50, 2 ** attempt)));
        continue;
      }
      throw error;
    }
  }
}
