import { describe, expect, it } from 'vitest';
import { easternMonth } from './eastern-day';

describe('easternMonth', () => {
  it('turns the month at midnight US Eastern, not UTC', () => {
    // 1 December 2026 04:59 UTC is still 30 November 23:59 in New York (UTC−5).
    expect(easternMonth(new Date('2026-12-01T04:59:59Z'))).toBe('2026-11');
    expect(easternMonth(new Date('2026-12-01T05:00:00Z'))).toBe('2026-12');
    // In summer time (UTC−4) the month turns at 04:00 UTC.
    expect(easternMonth(new Date('2026-07-01T03:59:59Z'))).toBe('2026-06');
    expect(easternMonth(new Date('2026-07-01T04:00:00Z'))).toBe('2026-07');
  });
});
