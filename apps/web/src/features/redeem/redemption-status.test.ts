import { describe, expect, it } from 'vitest';
import {
  isCancellable,
  readRedemptionStatusEvent,
  redemptionNextStep,
  redemptionStatusLabel,
  redemptionStatusMessage,
  redemptionTone,
  w9Notice,
} from './redemption-status';

describe('redemption status labels', () => {
  it('labels every state as players see it', () => {
    expect(redemptionStatusLabel('PENDING')).toBe('Pending review');
    expect(redemptionStatusLabel('INFO_REQUESTED')).toBe('Information needed');
    expect(redemptionStatusLabel('APPROVED')).toBe('Approved');
    expect(redemptionStatusLabel('PROCESSING')).toBe('Processing');
    expect(redemptionStatusLabel('PAID')).toBe('Paid');
    expect(redemptionStatusLabel('RETURNED')).toBe('Returned by bank');
    expect(redemptionStatusLabel('REJECTED')).toBe('Rejected');
    expect(redemptionStatusLabel('CANCELLED')).toBe('Cancelled');
    expect(redemptionStatusLabel('ON_HOLD')).toBe('ON_HOLD');
  });

  it('lets the player cancel a request only before it is approved', () => {
    expect(isCancellable({ status: 'PENDING' })).toBe(true);
    expect(isCancellable({ status: 'INFO_REQUESTED' })).toBe(true);
    for (const status of ['APPROVED', 'PROCESSING', 'PAID', 'REJECTED', 'CANCELLED'] as const) {
      expect(isCancellable({ status })).toBe(false);
    }
  });

  it('tones paid as success and rejected or returned as errors', () => {
    expect(redemptionTone('PAID')).toBe('success');
    expect(redemptionTone('REJECTED')).toBe('error');
    expect(redemptionTone('RETURNED')).toBe('error');
    expect(redemptionTone('APPROVED')).toBe('info');
  });
});

describe('readRedemptionStatusEvent (USER_TRANSACTION_STATUS, kind redemption)', () => {
  it('reads a redemption status event', () => {
    const event = readRedemptionStatusEvent({
      data: { kind: 'redemption', redeemRequestId: 7, status: 'PAID', amount: '25.00' },
    });
    expect(event).toEqual({
      kind: 'redemption',
      redeemRequestId: 7,
      status: 'PAID',
      amount: '25.00',
    });
    expect(event && redemptionStatusMessage(event)).toBe('Your redemption of 25.00 SC: Paid');
  });

  it('leaves purchase statuses and malformed payloads alone', () => {
    expect(readRedemptionStatusEvent({ data: 1 })).toBeNull();
    expect(readRedemptionStatusEvent({ data: { success: true } })).toBeNull();
    expect(
      readRedemptionStatusEvent({
        data: { kind: 'redemption', redeemRequestId: 7, status: 'WAT' },
      }),
    ).toBeNull();
    expect(readRedemptionStatusEvent({ data: { kind: 'redemption', status: 'PAID' } })).toBeNull();
    expect(readRedemptionStatusEvent(null)).toBeNull();
  });
});

describe('w9Notice (a payout held for the W-9, decision 051)', () => {
  it('says nothing when nothing is missing', () => {
    expect(w9Notice([])).toBeNull();
  });

  it('names what is missing, and sends the legal name and address to the profile', () => {
    expect(w9Notice(['ssn'])).toBe(
      'Before we can pay this redemption, we need your W-9 information for tax reporting: your SSN.',
    );
    expect(w9Notice(['legalName', 'address', 'ssn'])).toBe(
      'Before we can pay this redemption, we need your W-9 information for tax reporting: your legal name, address and SSN. Add your legal name and address in your profile.',
    );
    expect(w9Notice(['address'])).toContain('your address. Add your legal name and address');
  });
});

describe('redemptionNextStep (each state in plain words, decision 057)', () => {
  const base = {
    accountLast4: '6789',
    awaitingBankDetails: false,
    w9Missing: [],
    question: null,
    updatedAt: '2026-11-28T10:00:00.000Z',
  };

  it('says where and when an approved request is paid', () => {
    expect(redemptionNextStep({ ...base, status: 'APPROVED' })).toBe(
      'Approved — paid to your bank ending 6789, usually within 1 business day.',
    );
    expect(redemptionNextStep({ ...base, status: 'PROCESSING' })).toBe(
      'Sent to your bank ending 6789 — on its way, usually within 1 business day.',
    );
    expect(redemptionNextStep({ ...base, status: 'PAID' })).toBe('Paid to your bank ending 6789.');
  });

  it('tells a waiting player what they can do next', () => {
    expect(
      redemptionNextStep({
        ...base,
        status: 'PENDING',
        accountLast4: null,
        awaitingBankDetails: true,
      }),
    ).toMatch(/^Waiting for your bank details/);
    expect(redemptionNextStep({ ...base, status: 'PENDING', w9Missing: ['ssn'] })).toMatch(/W-9/);
    expect(redemptionNextStep({ ...base, status: 'PENDING' })).toMatch(
      /^In review — .*within 24 hours/,
    );
    expect(
      redemptionNextStep({ ...base, status: 'INFO_REQUESTED', question: 'Where did you win?' }),
    ).toMatch(/^We need more information — answer the question/);
  });

  it('says the SC came back when nothing is paid', () => {
    for (const status of ['REJECTED', 'CANCELLED', 'RETURNED'] as const)
      expect(redemptionNextStep({ ...base, status })).toMatch(/back in your redeemable balance/);
  });
});
