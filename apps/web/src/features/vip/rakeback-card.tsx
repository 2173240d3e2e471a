import { ApiError } from '../../lib/api-client';
import { formatCoins } from '../../lib/coins';
import { notify } from '../../lib/toast';
import { useClaimRakeback, useRakeback } from './api/rakeback';
import './rakeback-card.css';

/** The rakeback the player's tier pays on SC played, and its Claim button (decision 035). */
export function RakebackCard() {
  const rakeback = useRakeback();
  const claim = useClaimRakeback();
  if (!rakeback.data) return null;
  const { rate, wageredSince, claimable } = rakeback.data;
  const onClaim = () =>
    claim.mutate(undefined, {
      onSuccess: ({ message }) => notify.success(message),
      onError: (error) =>
        notify.error(error instanceof ApiError ? error.message : 'Failed to claim rakeback'),
    });
  return (
    <div className="rakeback-card">
      <div>
        <h3 className="rakeback-card__title">Rakeback</h3>
        <p className="rakeback-card__text">
          {rate > 0
            ? `${rate}% of the ${formatCoins(wageredSince)} SC you played since your last claim.`
            : 'Reach the next VIP tier to earn rakeback on every Sweepstakes Coin you play.'}
        </p>
      </div>
      <p className="rakeback-card__amount">
        <span className="coin-badge coin-badge--sc" aria-hidden="true">
          SC
        </span>
        {formatCoins(claimable)}
      </p>
      <button
        type="button"
        className="btn btn--primary"
        disabled={claimable <= 0 || claim.isPending}
        aria-busy={claim.isPending}
        onClick={onClaim}
      >
        Claim Rakeback
      </button>
    </div>
  );
}
