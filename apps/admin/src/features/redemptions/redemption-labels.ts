import type { TAdminRedemption } from '@app/contracts/redemptions-admin';
import { REDEMPTION_STATUS_LABELS, type TRedemptionStatus } from '@app/contracts/redemptions';
import { roleCan, type StaffRole } from '@app/contracts/staff-permissions';

/** The queue's tabs, one per status, in the order a request moves. */
export const REDEMPTION_TABS: readonly { key: TRedemptionStatus; label: string }[] = [
  { key: 'PENDING', label: 'Pending' },
  { key: 'APPROVED', label: 'Approved' },
  { key: 'PROCESSING', label: 'Processing' },
  { key: 'PAID', label: 'Paid' },
  { key: 'RETURNED', label: 'Returned' },
  { key: 'REJECTED', label: 'Rejected' },
  { key: 'CANCELLED', label: 'Cancelled' },
];

/** GET /admin/redemptions query of a tab and page. */
export const redemptionQuery = (status: TRedemptionStatus, cursor: string | undefined) => ({
  status,
  cursor,
});

/** The status as players and staff read it ('Pending review', 'Returned by bank'…). */
export const redemptionStatusLabel = (redemption: Pick<TAdminRedemption, 'status'>) =>
  REDEMPTION_STATUS_LABELS[redemption.status];

/** The approve button says which approval it gives: four-eyes above the threshold. */
export const approveLabel = (redemption: Pick<TAdminRedemption, 'awaitingSecondApproval'>) =>
  redemption.awaitingSecondApproval ? 'Give second approval' : 'Approve';

/**
 * Whether the member sees Approve and Reject: their role may decide and the request still waits.
 * A member who gave the first approval sees them too; the server refuses their second and the
 * screen shows its message.
 */
export const canDecideRedemption = (
  role: StaffRole,
  redemption: Pick<TAdminRedemption, 'status'>,
): boolean => roleCan(role, 'redemptions.approve') && redemption.status === 'PENDING';

/**
 * Whether the request names a bank to pay (its own details or the player's saved bank): the
 * server refuses to approve one that does not (4052), so the button says why instead.
 */
export const hasPayoutBank = (redemption: Pick<TAdminRedemption, 'accountLast4'>): boolean =>
  redemption.accountLast4 !== null;

/** Why Approve is unavailable on a request without a bank: shown beside it, and in full on it. */
export const NO_PAYOUT_BANK_HINT = 'Awaiting the player’s bank details';
export const NO_PAYOUT_BANK_EXPLANATION =
  'This request has no bank account to pay. The player enters one on their Redemptions tab; it can be approved then.';

/** "Bank ····1234", or a dash before the player gave bank details. */
export const bankLabel = (redemption: Pick<TAdminRedemption, 'accountLast4'>) =>
  redemption.accountLast4 ? `····${redemption.accountLast4}` : '—';

const SHARED_BY_LABELS = { device: 'device', ip: 'IP address', bank: 'bank account' } as const;

/** "device, IP address" — what a linked account shares with the player. */
export const sharedByLabel = (sharedBy: readonly ('device' | 'ip' | 'bank')[]) =>
  sharedBy.map((what) => SHARED_BY_LABELS[what]).join(', ');
