import { useId } from 'react';

/**
 * SPEC §2 Claim Reward: highlighted when a tier reward waits; otherwise
 * disabled with the tooltip 'No Reward To Claim' (aria-disabled keeps it
 * focusable, so the tooltip shows on keyboard focus too).
 */
export function ClaimRewardButton(props: { count: number; pending: boolean; onClick: () => void }) {
  const tooltipId = useId();
  const none = props.count === 0;
  return (
    <span className="vip-claim">
      <button
        type="button"
        className={none ? 'btn btn--ghost vip-claim__button' : 'btn btn--primary vip-claim__button'}
        aria-disabled={none || props.pending}
        aria-describedby={none ? tooltipId : undefined}
        aria-busy={props.pending}
        onClick={() => {
          if (!none && !props.pending) props.onClick();
        }}
      >
        Claim Reward
        {!none && <span className="vip-claim__count">{props.count}</span>}
      </button>
      {none && (
        <span role="tooltip" id={tooltipId} className="vip-claim__tooltip">
          No Reward To Claim
        </span>
      )}
    </span>
  );
}
