import { sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
import { preparedStatement, rawRows } from '../../db/raw-sql';
import { auditLog } from './audit.tables';

export type AuditRow = typeof auditLog.$inferSelect;
export type NewAuditRow = typeof auditLog.$inferInsert;

export interface AuditQuery {
  staffId?: number;
  playerId?: number;
  /** Exact action, or a prefix ending in `.` (`player.` finds every player action). */
  action?: string;
  /** What else it concerned, exactly (`game:7`). */
  target?: string;
  from?: Date;
  to?: Date;
  /** Rows with an id below this (keyset paging, newest first). */
  beforeId?: number;
  limit: number;
}

export function insertAudit(db: DbOrTx, row: NewAuditRow) {
  return db.insert(auditLog).values(row);
}

/** The columns of a row as AuditRow names them (a prepared statement answers the SQL's names). */
const ROW = sql`id, at, staff_id as "staffId", staff_email as "staffEmail", ip, action,
  player_id as "playerId", target, before, after, detail`;

/**
 * The rows matching every filter given, newest first. Prepared per filter combination: the log is
 * partitioned by year (decision 070), and planning over every year cost more than running.
 */
export async function searchAudit(db: DbOrTx, query: AuditQuery): Promise<AuditRow[]> {
  const where: SQL[] = [sql`true`];
  if (query.staffId !== undefined) where.push(sql`staff_id = ${query.staffId}`);
  if (query.playerId !== undefined) where.push(sql`player_id = ${query.playerId}`);
  if (query.action)
    where.push(
      query.action.endsWith('.')
        ? sql`action like ${`${query.action.replace(/[%_\\]/g, '\\$&')}%`}`
        : sql`action = ${query.action}`,
    );
  if (query.target !== undefined) where.push(sql`target = ${query.target}`);
  if (query.from) where.push(sql`at >= ${query.from}`);
  if (query.to) where.push(sql`at <= ${query.to}`);
  if (query.beforeId !== undefined) where.push(sql`id < ${query.beforeId}`);
  const { statement, params } = preparedStatement(
    'audit_search',
    sql`select ${ROW} from audit_log where ${sql.join(where, sql` and `)}
      order by id desc limit ${query.limit}`,
  );
  const rows = await rawRows<
    Omit<AuditRow, 'id' | 'at'> & { id: number | string; at: Date | string }
  >(db, statement, params);
  return rows.map((r) => ({ ...r, id: Number(r.id), at: new Date(r.at) }));
}
