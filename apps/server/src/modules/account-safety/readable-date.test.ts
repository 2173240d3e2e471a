import { describe, expect, it } from 'vitest';
import { readableDate } from './safety-gates';

describe('the date a break or exclusion message shows', () => {
  it('reads a time just after midnight as 00:16, not 24:16', () => {
    expect(readableDate(new Date('2026-11-29T00:16:00Z'))).toBe('Nov 29, 2026, 00:16 UTC');
  });

  it('reads an afternoon time on the 24-hour clock', () => {
    expect(readableDate(new Date('2026-11-26T14:05:00Z'))).toBe('Nov 26, 2026, 14:05 UTC');
  });
});
