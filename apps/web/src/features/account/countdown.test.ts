import { describe, expect, it } from 'vitest';
import { OTP_RESEND_SECONDS } from '@app/contracts/constants';
import { formatCountdown, secondsUntil } from './countdown';

describe('OTP resend countdown', () => {
  it('starts at 2:59 as SPEC §9 shows it', () => {
    expect(formatCountdown(OTP_RESEND_SECONDS)).toBe('2:59');
  });

  it('pads seconds and never shows a negative time', () => {
    expect(formatCountdown(65)).toBe('1:05');
    expect(formatCountdown(9)).toBe('0:09');
    expect(formatCountdown(-3)).toBe('0:00');
  });

  it('rounds the time left up to whole seconds', () => {
    expect(secondsUntil(10_000, 0)).toBe(10);
    expect(secondsUntil(10_000, 9_001)).toBe(1);
    expect(secondsUntil(10_000, 10_000)).toBe(0);
    expect(secondsUntil(10_000, 12_000)).toBe(0);
  });
});
