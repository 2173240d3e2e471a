import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstMessageByField, issueMessages, issuePath, validationMessages } from './zod-issues';

const schema = z.object({
  name: z
    .string()
    .min(3, 'name too short')
    .regex(/^[a-z]+$/, 'name not lowercase'),
  tags: z.array(z.string().min(1, 'empty tag')),
});

describe('reading zod issues', () => {
  it('lists every message in order and nothing for a valid input', () => {
    expect(validationMessages(schema, { name: 'A', tags: [''] })).toEqual([
      'name too short',
      'name not lowercase',
      'empty tag',
    ]);
    expect(validationMessages(schema, { name: 'abc', tags: [] })).toEqual([]);
  });

  it('keeps the first message of each field under its dotted path', () => {
    const error = schema.safeParse({ name: 'A', tags: ['ok', ''] }).error;
    expect(error).toBeDefined();
    if (!error) return;
    expect(firstMessageByField(error)).toEqual({ name: 'name too short', 'tags.1': 'empty tag' });
    expect(issueMessages(error)).toHaveLength(3);
    expect(error.issues.map(issuePath)).toEqual(['name', 'name', 'tags.1']);
  });

  it('uses an empty path for an issue on the value itself', () => {
    const error = z.string().safeParse(1).error;
    expect(error && firstMessageByField(error)).toEqual({
      '': 'Invalid input: expected string, received number',
    });
  });
});
