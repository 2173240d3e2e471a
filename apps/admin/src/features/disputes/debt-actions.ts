import type { TDispute } from '@app/contracts/disputes';
import type { TStaffMember } from '@app/contracts/staff-auth';
import { roleCan } from '@app/contracts/staff-permissions';

/** What the member may do with a case's debt (the server refuses the rest anyway). */
export function debtActions(
  member: TStaffMember,
  dispute: TDispute,
): { collect: boolean; waive: boolean } {
  const may = roleCan(member.role, 'disputes.resolve') && dispute.debt.status === 'OPEN';
  return { collect: may, waive: may };
}
