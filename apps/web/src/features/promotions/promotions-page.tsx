import { PlaceholderPage } from '../../components/placeholder-page';
import { SparkleIcon } from '../../components/icons';

export function PromotionsPage() {
  return (
    <PlaceholderPage
      title="Promotions"
      description="Current promotions, bonuses and special offers will be shown here."
      icon={<SparkleIcon size={32} />}
    />
  );
}
