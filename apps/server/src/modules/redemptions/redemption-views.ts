import type { TAdminRedemption } from '@app/contracts/redemptions-admin';
import type { TRedemption, TRedemptionStatusEvent } from '@app/contracts/redemptions';
import type { TW9Item } from '@app/contracts/tax';
import type { AdminRedemptionRow, RedemptionRow } from './redemptions.repository';

/** Hundredths as the decimal text of answers: 123450 → '1234.50'. */
export const amountText = (hundredths: number): string => (hundredths / 100).toFixed(2);

/**
 * `w9Missing`: what the W-9 lacks when it holds this pending request's payout (decision 051);
 * `question`: finance's open question while it is INFO_REQUESTED (decision 057).
 */
export function playerView(
  row: RedemptionRow,
  w9Missing: TW9Item[],
  question: string | null = null,
): TRedemption {
  return {
    redeemRequestId: row.id,
    amount: amountText(row.amount),
    status: row.status,
    providerType: row.providerType,
    accountLast4: row.accountLast4,
    reason: row.reason,
    awaitingBankDetails: awaitingBankDetails(row),
    w9Missing,
    question: row.status === 'INFO_REQUESTED' ? question : null,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** An open request with no bank account to pay yet (the player enters one). */
export const awaitingBankDetails = (row: RedemptionRow): boolean =>
  (row.status === 'PENDING' || row.status === 'INFO_REQUESTED' || row.status === 'APPROVED') &&
  row.accountNumberEnc === null;

export function statusEvent(row: RedemptionRow): TRedemptionStatusEvent {
  return {
    kind: 'redemption',
    redeemRequestId: row.id,
    status: row.status,
    amount: amountText(row.amount),
  };
}

/** True while a request above its threshold has one approval and waits for a second member. */
export const awaitingSecondApproval = (row: RedemptionRow): boolean =>
  row.status === 'PENDING' && row.firstApprovedByStaffId !== null;

export function staffIdsOf(rows: RedemptionRow[]): number[] {
  return [
    ...new Set(
      rows.flatMap((r) =>
        [r.firstApprovedByStaffId, r.secondApprovedByStaffId].filter(
          (id): id is number => id !== null,
        ),
      ),
    ),
  ];
}

export function adminView(found: AdminRedemptionRow, names: Map<number, string>): TAdminRedemption {
  const { row } = found;
  return {
    redeemRequestId: row.id,
    userId: row.userId,
    username: found.username,
    email: found.email,
    amount: row.amount,
    status: row.status,
    providerType: row.providerType,
    accountLast4: row.accountLast4,
    approvedBy: [row.firstApprovedByStaffId, row.secondApprovedByStaffId]
      .filter((id): id is number => id !== null)
      .map((id) => names.get(id) ?? `staff #${id}`),
    awaitingSecondApproval: awaitingSecondApproval(row),
    approvedBySystem: row.approvedBySystem,
    risk: row.risk
      ? { level: row.risk.level, score: row.risk.score, decision: row.risk.decision }
      : null,
    reason: row.reason,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
