import { describe, expect, it } from 'vitest';
import type { TAmoeCode } from '@app/contracts/amoe';
import { codeStatusView } from './free-entry-status';

const code = (overrides: Partial<TAmoeCode>): TAmoeCode => ({
  code: 'AMOE-7KQ4-M2XD',
  issuedOn: '2026-11-05',
  expiresOn: '2026-12-05',
  status: 'WAITING',
  amount: null,
  refusal: null,
  ...overrides,
});

describe('codeStatusView', () => {
  it('gives a waiting code its deadline', () => {
    expect(codeStatusView(code({}))).toEqual({
      label: 'Waiting for your card',
      tone: 'waiting',
      detail: 'Mail your card so that it reaches us by 12/05/2026.',
    });
  });

  it('says what a credited card gave, in coins with two decimals', () => {
    expect(codeStatusView(code({ status: 'CREDITED', amount: 500 })).detail).toBe(
      'Your card was accepted: 5.00 Sweeps Coins were added to your balance.',
    );
  });

  it('gives a refused card its reason and an expired code its date', () => {
    expect(
      codeStatusView(code({ status: 'REFUSED', refusal: 'Received after the code expired.' })),
    ).toMatchObject({
      label: 'Not accepted',
      detail: 'Your card could not be accepted. Received after the code expired.',
    });
    expect(codeStatusView(code({ status: 'EXPIRED' })).detail).toBe(
      'No card with this code reached us by 12/05/2026.',
    );
  });
});
