import { SessionsCard } from './sessions-card';
import { TwoFactorCard } from './two-factor-card';
import './two-factor.css';

/** The account page's Security section: two-factor sign-in and the signed-in devices. */
export function SecurityTab() {
  return (
    <div className="security-tab">
      <TwoFactorCard />
      <SessionsCard />
    </div>
  );
}
