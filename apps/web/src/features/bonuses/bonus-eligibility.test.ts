import { describe, expect, it } from 'vitest';
import {
  hasBonusAmounts,
  isDailyBonusClaimable,
  isWelcomeBonusClaimable,
} from './bonus-eligibility';

const welcome = { gcAmount: 50000, scAmount: 2, isClaimed: false, isActive: true };
const daily = {
  gcAmount: 10000,
  scAmount: 0.3,
  isClaimed: false,
  isActive: true,
  nextClaimAt: null,
};

describe('when a bonus dialog is offered (SPEC §4)', () => {
  it('offers an unclaimed welcome bonus with GC or SC to give', () => {
    expect(isWelcomeBonusClaimable(welcome)).toBe(true);
    expect(isWelcomeBonusClaimable({ ...welcome, gcAmount: 0 })).toBe(true);
    expect(isWelcomeBonusClaimable({ ...welcome, scAmount: 0 })).toBe(true);
  });

  it('does not offer a welcome bonus that is claimed, empty or switched off', () => {
    expect(isWelcomeBonusClaimable({ ...welcome, isClaimed: true, isActive: false })).toBe(false);
    expect(isWelcomeBonusClaimable({ ...welcome, gcAmount: 0, scAmount: 0 })).toBe(false);
    expect(isWelcomeBonusClaimable({ ...welcome, isActive: false })).toBe(false);
  });

  it('offers the daily bonus only while it is active', () => {
    expect(isDailyBonusClaimable(daily)).toBe(true);
    expect(isDailyBonusClaimable({ ...daily, isActive: false })).toBe(false);
    expect(
      isDailyBonusClaimable({
        ...daily,
        isActive: false,
        isClaimed: true,
        nextClaimAt: '2026-11-23T05:00:00.000Z',
      }),
    ).toBe(false);
  });

  it('counts hundredths, not floats, when deciding whether amounts are non-zero', () => {
    expect(hasBonusAmounts({ gcAmount: 0, scAmount: 0.01 })).toBe(true);
    expect(hasBonusAmounts({ gcAmount: 0, scAmount: 0 })).toBe(false);
  });
});
