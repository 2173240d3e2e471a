import { DEMO_STAFF } from '@app/contracts/demo-staff';
import type { StaffRole } from '@app/contracts/staff-permissions';
import type { SeedStep } from '../../db/seed';
import { hashPassword } from '../../platform/password-hashing';
import { staffMembers } from './staff.tables';

export { DEMO_STAFF };

/** The demo staff, their TOTP secrets encrypted with the app's DATA_ENCRYPTION_KEY. */
export const demoStaffSeed: SeedStep = {
  name: 'demo-staff-v1',
  async run(tx, { cipher }) {
    const enrolledAt = new Date();
    const rows = await Promise.all(
      Object.entries(DEMO_STAFF).map(async ([role, member]) => ({
        email: member.email,
        name: member.name,
        role: role as StaffRole,
        passwordHash: await hashPassword(member.password),
        totpSecret: cipher.encrypt(member.totpSecret),
        totpEnabledAt: enrolledAt,
      })),
    );
    await tx.insert(staffMembers).values(rows).onConflictDoNothing();
  },
};
