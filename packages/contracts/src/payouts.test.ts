import { describe, expect, it } from 'vitest';
import { SANDBOX_ACH_TEST_ROUTING_NUMBER } from './payments';
import { isValidAbaRoutingNumber, ZPayoutWebhookEvent } from './payouts';

describe('isValidAbaRoutingNumber', () => {
  it.each([SANDBOX_ACH_TEST_ROUTING_NUMBER, '021000021', '011000015', '026009593', '121000358'])(
    'accepts %s',
    (value) => {
      expect(isValidAbaRoutingNumber(value)).toBe(true);
    },
  );

  it.each(['011000016', '021000022', '12345678', '1234567890', '01100001a', '', ' 011000015'])(
    'refuses %j',
    (value) => {
      expect(isValidAbaRoutingNumber(value)).toBe(false);
    },
  );
});

describe('ZPayoutWebhookEvent', () => {
  const event = {
    id: 'evt_1',
    type: 'payout.returned',
    createdAt: '2026-12-01T10:00:00.000Z',
    data: {
      payoutId: '42',
      providerPayoutId: 'po_1',
      amount: 2500,
      reason: 'R01 Insufficient funds',
    },
  };

  it('reads a payout event', () => {
    expect(ZPayoutWebhookEvent.parse(event)).toEqual(event);
  });

  it('refuses an unknown type and a missing payout id', () => {
    expect(ZPayoutWebhookEvent.safeParse({ ...event, type: 'payment.succeeded' }).success).toBe(
      false,
    );
    expect(
      ZPayoutWebhookEvent.safeParse({ ...event, data: { ...event.data, payoutId: '' } }).success,
    ).toBe(false);
  });
});
