import { and, desc, eq, gte, lt, lte, sql, type SQL } from 'drizzle-orm';
import type { DbOrTx } from '../../db/database';
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

export function searchAudit(db: DbOrTx, query: AuditQuery): Promise<AuditRow[]> {
  const where: SQL[] = [];
  if (query.staffId !== undefined) where.push(eq(auditLog.staffId, query.staffId));
  if (query.playerId !== undefined) where.push(eq(auditLog.playerId, query.playerId));
  if (query.action)
    where.push(
      query.action.endsWith('.')
        ? sql`${auditLog.action} like ${`${query.action.replace(/[%_\\]/g, '\\$&')}%`}`
        : eq(auditLog.action, query.action),
    );
  if (query.target !== undefined) where.push(eq(auditLog.target, query.target));
  if (query.from) where.push(gte(auditLog.at, query.from));
  if (query.to) where.push(lte(auditLog.at, query.to));
  if (query.beforeId !== undefined) where.push(lt(auditLog.id, query.beforeId));
  return db
    .select()
    .from(auditLog)
    .where(and(...where))
    .orderBy(desc(auditLog.id))
    .limit(query.limit);
}
