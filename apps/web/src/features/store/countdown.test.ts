import { describe, expect, it } from 'vitest';
import { describeDuration, formatHms, formatOfferCountdown, secondsUntil } from './countdown';

describe('formatHms', () => {
  it('counts down as HH:MM:SS', () => {
    expect(formatHms(0)).toBe('00:00:00');
    expect(formatHms(59)).toBe('00:00:59');
    expect(formatHms(61)).toBe('00:01:01');
    expect(formatHms(3661)).toBe('01:01:01');
    expect(formatHms(86_399)).toBe('23:59:59');
  });

  it('keeps counting hours past a day and never goes below zero', () => {
    expect(formatHms(90_000)).toBe('25:00:00');
    expect(formatHms(360_000)).toBe('100:00:00');
    expect(formatHms(-5)).toBe('00:00:00');
    expect(formatHms(Number.NaN)).toBe('00:00:00');
    expect(formatHms(12.9)).toBe('00:00:12');
  });
});

describe('formatOfferCountdown', () => {
  it('is HH:MM:SS within a day and puts whole days in front after that', () => {
    expect(formatOfferCountdown(3599)).toBe('00:59:59');
    expect(formatOfferCountdown(86_399)).toBe('23:59:59');
    expect(formatOfferCountdown(86_400)).toBe('1d 00:00:00');
    expect(formatOfferCountdown(30 * 86_400 - 1)).toBe('29d 23:59:59');
    expect(formatOfferCountdown(-1)).toBe('00:00:00');
  });
});

describe('secondsUntil', () => {
  it('rounds a part second up and stops at zero', () => {
    expect(secondsUntil(10_500, 10_000)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(9_000, 10_000)).toBe(0);
    expect(secondsUntil(70_000, 10_000)).toBe(60);
  });
});

describe('describeDuration', () => {
  it('says the time left in words', () => {
    expect(describeDuration(3 * 86_400 + 3600)).toBe('3 days, 1 hour');
    expect(describeDuration(2 * 3600 + 5 * 60 + 9)).toBe('2 hours, 5 minutes');
    expect(describeDuration(60)).toBe('1 minute');
    expect(describeDuration(42)).toBe('42 seconds');
  });
});
