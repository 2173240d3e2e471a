import { describe, expect, it } from 'vitest';
import {
  isVerifyEmailPath,
  referralCodeFrom,
  resetTokenFrom,
  searchWithout,
  verifyEmailTokenFrom,
} from './auth-link-params';

describe('links that open account dialogs (SPEC §2 Routes)', () => {
  it('reads the referral code of any link and ignores a blank one', () => {
    expect(referralCodeFrom('?referralcode=FRIEND42')).toBe('FRIEND42');
    expect(referralCodeFrom('?page=2&referralcode=%20AB12%20')).toBe('AB12');
    expect(referralCodeFrom('?referralcode=')).toBeNull();
    expect(referralCodeFrom('')).toBeNull();
  });

  it('a token on any path but /user/verifyEmail is a password-reset token', () => {
    expect(resetTokenFrom('/user/forgotPassword', '?token=abc')).toBe('abc');
    expect(resetTokenFrom('/', '?token=abc')).toBe('abc');
    expect(resetTokenFrom('/vip', '?x=1&token=abc')).toBe('abc');
    expect(resetTokenFrom('/user/verifyEmail', '?token=abc')).toBeNull();
    expect(resetTokenFrom('/user/forgotPassword', '')).toBeNull();
  });

  it('a token on /user/verifyEmail verifies the email, however the path is written', () => {
    expect(verifyEmailTokenFrom('/user/verifyEmail', '?token=abc')).toBe('abc');
    expect(verifyEmailTokenFrom('/user/verifyemail/', '?token=abc')).toBe('abc');
    expect(verifyEmailTokenFrom('/user/forgotPassword', '?token=abc')).toBeNull();
    expect(isVerifyEmailPath('/user/verifyEmail-help')).toBe(false);
  });

  it('drops handled parameters and keeps the rest', () => {
    expect(searchWithout('?a=1&token=x&referralcode=y', 'token', 'referralcode')).toBe('?a=1');
    expect(searchWithout('?token=x', 'token')).toBe('');
  });
});
