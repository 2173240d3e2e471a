import { ReferralPanel } from '../referrals/referral-panel';
import './reward-page.css';

/** The Rewards page (/user/reward): referrals first; the other rewards follow. */
export function RewardPage() {
  return (
    <div className="reward-page">
      <h1 className="reward-page__title">Rewards</h1>
      <ReferralPanel />
    </div>
  );
}
