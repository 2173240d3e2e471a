import { RISK_LEVEL_LABELS, type TRiskDecision } from '@app/contracts/redemption-risk';
import type { TAdminRedemption, TRedemptionQueueSort } from '@app/contracts/redemptions-admin';
import { REDEMPTION_STATUS_LABELS, type TRedemptionStatus } from '@app/contracts/redemptions';
import { roleCan, type StaffRole } from '@app/contracts/staff-permissions';

/** The queue's tabs, one per status, in the order a request moves. */
export const REDEMPTION_TABS: readonly { key: TRedemptionStatus; label: string }[] = [
  { key: 'PENDING', label: 'Pending' },
  { key: 'INFO_REQUESTED', label: 'Info requested' },
  { key: 'APPROVED', label: 'Approved' },
  { key: 'PROCESSING', label: 'Processing' },
  { key: 'PAID', label: 'Paid' },
  { key: 'RETURNED', label: 'Returned' },
  { key: 'REJECTED', label: 'Rejected' },
  { key: 'CANCELLED', label: 'Cancelled' },
];

/** GET /admin/redemptions query of a tab, an order and a page. */
export const redemptionQuery = (
  status: TRedemptionStatus,
  cursor: string | undefined,
  sort: TRedemptionQueueSort = 'risk',
) => ({ status, sort, cursor });

/** The queue's orders as the toggle names them. */
export const QUEUE_SORT_LABELS: Record<TRedemptionQueueSort, string> = {
  risk: 'Riskiest first',
  age: 'Longest waiting first',
};

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
): boolean =>
  roleCan(role, 'redemptions.approve') &&
  (redemption.status === 'PENDING' || redemption.status === 'INFO_REQUESTED');

/**
 * Approve and Ask for information wait for the player's answer while a question is open; Reject
 * stays (decision 057).
 */
export const awaitsPlayerAnswer = (redemption: Pick<TAdminRedemption, 'status'>): boolean =>
  redemption.status === 'INFO_REQUESTED';

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

const SHARED_BY_LABELS = {
  device: 'device',
  ip: 'IP address',
  instrument: 'payment card or purchase bank',
  bank: 'payout bank account',
} as const;

/** "device, IP address" — what a linked account shares with the player. */
export const sharedByLabel = (sharedBy: readonly (keyof typeof SHARED_BY_LABELS)[]) =>
  sharedBy.map((what) => SHARED_BY_LABELS[what]).join(', ');

/** The risk badge: 'Low risk', 'High risk · 3 rules'; '—' for a request made before assessments. */
export function riskBadgeLabel(redemption: Pick<TAdminRedemption, 'risk'>): string {
  const { risk } = redemption;
  if (!risk) return '—';
  const rules = risk.score === 0 ? '' : ` · ${risk.score} ${risk.score === 1 ? 'rule' : 'rules'}`;
  return `${RISK_LEVEL_LABELS[risk.level]}${rules}`;
}

/** How the system decided the request when it was made. */
export const RISK_DECISION_LABELS: Record<TRiskDecision, string> = {
  'auto-approved': 'Approved by the system (no rule fired, at or under the ceiling)',
  'awaiting-bank': 'To be approved by the system once the player gives a bank account',
  manual: 'Sent to finance for review',
};

/** Who approved: members by name, or the system. */
export const approvedByLabel = (
  redemption: Pick<TAdminRedemption, 'approvedBy' | 'approvedBySystem'>,
): string =>
  redemption.approvedBySystem ? 'System (auto-approval)' : redemption.approvedBy.join(', ') || '—';
