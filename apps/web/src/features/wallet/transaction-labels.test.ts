import { describe, expect, it } from 'vitest';
import { signedAmount, statusLabel, transactionTypeLabel } from './transaction-labels';

describe('a movement in the transactions list', () => {
  it('shows credits with a plus and debits with a minus, two decimals and separators', () => {
    expect(signedAmount(50000)).toEqual({ text: '+50,000.00', direction: 'credit' });
    expect(signedAmount(-1234.5)).toEqual({ text: '\u22121,234.50', direction: 'debit' });
    expect(signedAmount(0.3)).toEqual({ text: '+0.30', direction: 'credit' });
    expect(signedAmount(0)).toEqual({ text: '0.00', direction: 'none' });
  });

  it('names types and statuses for players and passes unknown ones through', () => {
    expect(transactionTypeLabel('bonus')).toBe('Bonus');
    expect(transactionTypeLabel('redemption_release')).toBe('Redemption returned');
    expect(transactionTypeLabel('jackpot_share')).toBe('jackpot share');
    expect(statusLabel('success')).toBe('Completed');
    expect(statusLabel('queued')).toBe('queued');
  });
});
