import { describe, expect, it } from 'vitest';
import type { TAdjustment } from '@app/contracts/adjustments';
import type { TStaffMember } from '@app/contracts/staff-auth';
import { ROLE_PERMISSIONS, type StaffRole } from '@app/contracts/staff-permissions';
import { canDecide } from './can-decide';

const member = (id: number, role: StaffRole): TStaffMember => ({
  id,
  email: `${role}@example.com`,
  name: role,
  role,
  permissions: [...ROLE_PERMISSIONS[role]],
});

const adjustment = (requestedById: number, status: TAdjustment['status']): TAdjustment => ({
  id: 1,
  userId: 7,
  account: 'GC',
  direction: 'credit',
  amount: 50_000,
  reason: 'GOODWILL',
  comment: 'x',
  status,
  threshold: 10_000,
  requestedBy: { id: requestedById, email: 'r@example.com' },
  requestedAt: '2026-11-24T10:00:00.000Z',
  decidedBy: null,
  decidedAt: null,
  decisionComment: null,
  balanceBefore: null,
  balanceAfter: null,
});

describe('canDecide', () => {
  it('lets finance and admin decide on another member’s pending adjustment', () => {
    expect(canDecide(member(2, 'finance'), adjustment(1, 'PENDING'))).toBe(true);
    expect(canDecide(member(3, 'admin'), adjustment(1, 'PENDING'))).toBe(true);
  });

  it('never on one’s own adjustment', () => {
    expect(canDecide(member(1, 'finance'), adjustment(1, 'PENDING'))).toBe(false);
    expect(canDecide(member(1, 'admin'), adjustment(1, 'PENDING'))).toBe(false);
  });

  it('not once it is decided', () => {
    expect(canDecide(member(2, 'admin'), adjustment(1, 'APPLIED'))).toBe(false);
    expect(canDecide(member(2, 'admin'), adjustment(1, 'REJECTED'))).toBe(false);
  });

  it('not for roles without adjustments.approve', () => {
    for (const role of ['support', 'compliance', 'content'] as const)
      expect(canDecide(member(2, role), adjustment(1, 'PENDING'))).toBe(false);
  });
});
