import {
  AUDIT_CSV_MAX_ROWS,
  ZAuditQuery,
  ZAuditSearchResponse,
  type TAuditQuery,
} from '@app/contracts/staff-admin';
import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { StaffGuard } from '../staff/staff-guard';
import { auditCsv } from './audit-csv';
import type { AuditQuery, AuditRow } from './audit.repository';
import type { AuditService } from './audit.service';

const tags = ['staff'];
const DEFAULT_LIMIT = 50;

const toQuery = (q: TAuditQuery, limit: number): AuditQuery => ({
  staffId: q.staffId,
  playerId: q.playerId,
  action: q.action || undefined,
  from: q.from ? new Date(q.from) : undefined,
  to: q.to ? new Date(q.to) : undefined,
  beforeId: q.beforeId,
  limit,
});

const entry = (row: AuditRow) => ({ ...row, at: row.at.toISOString() });

/** Search and CSV export of the audit log (permission audit.read). */
export function auditRoutes(app: ApiApp, deps: { db: Db; audit: AuditService; guard: StaffGuard }) {
  const { db, audit, guard } = deps;

  app.get(
    '/admin/audit',
    {
      schema: {
        tags,
        summary: 'Audit entries, newest first; page with beforeId',
        querystring: ZAuditQuery,
        response: { 200: ZAuditSearchResponse },
      },
      onRequest: guard.require('audit.read'),
    },
    async (request) => {
      const limit = request.query.limit ?? DEFAULT_LIMIT;
      const rows = await audit.search(db, toQuery(request.query, limit));
      const last = rows.at(-1);
      return {
        data: {
          rows: rows.map(entry),
          nextBeforeId: rows.length === limit && last ? last.id : null,
        },
      };
    },
  );

  app.get(
    '/admin/audit.csv',
    {
      schema: {
        tags,
        summary: `The same search as CSV, at most ${AUDIT_CSV_MAX_ROWS} rows`,
        querystring: ZAuditQuery.omit({ limit: true }),
      },
      onRequest: guard.require('audit.read'),
    },
    async (request, reply) => {
      const rows = await audit.search(db, toQuery(request.query, AUDIT_CSV_MAX_ROWS));
      return reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .send(auditCsv(rows));
    },
  );
}
