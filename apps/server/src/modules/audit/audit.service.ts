import type { DbOrTx } from '../../db/database';
import { insertAudit, searchAudit, type AuditQuery } from './audit.repository';

/** Who did it, as every audited action knows it. */
export interface AuditActor {
  staffId: number | null;
  staffEmail: string;
  ip: string | null;
}

/** A staff member acting: every back-office action has one (the system acts with a null id). */
export type StaffActor = AuditActor & { staffId: number };

export interface AuditEntry {
  action: string;
  playerId?: number | null;
  target?: string | null;
  before?: unknown;
  after?: unknown;
  detail?: unknown;
}

/**
 * The append-only audit log of staff actions (ARCHITECTURE.md "Back office"). Write an entry in
 * the same transaction as the change it records (`db` may be that transaction), so that a
 * change never happens unrecorded and a refused change leaves no entry.
 */
export function createAuditService() {
  return {
    async record(db: DbOrTx, actor: AuditActor, entry: AuditEntry): Promise<void> {
      await insertAudit(db, {
        staffId: actor.staffId,
        staffEmail: actor.staffEmail,
        ip: actor.ip,
        action: entry.action,
        playerId: entry.playerId ?? null,
        target: entry.target ?? null,
        before: entry.before ?? null,
        after: entry.after ?? null,
        detail: entry.detail ?? null,
      });
    },
    search(db: DbOrTx, query: AuditQuery) {
      return searchAudit(db, query);
    },
  };
}

export type AuditService = ReturnType<typeof createAuditService>;
