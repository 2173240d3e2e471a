import { describe, expect, it } from 'vitest';
import type { User } from '../../lib/user';
import { bonusAfterPhoneVerification } from './bonus-after-phone-verification';

const user = (claimed: { welcome: boolean; daily: boolean }, isEmailVerified = true) =>
  ({
    isWelcomeBonusClaimed: claimed.welcome,
    isDailyBonusClaimed: claimed.daily,
    isEmailVerified,
  }) as User;

describe('the bonus offered after a phone verification (SPEC §4)', () => {
  it('offers the welcome bonus first while it is unclaimed', () => {
    expect(bonusAfterPhoneVerification(user({ welcome: false, daily: false }))).toBe(
      'welcomeBonus',
    );
  });

  it('offers the daily bonus once the welcome bonus is claimed', () => {
    expect(bonusAfterPhoneVerification(user({ welcome: true, daily: false }))).toBe('dailyBonus');
  });

  it('does not offer the welcome bonus before the email is verified (the server refuses it)', () => {
    expect(bonusAfterPhoneVerification(user({ welcome: false, daily: false }, false))).toBe(
      'dailyBonus',
    );
    expect(bonusAfterPhoneVerification(user({ welcome: false, daily: true }, false))).toBeNull();
  });

  it('offers nothing when both are claimed', () => {
    expect(bonusAfterPhoneVerification(user({ welcome: true, daily: true }))).toBeNull();
  });
});
