import { PlaceholderPage } from '../../components/placeholder-page';
import { CrownIcon } from '../../components/icons';

export function VipPage() {
  return (
    <PlaceholderPage
      title="VIP Club"
      description="Your VIP tier, progress and tier rewards will be shown here."
      icon={<CrownIcon size={32} />}
    />
  );
}
