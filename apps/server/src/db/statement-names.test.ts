import { describe, expect, it } from 'vitest';
import { createStatementNamer } from './statement-names';

describe('names for hot statements', () => {
  it('names a text once it has been sent hotAfter times, the same name every time after', () => {
    const nameOf = createStatementNamer({ hotAfter: 2 });
    expect(nameOf('select $1')).toBeUndefined();
    const name = nameOf('select $1');
    expect(name).toMatch(/^s_[0-9a-f]{24}$/);
    expect(nameOf('select $1')).toBe(name);
    nameOf('select $2');
    expect(nameOf('select $2')).not.toBe(name);
  });

  it('names at most maxNamed texts, and keeps naming those', () => {
    const nameOf = createStatementNamer({ hotAfter: 1, maxNamed: 2 });
    const first = nameOf('select 1 where $1');
    const second = nameOf('select 2 where $1');
    expect(first).toBeDefined();
    expect(second).toBeDefined();
    expect(nameOf('select 3 where $1')).toBeUndefined();
    expect(nameOf('select 3 where $1')).toBeUndefined();
    expect(nameOf('select 1 where $1')).toBe(first);
  });
});
