import { PlaceholderPage } from '../../components/placeholder-page';
import { CoinsIcon } from '../../components/icons';

export function StorePage() {
  return (
    <PlaceholderPage
      title="Get Coins"
      description="Coin packages are coming soon."
      icon={<CoinsIcon size={32} />}
    />
  );
}
