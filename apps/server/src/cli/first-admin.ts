import { ZStaffCreateRequest } from '@app/contracts/staff-admin';
import type { Db } from '../db/database';
import { createAuditService } from '../modules/audit/audit.service';
import { createStaffAdminService } from '../modules/staff/staff-admin.service';
import { countStaffWithRole } from '../modules/staff/staff.repository';

/**
 * Creates an admin from the command line: how a production back office gets its first member
 * (production seeds no demo staff). Refuses while an active admin exists, unless `force`
 * (a lost last admin is replaced this way). The temporary password is answered once; the
 * member enrols an authenticator at the first sign-in. Audited as done by "cli".
 */
export async function createAdminFromCli(
  db: Db,
  input: { email: string; name: string; force?: boolean },
) {
  const request = ZStaffCreateRequest.parse({
    email: input.email,
    name: input.name,
    role: 'admin',
  });
  if (!input.force) {
    if ((await countStaffWithRole(db, 'admin')) > 0)
      throw new Error(
        'An admin already exists: add members from the back office, or pass --force.',
      );
  }
  const staffAdmin = createStaffAdminService({ db, audit: createAuditService() });
  return staffAdmin.create({ staffId: null, staffEmail: 'cli', ip: null }, request);
}
