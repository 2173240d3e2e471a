import { describe, expect, it } from 'vitest';
import { referralLink } from './referral-link';

describe('referral link (SPEC §2)', () => {
  it('is the site address plus the referralcode parameter', () => {
    expect(referralLink('https://play.example.com', 'AB12CD')).toBe(
      'https://play.example.com/?referralcode=AB12CD',
    );
  });

  it('keeps a port and drops whatever page the player is on', () => {
    expect(referralLink('http://localhost:3000/games/category/Slots?x=1', 'AB12CD')).toBe(
      'http://localhost:3000/?referralcode=AB12CD',
    );
  });

  it('encodes a code with characters a URL cannot carry as is', () => {
    expect(referralLink('https://play.example.com', 'a b&c')).toBe(
      'https://play.example.com/?referralcode=a+b%26c',
    );
  });

  it('has no link without a code', () => {
    expect(referralLink('https://play.example.com', null)).toBeNull();
    expect(referralLink('https://play.example.com', '  ')).toBeNull();
    expect(referralLink('https://play.example.com', undefined)).toBeNull();
  });
});
