import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { zQueryId, zQueryInt } from './query-params';

const schema = z.object({
  limit: zQueryInt('limit', { min: 1, max: 100 }).default(16),
  id: zQueryId('id').optional(),
});

const firstMessage = (input: unknown) => {
  const result = schema.safeParse(input);
  return result.success ? null : result.error.issues[0]?.message;
};

describe('zQueryInt', () => {
  it('reads digits into a number and applies the default', () => {
    expect(schema.parse({ limit: '20', id: '7' })).toEqual({ limit: 20, id: 7 });
    expect(schema.parse({})).toEqual({ limit: 16 });
  });

  it.each(['', ' 7', '1.5', '1e3', '0x10', '-1', 'abc'])(
    'refuses %j as not a whole number',
    (value) => {
      expect(firstMessage({ limit: value })).toBe('limit must be a whole number');
    },
  );

  it('names the limits it breaks', () => {
    expect(firstMessage({ limit: '0' })).toBe('limit must be at least 1');
    expect(firstMessage({ limit: '101' })).toBe('limit must be at most 100');
  });

  it('says a required parameter is required', () => {
    expect(z.object({ id: zQueryId('id') }).safeParse({}).error?.issues[0]?.message).toBe(
      'id is required',
    );
  });
});
