import { useId } from 'react';
import type { TRewardItem } from '@app/contracts/rewards';
import { PromoBanner } from '../../components/promo-banner';
import { useVisibleBanners } from '../../lib/get-banners';
import { useProfile } from '../../lib/get-profile';
import { openModal } from '../../lib/ui-store';
import { ReferralPanel } from '../referrals/referral-panel';
import { RakebackCard } from '../vip/rakeback-card';
import { useAllBonuses } from './api/get-all-bonuses';
import { RewardCard } from './reward-card';
import { useRewardClaim } from './use-reward-claim';
import './rewards.css';

/** The campaign banner of the Rewards page (SPEC §3 Banner, pageName rewardPage). */
function RewardBanner() {
  const { banners } = useVisibleBanners('rewardPage');
  const banner = banners[0];
  return banner ? <PromoBanner banner={banner} /> : null;
}

const CLAIM_LABELS: Partial<Record<TRewardItem['kind'], string>> = {
  welcome: 'Claim',
  daily: 'Claim Now',
  vipTier: 'Claim',
};

/**
 * /user/reward (private): every bonus of the player with its state and its action (welcome,
 * daily, spin wheel, VIP tier rewards, rakeback, referral earnings), the rewardPage banners; the
 * page popup comes from the page-popup runner (SPEC §4).
 */
export function RewardPage() {
  const headingId = useId();
  const listId = useId();
  const profile = useProfile();
  const bonuses = useAllBonuses();
  const claim = useRewardClaim(profile.data?.userId);
  const items = bonuses.data?.bonuses ?? [];

  const actionOf = (item: TRewardItem) => {
    if (item.kind === 'spinWheel') return { label: 'Spin', onClick: () => openModal('spinWheel') };
    // The server refuses the welcome bonus until the email is verified: the card leads there.
    if (item.kind === 'welcome' && profile.data?.isEmailVerified === false) {
      return { label: 'Verify Email', onClick: () => openModal('emailVerification') };
    }
    const label = CLAIM_LABELS[item.kind];
    if (!label) return undefined;
    return {
      label,
      pending: claim.isPending && claim.variables?.id === item.id,
      onClick: () => claim.mutate(item),
    };
  };

  return (
    <section className="reward-page" aria-labelledby={headingId}>
      <header className="reward-page__head">
        <h1 id={headingId} className="reward-page__title">
          Rewards
        </h1>
        <p className="reward-page__lead">
          Your bonuses in one place: claim what is ready and see when the next ones come.
        </p>
      </header>
      <RewardBanner />
      <section aria-labelledby={listId} className="reward-page__section">
        <h2 id={listId}>Your bonuses</h2>
        {bonuses.isError ? (
          <p role="alert">Your bonuses could not be loaded. Please try again.</p>
        ) : (
          <ul className="reward-list" aria-busy={bonuses.isPending}>
            {/* Rakeback and referrals have their own panels below, with their details. */}
            {items
              .filter((item) => item.kind !== 'rakeback' && item.kind !== 'referral')
              .map((item) => (
                <RewardCard key={item.id} item={item} action={actionOf(item)} />
              ))}
          </ul>
        )}
      </section>
      <RakebackCard />
      <ReferralPanel />
    </section>
  );
}
