import { describe, expect, it } from 'vitest';
import { auditAmountFields, auditValueText } from './audit-amounts';

describe('audit values as a reader takes them in', () => {
  it('shows the money fields of an adjustment as amounts, not hundredths', () => {
    const fields = auditAmountFields('adjustment.apply');
    expect(auditValueText({ status: 'APPLIED', balance: 123_456 }, fields)).toBe(
      'status: APPLIED, balance: 1,234.56',
    );
    expect(
      auditValueText(
        { account: 'GC', amount: 10_000, threshold: 50_000_000, comment: 'x' },
        fields,
      ),
    ).toBe('account: GC, amount: 100.00, threshold: 500,000.00, comment: x');
  });

  it('formats each coin’s threshold, and nested lists of segments', () => {
    expect(
      auditValueText(
        { gcThreshold: 50_000_000, scThreshold: 2_550 },
        auditAmountFields('settings.adjustments'),
      ),
    ).toBe('gcThreshold: 500,000.00, scThreshold: 25.50');
    expect(
      auditValueText(
        [{ segmentId: 3, gc: 500_000, sc: 150, weight: 20 }],
        auditAmountFields('spin_wheel.segments'),
      ),
    ).toBe('[{segmentId: 3, gc: 5,000.00, sc: 1.50, weight: 20}]');
  });

  it('leaves the numbers of other actions (and non-money fields) as they are', () => {
    expect(
      auditValueText({ level: 3, bonusGc: 2500.5 }, auditAmountFields('vip.tier.update')),
    ).toBe('level: 3, bonusGc: 2500.5');
    expect(auditValueText({ sessionsEnded: 2, amount: 7 }, auditAmountFields('player.flags'))).toBe(
      'sessionsEnded: 2, amount: 7',
    );
    expect(auditValueText(null, [])).toBe('');
    expect(auditValueText({ reason: null }, [])).toBe('reason: —');
  });
});
