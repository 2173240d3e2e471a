import { ReferralLinkField } from '../../components/referral-link-field';
import { formatCoins } from '../../lib/coins';
import { referralLink } from '../../lib/referral-link';
import { notify } from '../../lib/toast';
import { useClaimReferralBonus } from './api/claim-referral-bonus';
import { useReferralDetails } from './api/get-referral-details';
import { claimFailureMessage } from './claim-failure';
import { ReferralInvites } from './referral-invites';
import './referrals.css';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="referral-panel__figure">
      <dt>{label}</dt>
      <dd>{value}</dd>
    </div>
  );
}

/**
 * Refer a friend (SPEC §1 referral link, §3 Referral bonus data, §7 referral calls): the
 * player's link with a copy button, friends invited, bonus earned, what can be claimed now,
 * and each invite's state.
 */
export function ReferralPanel() {
  const { data, isPending, isError } = useReferralDetails();
  const claim = useClaimReferralBonus();

  const onClaim = async () => {
    try {
      const answer = await claim.mutateAsync();
      notify.success(answer.message);
    } catch (error) {
      const message = claimFailureMessage(error);
      if (message) notify.error(message);
    }
  };

  if (isPending) {
    return (
      <section className="referral-panel" aria-busy="true" aria-label="Refer a friend">
        <div className="referral-panel__loading" />
      </section>
    );
  }
  if (isError) {
    return (
      <section className="referral-panel" aria-label="Refer a friend">
        <p className="referral-panel__text">Your referral details could not be loaded.</p>
      </section>
    );
  }

  const link = referralLink(window.location.origin, data.referralCode);
  const claimable = data.claimableGC > 0 || data.claimableSC > 0;
  return (
    <section className="referral-panel" aria-labelledby="referral-panel-title">
      <header className="referral-panel__head">
        <h2 id="referral-panel-title" className="referral-panel__title">
          Refer a friend
        </h2>
        <p className="referral-panel__text">
          {data.isActive
            ? `Earn ${formatCoins(data.bonusGC)} GC and ${formatCoins(data.bonusSC)} SC when a friend who joins with your link makes a first purchase.`
            : 'Referral bonuses are paused for now. Friends who join with your link still count.'}
        </p>
      </header>
      {link && <ReferralLinkField link={link} block="referral-panel" copyLabel="Copy link" />}
      <dl className="referral-panel__figures">
        <Figure label="Friends invited" value={String(data.inviteCount)} />
        <Figure label="GC earned" value={formatCoins(data.totalGC)} />
        <Figure label="SC earned" value={formatCoins(data.totalSC)} />
      </dl>
      <div className="referral-panel__claim">
        <p>
          Ready to claim:{' '}
          <strong>
            {formatCoins(data.claimableGC)} GC and {formatCoins(data.claimableSC)} SC
          </strong>
        </p>
        <button
          type="button"
          className="btn btn--primary"
          disabled={!claimable || claim.isPending}
          aria-busy={claim.isPending}
          onClick={() => void onClaim()}
        >
          {claim.isPending && <span className="btn__spinner" aria-hidden="true" />}
          Claim
        </button>
      </div>
      <h3 className="referral-panel__subtitle">Your invites</h3>
      <ReferralInvites invites={data.invites} />
    </section>
  );
}
