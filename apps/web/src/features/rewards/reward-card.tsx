import type { TRewardItem, TRewardKind } from '@app/contracts/rewards';
import { CrownIcon, GiftIcon, SparkleIcon, TrophyIcon, UserPlusIcon } from '../../components/icons';
import { formatCoins } from '../../lib/coins';
import { formatHms, secondsUntil } from '../store/countdown';
import { useNow } from '../store/use-now';

const ICONS: Record<TRewardKind, typeof GiftIcon> = {
  welcome: GiftIcon,
  daily: SparkleIcon,
  spinWheel: TrophyIcon,
  vipTier: CrownIcon,
  rakeback: CrownIcon,
  referral: UserPlusIcon,
};

const STATE_LABELS = { claimable: 'Ready', claimed: 'Claimed', unavailable: 'Locked' } as const;

function Countdown({ until }: { until: string }) {
  const now = useNow();
  return (
    <span className="reward-card__countdown">
      Again in {formatHms(secondsUntil(Date.parse(until), now))}
    </span>
  );
}

interface RewardCardProps {
  readonly item: TRewardItem;
  /** The button of a claimable item (each kind has its own action). */
  readonly action?: { label: string; onClick: () => void; pending?: boolean };
}

/** One bonus on the Rewards page: what it gives, its state, and what the player can do. */
export function RewardCard({ item, action }: RewardCardProps) {
  const Icon = ICONS[item.kind];
  return (
    <li className={`reward-card reward-card--${item.state}`} aria-label={item.title}>
      <span className="reward-card__icon" aria-hidden="true">
        <Icon size={26} />
      </span>
      <div className="reward-card__body">
        <h3 className="reward-card__title">
          {item.title}
          <span className={`reward-card__state reward-card__state--${item.state}`}>
            {STATE_LABELS[item.state]}
          </span>
        </h3>
        {(item.gcAmount > 0 || item.scAmount > 0) && (
          <p className="reward-card__amounts">
            {item.gcAmount > 0 && (
              <span className="reward-card__gc">{formatCoins(item.gcAmount)} GC</span>
            )}
            {item.scAmount > 0 && (
              <span className="reward-card__sc">{formatCoins(item.scAmount)} SC</span>
            )}
          </p>
        )}
        {item.detail && <p className="reward-card__detail">{item.detail}</p>}
        {item.state === 'claimed' && item.availableAt && <Countdown until={item.availableAt} />}
      </div>
      {action && item.state === 'claimable' && (
        <button
          type="button"
          className="btn btn--primary reward-card__action"
          disabled={action.pending}
          aria-busy={action.pending}
          aria-label={`${action.label} ${item.title}`}
          onClick={action.onClick}
        >
          {action.label}
        </button>
      )}
    </li>
  );
}
