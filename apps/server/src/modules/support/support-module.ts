import type { TSupportStaffRef } from '@app/contracts/support';
import type { Db } from '../../db/database';
import type { ApiApp } from '../../platform/api-app';
import type { FieldCipher } from '../../platform/field-encryption';
import type { Mailer } from '../../platform/mailer';
import type { RateLimiter } from '../../platform/rate-limiter';
import type { AuditService } from '../audit/audit.service';
import type { StaffGuard } from '../staff/staff-guard';
import type { UserRow } from '../users/users.repository';
import { supportAdminRoutes } from './support-admin.routes';
import { createSupportFiles } from './support-files';
import { supportRoutes } from './support.routes';
import { createSupportService } from './support.service';

/** Contact Us and the support inbox (decision 061). */
export function createSupportModule(deps: {
  db: Db;
  mailer: Mailer;
  audit: AuditService;
  limiter: RateLimiter;
  cipher: FieldCipher;
  /** Where attachments are kept: beside the public uploads, never served by /uploads/. */
  attachmentsDir: string;
  siteUrl: string;
  /** The player's account (the users service's). */
  findUser: (userId: number) => Promise<UserRow | undefined>;
  /** The staff module's: active members with support.tickets, and any member by id. */
  team: () => Promise<TSupportStaffRef[]>;
  staffRef: (staffId: number) => Promise<TSupportStaffRef | undefined>;
}) {
  const support = createSupportService({
    ...deps,
    files: createSupportFiles(deps.attachmentsDir, deps.cipher),
    async player(userId) {
      const user = await deps.findUser(userId);
      return user
        ? {
            id: user.id,
            username: user.username,
            email: user.email,
            firstName: user.firstName,
            lastName: user.lastName,
          }
        : undefined;
    },
  });
  return {
    support,
    routes(api: ApiApp, guard: StaffGuard) {
      supportRoutes(api, { support });
      supportAdminRoutes(api, { support, guard });
    },
  };
}
