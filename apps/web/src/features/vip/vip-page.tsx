import { useId, useState } from 'react';
import type { TVipResponse, TVipTier } from '@app/contracts/vip';
import { InfoIcon } from '../../components/icons';
import { formatCoins } from '../../lib/coins';
import { useProfile } from '../../lib/get-profile';
import { useVip } from './api/get-vip';
import { ClaimRewardButton } from './claim-reward-button';
import { RakebackCard } from './rakeback-card';
import { TierPerks } from './tier-perks';
import { useTierClaims } from './use-tier-claims';
import {
  AllRanksDialog,
  ClaimRewardsDialog,
  TierBonusDialog,
  TierDetailsDialog,
} from './vip-dialogs';
import { VipProgress } from './vip-progress';
import { progressPercent, upcomingTiers } from './vip-standing';
import './vip.css';

type OpenDialog = 'details' | 'ranks' | 'claims' | null;

function NextTierHint({ vip }: { vip: TVipResponse }) {
  const next = vip.nextVipTier;
  if (!next) return <p className="vip-standing__hint">You have reached the top tier. Thank you!</p>;
  const gc = Math.max(0, next.gcRequiredPurchase - vip.totalGcSpend);
  const sc = Math.max(0, next.scRequiredPlay - vip.totalScSpend);
  return (
    <p className="vip-standing__hint">
      Buy <strong>{formatCoins(gc)} GC</strong> more or play <strong>{formatCoins(sc)} SC</strong>{' '}
      more to reach <strong>{next.name}</strong>.
    </p>
  );
}

function TierBadge({ tier, inactive }: { tier: TVipTier; inactive?: boolean }) {
  return (
    <figure className={inactive ? 'vip-badge vip-badge--inactive' : 'vip-badge'}>
      <img src={tier.icon} alt="" width={64} height={64} />
      <figcaption>
        <span className="vip-badge__label">{inactive ? 'Next tier' : 'Current tier'}</span>
        {tier.name}
      </figcaption>
    </figure>
  );
}

function UpcomingRank({ tier }: { tier: TVipTier }) {
  return (
    <li className="vip-rank-card">
      <img src={tier.icon} alt="" width={72} height={72} />
      <h3 className="vip-rank-card__name">{tier.name}</h3>
      <p className="vip-rank-card__need">
        Buy {formatCoins(tier.gcRequiredPurchase)} GC
        <br />
        or play {formatCoins(tier.scRequiredPlay)} SC
      </p>
      <p className="vip-rank-card__reward">
        Reward {formatCoins(tier.bonusGc)} GC + {formatCoins(tier.bonusSc)} SC
      </p>
      <p className="vip-rank-card__boost">+{tier.boost}% purchase boost</p>
    </li>
  );
}

function VipContent({ vip, userId }: { vip: TVipResponse; userId: number | undefined }) {
  const upcomingId = useId();
  const [dialog, setDialog] = useState<OpenDialog>(null);
  const claims = useTierClaims(vip, userId);
  const current = vip.currentVipTier;
  const percent = progressPercent(vip);
  const upcoming = upcomingTiers(vip);

  const onClaimReward = () => {
    const [only, ...more] = claims.claimable;
    if (!only) return;
    if (more.length === 0) claims.claim(only);
    else setDialog('claims');
  };

  return (
    <>
      <div className="vip-standing">
        <div className="vip-standing__level">
          {current && <img src={current.icon} alt="" width={88} height={88} />}
          <div>
            <p className="vip-standing__caption">Current level</p>
            <h2 className="vip-standing__name">
              {current?.name ?? 'Unranked'}
              {current && (
                <button
                  type="button"
                  className="vip-info-button"
                  aria-label="Current tier details"
                  onClick={() => setDialog('details')}
                >
                  <InfoIcon />
                </button>
              )}
            </h2>
          </div>
          <ClaimRewardButton
            count={claims.claimable.length}
            pending={claims.pendingTierId !== null}
            onClick={onClaimReward}
          />
        </div>
        <VipProgress percent={percent} nextName={vip.nextVipTier?.name ?? null} />
        <div className="vip-standing__badges">
          {current && <TierBadge tier={current} />}
          {vip.nextVipTier && <TierBadge tier={vip.nextVipTier} inactive />}
        </div>
        <NextTierHint vip={vip} />
        {current && (
          <div className="vip-standing__perks">
            <TierPerks tier={current} />
          </div>
        )}
        <RakebackCard />
      </div>

      <section className="vip-upcoming" aria-labelledby={upcomingId}>
        <header className="vip-upcoming__head">
          <h2 id={upcomingId}>Upcoming Ranks</h2>
          <button
            type="button"
            className="btn btn--ghost vip-upcoming__all"
            onClick={() => setDialog('ranks')}
          >
            <InfoIcon size={18} /> All Ranks
          </button>
        </header>
        {upcoming.length > 0 ? (
          <ol className="vip-upcoming__grid">
            {upcoming.map((tier) => (
              <UpcomingRank key={tier.vipTierId} tier={tier} />
            ))}
          </ol>
        ) : (
          <p className="vip-upcoming__top">You are at the highest rank.</p>
        )}
      </section>

      {dialog === 'details' && current && (
        <TierDetailsDialog tier={current} onClose={() => setDialog(null)} />
      )}
      {dialog === 'ranks' && (
        <AllRanksDialog
          tiers={vip.vipTiers}
          currentTierId={current?.vipTierId ?? null}
          onClose={() => setDialog(null)}
        />
      )}
      {dialog === 'claims' && claims.claimable.length > 0 && (
        <ClaimRewardsDialog
          tiers={claims.claimable}
          pendingTierId={claims.pendingTierId}
          onClaim={claims.claim}
          onClose={() => setDialog(null)}
        />
      )}
      {claims.rewarded && <TierBonusDialog tier={claims.rewarded} onClose={claims.closeReward} />}
    </>
  );
}

/** /vip (private): the VIP page of SPEC §2; the vipPage popup comes from the page-popup runner. */
export function VipPage() {
  const headingId = useId();
  const vip = useVip();
  const profile = useProfile();
  return (
    <section className="vip-page" aria-labelledby={headingId}>
      <header className="vip-hero">
        <div className="vip-hero__text">
          <p className="vip-hero__kicker">VIP Club</p>
          <h1 id={headingId} className="vip-hero__title">
            Play more, rise higher, get more
          </h1>
          <p className="vip-hero__lead">
            Every Gold Coin package you buy and every Sweepstakes Coin you play lifts your rank.
            Each new rank brings a reward, a bigger purchase boost and more rakeback.
          </p>
        </div>
        <img className="vip-hero__art" src="/images/vip/black-diamond.svg" alt="" />
      </header>
      {vip.data ? (
        <VipContent vip={vip.data} userId={profile.data?.userId} />
      ) : vip.isError ? (
        <p className="vip-page__error" role="alert">
          The VIP Club could not be loaded. Please try again.
        </p>
      ) : (
        <p className="vip-page__loading" aria-live="polite">
          Loading your VIP standing…
        </p>
      )}
    </section>
  );
}
