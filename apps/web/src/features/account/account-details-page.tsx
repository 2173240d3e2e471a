import { PlaceholderPage } from '../../components/placeholder-page';
import { UserIcon } from '../../components/icons';

export function AccountDetailsPage() {
  return (
    <PlaceholderPage
      title="My Account"
      description="Your profile, password, identity verification and transaction history will be managed here."
      icon={<UserIcon size={32} />}
    />
  );
}
