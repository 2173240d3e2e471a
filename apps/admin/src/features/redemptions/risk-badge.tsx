import type { TAdminRedemption } from '@app/contracts/redemptions-admin';
import { riskBadgeLabel } from './redemption-labels';

/** The request's risk level and how many rules fired (decision 057). */
export function RiskBadge({ redemption }: { redemption: Pick<TAdminRedemption, 'risk'> }) {
  const level = redemption.risk?.level;
  return (
    <span className={level ? `badge risk-badge risk-${level}` : 'muted'}>
      {riskBadgeLabel(redemption)}
    </span>
  );
}
