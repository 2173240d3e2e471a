import { PlaceholderPage } from '../../components/placeholder-page';
import { SparkleIcon } from '../../components/icons';

export function RewardPage() {
  return (
    <PlaceholderPage
      title="Rewards"
      description="Your bonuses and referral rewards will be collected here."
      icon={<SparkleIcon size={32} />}
    />
  );
}
