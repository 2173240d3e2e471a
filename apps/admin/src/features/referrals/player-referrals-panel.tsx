import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import {
  REFERRAL_REFUSAL_TEXT,
  type TPlayerReferrals,
  type TReferralInviteState,
  type TReferralRefusalReason,
} from '@app/contracts/referrals';
import { apiRequest } from '../../lib/api-client';
import { formatTime } from '../../lib/format';
import '../../components/review-facts.css';
import './referrals.css';

const STATE_LABELS: Record<TReferralInviteState, string> = {
  waiting: 'Waiting for first purchase',
  earned: 'Earned, not claimed',
  claimed: 'Claimed',
  refused: 'Refused',
};

const outcome = (state: TReferralInviteState, reason: TReferralRefusalReason | null) =>
  reason
    ? `${STATE_LABELS[state]}: ${reason} (${REFERRAL_REFUSAL_TEXT[reason]})`
    : STATE_LABELS[state];

const coins = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 });

function usePlayerReferrals(userId: number) {
  return useQuery({
    queryKey: ['players', userId, 'referrals'],
    queryFn: ({ signal }) =>
      apiRequest<TPlayerReferrals>(`/admin/players/${userId}/referrals`, { signal }),
  });
}

/**
 * The referrals panel of the player page: who invited the player and what that came to, and
 * the player's own invites with their state and any refusal reason (decision 034).
 */
export function PlayerReferralsPanel({ userId }: { userId: number }) {
  const referrals = usePlayerReferrals(userId);
  const data = referrals.data;
  return (
    <details className="player-referrals-panel">
      <summary>
        <span className="player-referrals-title">Referrals</span>
        {data && (
          <span className="muted">
            {data.inviteCount} invited · {coins(data.totalGC)} GC and {coins(data.totalSC)} SC
            earned · {data.invitedBy ? `invited by ${data.invitedBy.username}` : 'not invited'}
          </span>
        )}
      </summary>
      {referrals.isPending && <p className="muted">Loading…</p>}
      {referrals.isError && (
        <p className="form-error" role="alert">
          {referrals.error.message}
        </p>
      )}
      {data && (
        <>
          <dl className="review-facts">
            <dt>Invited by</dt>
            <dd>
              {data.invitedBy ? (
                <>
                  <Link to={`/players/${data.invitedBy.userId}`}>{data.invitedBy.username}</Link>
                  {' · '}
                  {outcome(data.invitedBy.state, data.invitedBy.refusalReason)}
                </>
              ) : (
                'Nobody'
              )}
            </dd>
            <dt>Referral code</dt>
            <dd>{data.referralCode}</dd>
            <dt>Unclaimed</dt>
            <dd>
              {coins(data.claimableGC)} GC · {coins(data.claimableSC)} SC
            </dd>
          </dl>
          {data.invites.length === 0 ? (
            <p className="muted">Nobody signed up with this player’s code.</p>
          ) : (
            <div className="data-table">
              <table>
                <caption className="visually-hidden">Invites</caption>
                <thead>
                  <tr>
                    <th scope="col">Player</th>
                    <th scope="col">Joined</th>
                    <th scope="col">State</th>
                    <th scope="col">Bonus</th>
                    <th scope="col">Decided</th>
                  </tr>
                </thead>
                <tbody>
                  {data.invites.map((invite) => (
                    <tr key={`${invite.username}-${invite.joinedAt}`}>
                      <td>{invite.username}</td>
                      <td>{formatTime(invite.joinedAt)}</td>
                      <td>{outcome(invite.state, invite.refusalReason)}</td>
                      <td>
                        {coins(invite.gcAmount)} GC · {coins(invite.scAmount)} SC
                      </td>
                      <td>{invite.decidedAt ? formatTime(invite.decidedAt) : '—'}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
        </>
      )}
    </details>
  );
}
