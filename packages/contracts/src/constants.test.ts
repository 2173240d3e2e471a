import { describe, expect, it } from 'vitest';
import {
  BREAKPOINTS,
  COUNTRY_CODES,
  COUNTRY_CODE_OPTIONS,
  DEFAULT_COIN_TYPE,
  DOCUMENT_STATUS,
  OTP_RESEND_SECONDS,
  PAGE_SIZE,
  POPUP_VISIBILITY,
  PROGRESS_MARKS,
  PROMOTION_REDIRECTS,
  REQUEST_TIMEOUT_MS,
  SPECIAL_CATEGORIES,
  SPIN_WHEEL_INTERVAL_MS,
} from './constants';

describe('business constants', () => {
  it('pages by 16 and times requests out after 50 s', () => {
    expect(PAGE_SIZE).toBe(16);
    expect(REQUEST_TIMEOUT_MS).toBe(50_000);
  });

  it('offers +1 and +91, each labelled with a plus', () => {
    expect(COUNTRY_CODE_OPTIONS.map((option) => option.value)).toEqual([...COUNTRY_CODES]);
    expect(COUNTRY_CODE_OPTIONS.map((option) => option.label)).toEqual(['+1', '+91']);
  });

  it('shows the OTP resend timer as 2 min 59 s', () => {
    expect(`${Math.floor(OTP_RESEND_SECONDS / 60)} min ${OTP_RESEND_SECONDS % 60} s`).toBe(
      '2 min 59 s',
    );
  });

  it('lets the spin wheel be claimed once a day', () => {
    expect(SPIN_WHEEL_INTERVAL_MS).toBe(86_400_000);
  });

  it('lists the breakpoints in increasing order', () => {
    const widths = Object.values(BREAKPOINTS);
    expect(widths).toEqual([...widths].sort((a, b) => a - b));
    expect(BREAKPOINTS).toMatchObject({ xs: 0, sm: 767, xm: 1024, xxl: 1760 });
  });

  it('keeps the SPEC codes and names', () => {
    expect(DEFAULT_COIN_TYPE).toBe('GC');
    expect(POPUP_VISIBILITY).toEqual({ GUESTS: 0, SIGNED_IN: 1, EVERYONE: 2 });
    expect(DOCUMENT_STATUS).toEqual({
      PENDING: 0,
      VERIFIED: 1,
      DECLINED: 2,
      RE_REQUESTED: 3,
      CANCELLED: 4,
    });
    expect(PROGRESS_MARKS).toEqual([0, 5, 25, 50, 75, 100]);
    expect(SPECIAL_CATEGORIES.ALL_GAMES).toBe('All Games');
    expect(PROMOTION_REDIRECTS).toEqual({
      store: '/user/store',
      lobby: '/lobby',
      redeem: '/redeem',
      vip: '/vip',
    });
  });
});
