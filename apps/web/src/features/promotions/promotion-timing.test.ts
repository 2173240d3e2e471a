import { describe, expect, it } from 'vitest';
import { ctaPath, promotionTiming } from './promotion-timing';

const now = Date.parse('2026-05-01T12:00:00Z');
const iso = (offsetMs: number) => new Date(now + offsetMs).toISOString();

describe('promotionTiming', () => {
  it('counts down to an end within a week, shows a later end as a date, and nothing without one', () => {
    expect(promotionTiming({ startsAt: null, endsAt: iso(90_000) }, now)).toEqual({
      kind: 'endsIn',
      seconds: 90,
    });
    expect(promotionTiming({ startsAt: null, endsAt: '2026-06-15T12:00:00Z' }, now)).toEqual({
      kind: 'endsOn',
      date: 'June 15, 2026',
    });
    expect(promotionTiming({ startsAt: iso(-1000), endsAt: null }, now)).toEqual({ kind: 'none' });
  });

  it('counts down to a start still ahead and says when the end has passed', () => {
    expect(promotionTiming({ startsAt: iso(5_000), endsAt: iso(60_000) }, now)).toEqual({
      kind: 'startsIn',
      seconds: 5,
    });
    expect(promotionTiming({ startsAt: null, endsAt: iso(0) }, now)).toEqual({ kind: 'ended' });
  });
});

describe('ctaPath', () => {
  it('maps the redirect keys to their routes', () => {
    expect(ctaPath({ ctaRedirection: 'store' })).toBe('/user/store');
    expect(ctaPath({ ctaRedirection: 'vip' })).toBe('/vip');
    expect(ctaPath({ ctaRedirection: 'redeem' })).toBe('/redeem');
    expect(ctaPath({ ctaRedirection: 'lobby' })).toBe('/lobby');
  });
});
