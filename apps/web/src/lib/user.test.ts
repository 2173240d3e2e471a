import { describe, expect, it } from 'vitest';
import { isProfileIncomplete, missingProfileFields, type User } from './user';

const completeUser: User = {
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
  gender: 'other',
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
};

describe('complete-profile check (SPEC §4)', () => {
  it('a profile with every required field is complete; optional ones may be empty', () => {
    expect(missingProfileFields(completeUser)).toEqual([]);
    expect(isProfileIncomplete(completeUser)).toBe(false);
  });

  it('lists each missing or blank required field', () => {
    const user: User = { ...completeUser, gender: null, state: null, zipCode: '  ', phone: null };
    expect(missingProfileFields(user)).toEqual(['gender', 'phone', 'state', 'zipCode']);
    expect(isProfileIncomplete(user)).toBe(true);
  });
});
