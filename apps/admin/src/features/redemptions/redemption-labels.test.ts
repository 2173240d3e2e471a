import { describe, expect, it } from 'vitest';
import { REDEMPTION_STATUSES } from '@app/contracts/redemptions';
import { STAFF_ROLES } from '@app/contracts/staff-permissions';
import {
  approveLabel,
  approvedByLabel,
  awaitsPlayerAnswer,
  bankLabel,
  canDecideRedemption,
  riskBadgeLabel,
  REDEMPTION_TABS,
  redemptionQuery,
  redemptionStatusLabel,
  sharedByLabel,
} from './redemption-labels';

describe('redemption queue tabs', () => {
  it('are one per status, in the order a request moves', () => {
    expect(REDEMPTION_TABS.map((tab) => tab.label)).toEqual([
      'Pending',
      'Info requested',
      'Approved',
      'Processing',
      'Paid',
      'Returned',
      'Rejected',
      'Cancelled',
    ]);
    expect(REDEMPTION_TABS.map((tab) => tab.key)).toEqual([...REDEMPTION_STATUSES]);
  });

  it('ask the server for the status of the tab, riskiest first unless asked otherwise', () => {
    expect(redemptionQuery('PENDING', undefined)).toEqual({
      status: 'PENDING',
      sort: 'risk',
      cursor: undefined,
    });
    expect(redemptionQuery('RETURNED', 'c2', 'age')).toEqual({
      status: 'RETURNED',
      sort: 'age',
      cursor: 'c2',
    });
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
  it('lets finance and admin decide on a request in review only (pending or asked about)', () => {
    for (const role of ['finance', 'admin'] as const) {
      expect(canDecideRedemption(role, { status: 'PENDING' })).toBe(true);
      expect(canDecideRedemption(role, { status: 'INFO_REQUESTED' })).toBe(true);
      for (const status of REDEMPTION_STATUSES.filter(
        (s) => s !== 'PENDING' && s !== 'INFO_REQUESTED',
      ))
        expect(canDecideRedemption(role, { status })).toBe(false);
    }
    expect(awaitsPlayerAnswer({ status: 'INFO_REQUESTED' })).toBe(true);
    expect(awaitsPlayerAnswer({ status: 'PENDING' })).toBe(false);
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
    expect(sharedByLabel(['device', 'ip', 'instrument', 'bank'])).toBe(
      'device, IP address, payment card or purchase bank, payout bank account',
    );
  });

  it('badges the risk with the number of rules that fired', () => {
    expect(riskBadgeLabel({ risk: { level: 'low', score: 0, decision: 'auto-approved' } })).toBe(
      'Low risk',
    );
    expect(riskBadgeLabel({ risk: { level: 'high', score: 3, decision: 'manual' } })).toBe(
      'High risk · 3 rules',
    );
    expect(riskBadgeLabel({ risk: null })).toBe('—');
  });

  it('names the system as the approver of an auto-approved request', () => {
    expect(approvedByLabel({ approvedBy: [], approvedBySystem: true })).toBe(
      'System (auto-approval)',
    );
    expect(approvedByLabel({ approvedBy: ['Frankie Finance'], approvedBySystem: false })).toBe(
      'Frankie Finance',
    );
  });
});
