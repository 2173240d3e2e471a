import { describe, expect, it } from 'vitest';
import { retryOutcomeText } from './retry-outcome';

describe('retryOutcomeText', () => {
  it('says what a webhook retry did', () => {
    const base = { eventId: 1, duplicate: false, error: null };
    expect(retryOutcomeText({ ...base, outcome: 'applied' })).toBe('applied.');
    expect(retryOutcomeText({ ...base, outcome: 'duplicate', duplicate: true })).toBe(
      'already applied before; nothing was credited again.',
    );
    expect(retryOutcomeText({ ...base, outcome: 'failed', error: 'ledger offline' })).toBe(
      'failed again: ledger offline',
    );
    expect(retryOutcomeText({ ...base, outcome: 'ignored_unknown_purchase' })).toBe(
      'processed (ignored unknown purchase).',
    );
  });
});
