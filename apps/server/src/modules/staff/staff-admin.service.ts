import { randomBytes } from 'node:crypto';
import type {
  TStaffCreateRequest,
  TStaffListItem,
  TStaffListPage,
  TStaffListQuery,
  TStaffUpdateRequest,
} from '@app/contracts/staff-admin';
import type { Db } from '../../db/database';
import { AppError } from '../../platform/app-error';
import { hashPassword } from '../../platform/password-hashing';
import type { AuditActor, AuditService } from '../audit/audit.service';
import {
  endSessionsOf,
  insertStaff,
  listStaff,
  staffById,
  updateStaff,
  type StaffRow,
} from './staff.repository';

function listItem(row: StaffRow): TStaffListItem {
  return {
    id: row.id,
    email: row.email,
    name: row.name,
    role: row.role,
    isActive: row.isActive,
    totpEnrolled: row.totpEnabledAt !== null,
    createdAt: row.createdAt.toISOString(),
    lastLoginAt: row.lastLoginAt?.toISOString() ?? null,
  };
}

const audited = (row: StaffRow) => ({ role: row.role, isActive: row.isActive });

/** Admins create staff members, change their role or status and reset their second factor. */
export function createStaffAdminService(deps: { db: Db; audit: AuditService }) {
  const { db, audit } = deps;

  /** Locks nothing out: an admin cannot demote or deactivate themselves. */
  async function changeOf(actor: AuditActor, staffId: number) {
    const row = await staffById(db, staffId);
    if (!row) throw new AppError('NotFound', 'This staff member was not found.');
    return { row, self: actor.staffId === staffId };
  }

  return {
    /**
     * One page of the staff list, filtered and sorted here: a casino has tens of staff members,
     * so reading them all is one small query.
     */
    async list(query: TStaffListQuery): Promise<TStaffListPage> {
      const q = query.q?.toLowerCase();
      const rows = (await listStaff(db))
        .map(listItem)
        .filter((row) => !query.role || row.role === query.role)
        .filter((row) => !q || row.name.toLowerCase().includes(q) || row.email.includes(q));
      const direction = query.order === 'asc' ? 1 : -1;
      rows.sort((a, b) => direction * a[query.sort].localeCompare(b[query.sort]) || a.id - b.id);
      const start = (query.page - 1) * query.pageSize;
      return { rows: rows.slice(start, start + query.pageSize), count: rows.length };
    },

    /** A new member with a temporary password (answered once); they enrol TOTP at first sign-in. */
    async create(actor: AuditActor, input: TStaffCreateRequest) {
      const temporaryPassword = randomBytes(12).toString('base64url');
      const passwordHash = await hashPassword(temporaryPassword);
      return db.transaction(async (tx) => {
        const row = await insertStaff(tx, { ...input, passwordHash });
        if (!row) throw new AppError('StaffEmailExists');
        await audit.record(tx, actor, {
          action: 'staff.create',
          target: `staff:${row.id}`,
          after: { email: row.email, name: row.name, ...audited(row) },
        });
        return { staff: listItem(row), temporaryPassword };
      });
    },

    /** A new role or status; deactivating ends the member's sessions. */
    async update(actor: AuditActor, staffId: number, change: TStaffUpdateRequest) {
      const { row: before, self } = await changeOf(actor, staffId);
      if (self && (change.isActive === false || (change.role && change.role !== 'admin')))
        throw new AppError('ValidationError', 'You cannot demote or deactivate yourself.');
      return db.transaction(async (tx) => {
        const [after] = await updateStaff(tx, staffId, change);
        if (!after) throw new AppError('NotFound', 'This staff member was not found.');
        if (!after.isActive) await endSessionsOf(tx, staffId, new Date());
        await audit.record(tx, actor, {
          action: 'staff.update',
          target: `staff:${staffId}`,
          before: audited(before),
          after: audited(after),
        });
        return { staff: listItem(after) };
      });
    },

    /** Clears the authenticator and recovery codes: the member enrols again at next sign-in. */
    async resetTwoFactor(actor: AuditActor, staffId: number) {
      const { row: before } = await changeOf(actor, staffId);
      return db.transaction(async (tx) => {
        const [after] = await updateStaff(tx, staffId, {
          totpSecret: null,
          totpEnabledAt: null,
          lastTotpStep: null,
          recoveryCodeHashes: [],
        });
        if (!after) throw new AppError('NotFound', 'This staff member was not found.');
        await endSessionsOf(tx, staffId, new Date());
        await audit.record(tx, actor, {
          action: 'staff.reset-2fa',
          target: `staff:${staffId}`,
          before: { totpEnrolled: before.totpEnabledAt !== null },
          after: { totpEnrolled: false },
        });
        return { staff: listItem(after) };
      });
    },
  };
}

export type StaffAdminService = ReturnType<typeof createStaffAdminService>;
