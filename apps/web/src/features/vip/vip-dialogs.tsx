import type { TVipTier } from '@app/contracts/vip';
import { Modal } from '../../components/modal';
import { formatCoins } from '../../lib/coins';
import { BonusAmounts } from '../bonuses/bonus-amounts';
import { ClaimButton } from '../bonuses/claim-button';
import { TierPerks } from './tier-perks';

/** The info button's dialog: the current tier with its perks (SPEC §2 VIP page). */
export function TierDetailsDialog({ tier, onClose }: { tier: TVipTier; onClose: () => void }) {
  return (
    <Modal
      open
      title={`${tier.name} Tier`}
      onClose={onClose}
      className="vip-dialog"
      icon={<img src={tier.icon} alt="" width={96} height={96} />}
    >
      <p className="vip-dialog__lead">Your current VIP level is {tier.level}.</p>
      <TierPerks tier={tier} />
    </Modal>
  );
}

/** 'All Ranks': every tier by level with the player's current one marked. */
export function AllRanksDialog(props: {
  tiers: readonly TVipTier[];
  currentTierId: number | null;
  onClose: () => void;
}) {
  const sorted = [...props.tiers].sort((a, b) => a.level - b.level);
  return (
    <Modal open title="All Ranks" onClose={props.onClose} variant="wide" className="vip-dialog">
      <ol className="vip-ranks" aria-label="All ranks">
        {sorted.map((tier) => {
          const current = tier.vipTierId === props.currentTierId;
          return (
            <li
              key={tier.vipTierId}
              className={current ? 'vip-ranks__item vip-ranks__item--current' : 'vip-ranks__item'}
              aria-current={current ? 'true' : undefined}
            >
              <img src={tier.icon} alt="" width={44} height={44} />
              <span className="vip-ranks__name">
                {tier.name}
                {current && <span className="vip-ranks__badge">Current</span>}
              </span>
              <span className="vip-ranks__need">
                {tier.level === 0
                  ? 'Where every player starts'
                  : `Buy ${formatCoins(tier.gcRequiredPurchase)} GC or play ${formatCoins(tier.scRequiredPlay)} SC`}
              </span>
              <span className="vip-ranks__perk">{tier.boost}% boost</span>
            </li>
          );
        })}
      </ol>
    </Modal>
  );
}

/** 'Claim Your Rewards': each unclaimed tier as '{tier name} Tier' with its Claim button. */
export function ClaimRewardsDialog(props: {
  tiers: readonly TVipTier[];
  pendingTierId: number | null;
  onClaim: (tier: TVipTier) => void;
  onClose: () => void;
}) {
  return (
    <Modal open title="Claim Your Rewards" onClose={props.onClose} className="vip-dialog">
      <ul className="vip-claims" aria-label="Rewards to claim">
        {props.tiers.map((tier) => (
          <li key={tier.vipTierId} className="vip-claims__item">
            <img src={tier.icon} alt="" width={40} height={40} />
            <span className="vip-claims__name">{`${tier.name} Tier`}</span>
            <span className="vip-claims__amounts">
              {formatCoins(tier.bonusGc)} GC · {formatCoins(tier.bonusSc)} SC
            </span>
            <button
              type="button"
              className="btn btn--primary"
              disabled={props.pendingTierId !== null}
              aria-label={`Claim ${tier.name} Tier`}
              onClick={() => props.onClaim(tier)}
            >
              Claim
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}

/** After a claim: the tier's congratulations with its bonusGc and bonusSc. */
export function TierBonusDialog({ tier, onClose }: { tier: TVipTier; onClose: () => void }) {
  return (
    <Modal
      open
      title="Congratulations!"
      onClose={onClose}
      className="bonus-dialog vip-dialog"
      icon={<img src={tier.icon} alt="" width={112} height={112} />}
    >
      <p className="bonus-dialog__lead">{`${tier.name} Tier reward`}</p>
      <BonusAmounts gcAmount={tier.bonusGc} scAmount={tier.bonusSc} />
      <div className="modal__actions">
        <ClaimButton pending={false} onClick={onClose}>
          Collect
        </ClaimButton>
      </div>
    </Modal>
  );
}
