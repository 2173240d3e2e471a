import type { TReferralInvite, TReferralInviteState } from '@app/contracts/referrals';
import { formatCoins } from '../../lib/coins';

const STATE_LABEL: Record<TReferralInviteState, string> = {
  waiting: 'Waiting for first purchase',
  earned: 'Bonus earned',
  claimed: 'Bonus claimed',
  refused: 'No bonus',
};

const joined = (iso: string) =>
  new Date(iso).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric' });

function InviteRow({ invite }: { invite: TReferralInvite }) {
  const earned = invite.state === 'earned' || invite.state === 'claimed';
  return (
    <li className="referral-invites__item">
      <div className="referral-invites__who">
        <span className="referral-invites__name">{invite.username}</span>
        <span className="referral-invites__date">Joined {joined(invite.joinedAt)}</span>
      </div>
      <div className="referral-invites__state">
        <span className={`referral-state referral-state--${invite.state}`}>
          {STATE_LABEL[invite.state]}
        </span>
        {earned && (
          <span className="referral-invites__amount">
            {formatCoins(invite.gcAmount)} GC · {formatCoins(invite.scAmount)} SC
          </span>
        )}
        {invite.refusalText && (
          <span className="referral-invites__reason">{invite.refusalText}</span>
        )}
      </div>
    </li>
  );
}

/** The friends who signed up with the player's code, newest first, and what each came to. */
export function ReferralInvites({ invites }: { invites: readonly TReferralInvite[] }) {
  if (invites.length === 0) {
    return (
      <p className="referral-invites__empty">
        No friends have joined with your link yet. Share it to start earning.
      </p>
    );
  }
  return (
    <ul className="referral-invites" aria-label="Your invites">
      {invites.map((invite) => (
        <InviteRow key={`${invite.username}-${invite.joinedAt}`} invite={invite} />
      ))}
    </ul>
  );
}
