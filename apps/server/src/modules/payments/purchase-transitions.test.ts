import { describe, expect, it } from 'vitest';
import { isSettled, transitionFor } from './purchase-transitions';

describe('disputes in the purchase state machine (decision 055)', () => {
  it('charges back a succeeded purchase, and a lost dispute whose opening never arrived', () => {
    expect(transitionFor('succeeded', 'disputed')).toEqual({ action: 'charge_back', final: false });
    expect(transitionFor('succeeded', 'dispute_lost')).toEqual({
      action: 'charge_back',
      final: true,
    });
    expect(transitionFor('succeeded', 'dispute_won')).toEqual({
      action: 'ignore',
      outcome: 'ignored_no_dispute',
    });
  });

  it('reinstates a charged-back purchase when the dispute is won, closes it when lost', () => {
    expect(transitionFor('charged_back', 'dispute_won')).toEqual({ action: 'reinstate' });
    expect(transitionFor('charged_back', 'dispute_lost')).toEqual({ action: 'dispute_lost' });
    expect(transitionFor('charged_back', 'disputed')).toEqual({
      action: 'ignore',
      outcome: 'ignored_stale',
    });
    // The provider does not give the same money back twice.
    expect(transitionFor('charged_back', 'refunded')).toEqual({
      action: 'ignore',
      outcome: 'ignored_final',
    });
    expect(isSettled('charged_back')).toBe(true);
  });

  it('defers a dispute of a payment not credited yet, and ignores one of a failed or refunded payment', () => {
    for (const status of ['created', 'pending'] as const)
      for (const event of ['disputed', 'dispute_won', 'dispute_lost'] as const)
        expect(transitionFor(status, event)).toEqual({ action: 'defer_dispute' });
    for (const status of ['failed', 'refunded'] as const)
      expect(transitionFor(status, 'disputed')).toEqual({
        action: 'ignore',
        outcome: 'ignored_final',
      });
  });
});
