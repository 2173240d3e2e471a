import type { TAdjustment } from '@app/contracts/adjustments';
import type { TStaffMember } from '@app/contracts/staff-auth';
import { roleCan } from '@app/contracts/staff-permissions';

/**
 * Whether the member sees Approve and Reject on an adjustment: their role may approve, it is
 * still pending, and someone else asked for it (the server refuses the rest anyway, 4005/4008/4009).
 */
export function canDecide(member: TStaffMember, adjustment: TAdjustment): boolean {
  return (
    roleCan(member.role, 'adjustments.approve') &&
    adjustment.status === 'PENDING' &&
    adjustment.requestedBy.id !== member.id
  );
}
