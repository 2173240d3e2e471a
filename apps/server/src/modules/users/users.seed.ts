import type { SeedStep } from '../../db/seed';
import { hashPassword } from '../../platform/password-hashing';
import { users } from './users.tables';

/** The demo accounts the README lists. */
export const DEMO_PLAYER = {
  email: 'demo@goldensweeps.test',
  password: 'Player!Demo2026',
  username: 'DemoPlayer',
};
export const DEMO_OPERATOR = {
  email: 'admin@goldensweeps.test',
  password: 'Admin!Ops2026x',
  username: 'Operator1',
};

export const demoAccountsSeed: SeedStep = {
  name: 'demo-accounts-v1',
  async run(tx) {
    await tx
      .insert(users)
      .values([
        {
          email: DEMO_PLAYER.email,
          username: DEMO_PLAYER.username,
          passwordHash: await hashPassword(DEMO_PLAYER.password),
          referralCode: 'DEMOPLAY',
          isEmailVerified: true,
          phoneCode: '1',
          phone: '5555550100',
          phoneVerified: true,
          firstName: 'Demo',
          lastName: 'Player',
          gender: 'other',
          dateOfBirth: '1990-01-15',
          addressLine1: '100 Main Street',
          city: 'Austin',
          stateId: 44,
          zipCode: '73301',
          kycStatus: 'APPROVED',
        },
        {
          email: DEMO_OPERATOR.email,
          username: DEMO_OPERATOR.username,
          passwordHash: await hashPassword(DEMO_OPERATOR.password),
          referralCode: 'OPERATOR',
          role: 'admin',
          isEmailVerified: true,
          isInternalUser: true,
          firstName: 'Casino',
          lastName: 'Operator',
        },
      ])
      .onConflictDoNothing();
  },
};
