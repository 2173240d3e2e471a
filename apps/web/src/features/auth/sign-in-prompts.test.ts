import { describe, expect, it } from 'vitest';
import type { User } from '../../lib/user';
import { promptsAfterLogin } from './sign-in-prompts';

const user = (overrides: Partial<User>): User => ({
  userId: 1,
  username: 'LuckyStar7',
  email: 'lucky@example.com',
  firstName: 'Lucky',
  middleName: null,
  lastName: 'Star',
  phoneCode: '1',
  phone: '5551234567',
  phoneVerified: true,
  isEmailVerified: true,
  dateOfBirth: '1990-01-15',
  gender: 'female',
  addressLine_1: '100 Main Street',
  addressLine_2: null,
  city: 'Austin',
  state: 44,
  country: 199,
  zipCode: '73301',
  profileImage: null,
  referralCode: 'ABCD2345',
  kycStatus: 'NOT_STARTED',
  isWelcomeBonusClaimed: false,
  isDailyBonusClaimed: false,
  ...overrides,
});

describe('dialogs after a login (SPEC §4)', () => {
  it('a verified player with a complete profile gets none', () => {
    expect(promptsAfterLogin(user({}))).toEqual([]);
  });

  it('an unverified email comes first, then the complete-profile prompt', () => {
    expect(promptsAfterLogin(user({ isEmailVerified: false, firstName: null }))).toEqual([
      'emailVerification',
      'completeProfile',
    ]);
  });

  it('a missing profile field alone asks to complete the profile', () => {
    expect(promptsAfterLogin(user({ addressLine_1: null }))).toEqual(['completeProfile']);
  });
});
