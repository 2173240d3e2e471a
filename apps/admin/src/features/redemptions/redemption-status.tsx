import type { TAdminRedemption } from '@app/contracts/redemptions-admin';
import { redemptionStatusLabel } from './redemption-labels';

/** The status, with the four-eyes badge while one approval of two is recorded. */
export function RedemptionStatus({ redemption }: { redemption: TAdminRedemption }) {
  return (
    <span className="redemption-status">
      <span className={`status status-${redemption.status.toLowerCase()}`}>
        {redemptionStatusLabel(redemption)}
      </span>
      {redemption.awaitingSecondApproval && (
        <span className="badge badge-warn">Awaiting second approval</span>
      )}
    </span>
  );
}
