import { describe, expect, it } from 'vitest';
import { statementName } from './raw-sql';

describe('statementName', () => {
  it('keeps a name PostgreSQL keeps whole', () => {
    expect(statementName('call_record_rounds', 'select 1')).toBe('call_record_rounds');
  });

  it('gives a long name 63 characters that differ for different texts', () => {
    const long = `call_${'idempotency_record_answers_of_games_record_rounds'}__wallet_write_batch`;
    const a = statementName(long, 'select a($1::json)');
    const b = statementName(long, 'select b($1::json)');
    expect(a).toHaveLength(63);
    expect(b).toHaveLength(63);
    expect(a).not.toBe(b);
    expect(a.startsWith('call_idempotency_record_answers')).toBe(true);
    expect(statementName(long, 'select a($1::json)')).toBe(a);
  });
});
