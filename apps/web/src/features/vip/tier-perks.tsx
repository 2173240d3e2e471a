import type { TVipTier } from '@app/contracts/vip';
import { formatCoins } from '../../lib/coins';

/** What a tier gives: its purchase boost, rakeback, live support and one-time reward. */
export function TierPerks({ tier }: { tier: TVipTier }) {
  const perks = [
    { label: 'Purchase boost', value: `+${tier.boost}% coins on every package` },
    { label: 'Rakeback', value: `${tier.rakeback}% of SC played` },
    {
      label: 'Live support',
      value: tier.liveSupport ? 'Priority live support' : 'Standard support',
    },
    {
      label: 'Tier reward',
      value:
        tier.bonusGc + tier.bonusSc > 0
          ? `${formatCoins(tier.bonusGc)} GC + ${formatCoins(tier.bonusSc)} SC`
          : 'None',
    },
  ];
  return (
    <dl className="tier-perks">
      {perks.map((perk) => (
        <div key={perk.label} className="tier-perks__row">
          <dt>{perk.label}</dt>
          <dd>{perk.value}</dd>
        </div>
      ))}
    </dl>
  );
}
