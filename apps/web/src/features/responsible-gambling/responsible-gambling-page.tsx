import { PlaceholderPage } from '../../components/placeholder-page';
import { ShieldIcon } from '../../components/icons';
import { AccountSafetySection } from './breaks/account-safety-section';

export function ResponsibleGamblingPage() {
  return (
    <>
      <PlaceholderPage
        title="Responsible Gaming"
        description="Purchase, play-time and self-exclusion limits you can set for yourself will be available here."
        icon={<ShieldIcon size={32} />}
      />
      <AccountSafetySection />
    </>
  );
}
