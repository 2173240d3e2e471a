import { describe, expect, it } from 'vitest';
import { REDEMPTION_STATUSES } from '@app/contracts/redemptions';
import { STAFF_ROLES } from '@app/contracts/staff-permissions';
import {
  approveLabel,
  bankLabel,
  canDecideRedemption,
  REDEMPTION_TABS,
  redemptionQuery,
  redemptionStatusLabel,
  sharedByLabel,
} from './redemption-labels';

describe('redemption queue tabs', () => {
  it('are one per status, in the order a request moves', () => {
    expect(REDEMPTION_TABS.map((tab) => tab.label)).toEqual([
      'Pending',
      'Approved',
      'Processing',
      'Paid',
      'Returned',
      'Rejected',
      'Cancelled',
    ]);
    expect(REDEMPTION_TABS.map((tab) => tab.key)).toEqual([...REDEMPTION_STATUSES]);
  });

  it('ask the server for the status of the tab, from the given cursor', () => {
    expect(redemptionQuery('PENDING', undefined)).toEqual({ status: 'PENDING', cursor: undefined });
    expect(redemptionQuery('RETURNED', 'c2')).toEqual({ status: 'RETURNED', cursor: 'c2' });
  });

  it('label statuses as players read them', () => {
    expect(redemptionStatusLabel({ status: 'PENDING' })).toBe('Pending review');
    expect(redemptionStatusLabel({ status: 'RETURNED' })).toBe('Returned by bank');
  });
});

describe('approveLabel', () => {
  it('asks for the second approval when one is recorded', () => {
    expect(approveLabel({ awaitingSecondApproval: false })).toBe('Approve');
    expect(approveLabel({ awaitingSecondApproval: true })).toBe('Give second approval');
  });
});

describe('canDecideRedemption', () => {
  it('lets finance and admin decide on a pending request only', () => {
    for (const role of ['finance', 'admin'] as const) {
      expect(canDecideRedemption(role, { status: 'PENDING' })).toBe(true);
      for (const status of REDEMPTION_STATUSES.filter((s) => s !== 'PENDING'))
        expect(canDecideRedemption(role, { status })).toBe(false);
    }
  });

  it('never for roles without redemptions.approve', () => {
    for (const role of STAFF_ROLES.filter((r) => r !== 'finance' && r !== 'admin'))
      expect(canDecideRedemption(role, { status: 'PENDING' })).toBe(false);
  });
});

describe('review labels', () => {
  it('shows the bank by its last four digits only', () => {
    expect(bankLabel({ accountLast4: '0003' })).toBe('····0003');
    expect(bankLabel({ accountLast4: null })).toBe('—');
  });

  it('names what a linked account shares', () => {
    expect(sharedByLabel(['device', 'ip', 'bank'])).toBe('device, IP address, bank account');
  });
});
