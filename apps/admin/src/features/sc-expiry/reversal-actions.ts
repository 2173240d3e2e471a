import type { TScExpiry } from '@app/contracts/sc-expiry';
import type { TStaffMember } from '@app/contracts/staff-auth';
import { roleCan } from '@app/contracts/staff-permissions';

/** What the member may do with an expiry's reversal (the server refuses the rest anyway). */
export function reversalActions(
  member: TStaffMember,
  expiry: TScExpiry,
): { ask: boolean; decide: boolean } {
  const may = roleCan(member.role, 'expiries.reverse');
  return {
    ask: may && expiry.status === 'EXPIRED',
    // A second member decides: never the one who asked (4060).
    decide:
      may &&
      expiry.status === 'REVERSAL_PENDING' &&
      expiry.reversal !== null &&
      expiry.reversal.requestedBy.id !== member.id,
  };
}
