import { DEMO_SECOND_ADMIN, DEMO_STAFF } from '@app/contracts/demo-staff';
import type { StaffRole } from '@app/contracts/staff-permissions';
import type { SeedStep } from '../../db/seed';
import { hashPassword } from '../../platform/password-hashing';
import { staffMembers } from './staff.tables';

export { DEMO_SECOND_ADMIN, DEMO_STAFF };

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

/** The second demo admin, who approves what the first proposes (dual control, decision 058). */
export const demoSecondAdminSeed: SeedStep = {
  name: 'demo-staff-second-admin-v1',
  async run(tx, { cipher }) {
    await tx
      .insert(staffMembers)
      .values({
        email: DEMO_SECOND_ADMIN.email,
        name: DEMO_SECOND_ADMIN.name,
        role: 'admin',
        passwordHash: await hashPassword(DEMO_SECOND_ADMIN.password),
        totpSecret: cipher.encrypt(DEMO_SECOND_ADMIN.totpSecret),
        totpEnabledAt: new Date(),
      })
      .onConflictDoNothing();
  },
};
