import { Link, useParams } from 'react-router';
import { TAX_THRESHOLD_CENTS } from '@app/contracts/redemptions';
import type { TAdminRedemption, TRedemptionReview } from '@app/contracts/redemptions-admin';
import { formatCoins, formatTime, formatUsd } from '../../lib/format';
import { KYC_STATUS_LABELS } from '../kyc/kyc-labels';
import { RedemptionActions } from './redemption-actions';
import {
  NO_PAYOUT_BANK_EXPLANATION,
  bankLabel,
  hasPayoutBank,
  sharedByLabel,
} from './redemption-labels';
import { RedemptionStatus } from './redemption-status';
import { useRedemptionReview } from './redemptions-api';
import '../../components/review-facts.css';
import './redemptions.css';

function Figure({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="review-figure">
      <dt>{label}</dt>
      <dd>
        <span className="amount">{value}</span>
        {note && <span className="muted review-figure-note">{note}</span>}
      </dd>
    </div>
  );
}

const times = (count: number) => `${count} ${count === 1 ? 'request' : 'requests'}`;

function Request({ redemption }: { redemption: TAdminRedemption }) {
  return (
    <section className="panel review-panel" aria-labelledby="review-request">
      <h2 id="review-request">Request</h2>
      <dl className="review-facts">
        <dt>Player</dt>
        <dd>
          <Link to={`/players/${redemption.userId}`}>{redemption.username}</Link>{' '}
          <span className="muted">
            #{redemption.userId} · {redemption.email}
          </span>
        </dd>
        <dt>Amount</dt>
        <dd className="amount">{formatUsd(redemption.amount)}</dd>
        <dt>Method</dt>
        <dd>
          {redemption.providerType} · bank {bankLabel(redemption)}
          {!hasPayoutBank(redemption) && redemption.status === 'PENDING' && (
            <span className="muted"> · {NO_PAYOUT_BANK_EXPLANATION}</span>
          )}
        </dd>
        <dt>Status</dt>
        <dd>
          <RedemptionStatus redemption={redemption} />
        </dd>
        <dt>Requested</dt>
        <dd>{formatTime(redemption.createdAt)}</dd>
        <dt>Updated</dt>
        <dd>{formatTime(redemption.updatedAt)}</dd>
        <dt>Approved by</dt>
        <dd>{redemption.approvedBy.join(', ') || '—'}</dd>
        {redemption.reason && (
          <>
            <dt>Reason</dt>
            <dd>{redemption.reason}</dd>
          </>
        )}
      </dl>
    </section>
  );
}

function PlayerChecks({ review }: { review: TRedemptionReview }) {
  const overTax = review.redeemedThisYear >= TAX_THRESHOLD_CENTS;
  return (
    <section className="panel review-panel" aria-labelledby="review-player">
      <h2 id="review-player">Player</h2>
      <dl className="review-figures">
        <Figure label="KYC" value={KYC_STATUS_LABELS[review.kycStatus]} />
        <Figure
          label="SSN on file"
          value={review.ssnOnFile ? 'Yes' : 'No'}
          note={overTax && !review.ssnOnFile ? 'Needed: over the yearly tax threshold' : undefined}
        />
        <Figure label="Purchased (lifetime)" value={formatUsd(review.purchasedTotal)} />
        <Figure label="Redeemed (lifetime)" value={formatUsd(review.redeemedTotal)} />
        <Figure
          label="Redeemed this year"
          value={formatUsd(review.redeemedThisYear)}
          note={overTax ? `At or over ${formatUsd(TAX_THRESHOLD_CENTS)} (1099-MISC)` : undefined}
        />
        <Figure label="SC won from play" value={`${formatCoins(review.scWonFromPlay)} SC`} />
        <Figure label="SC from bonuses" value={`${formatCoins(review.scFromBonuses)} SC`} />
        <Figure
          label="Last 24 hours"
          value={formatUsd(review.velocity.last24h.amount)}
          note={times(review.velocity.last24h.count)}
        />
        <Figure
          label="Last 7 days"
          value={formatUsd(review.velocity.last7d.amount)}
          note={times(review.velocity.last7d.count)}
        />
      </dl>
    </section>
  );
}

function LinkedAccounts({ linked }: { linked: TRedemptionReview['linkedAccounts'] }) {
  return (
    <section className="panel review-panel" aria-labelledby="review-linked">
      <h2 id="review-linked">Linked accounts</h2>
      {linked.length === 0 ? (
        <p className="muted">No other player shares a device, an IP address or a bank account.</p>
      ) : (
        <ul className="linked-accounts">
          {linked.map((account) => (
            <li key={account.userId}>
              <Link to={`/players/${account.userId}`}>{account.username}</Link>{' '}
              <span className="muted">
                #{account.userId} · shares {sharedByLabel(account.sharedBy)}
              </span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

function History({ history }: { history: TAdminRedemption[] }) {
  return (
    <section className="panel review-panel review-history" aria-labelledby="review-history">
      <h2 id="review-history">Other redemptions</h2>
      {history.length === 0 ? (
        <p className="muted">None.</p>
      ) : (
        <div className="data-table">
          <table>
            <caption className="visually-hidden">Other redemptions of the player</caption>
            <thead>
              <tr>
                <th scope="col">Requested</th>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Reason</th>
                <th scope="col">Review</th>
              </tr>
            </thead>
            <tbody>
              {history.map((item) => (
                <tr key={item.redeemRequestId}>
                  <td>{formatTime(item.createdAt)}</td>
                  <td className="amount">{formatUsd(item.amount)}</td>
                  <td>
                    <RedemptionStatus redemption={item} />
                  </td>
                  <td>
                    <span className="cell-clip" title={item.reason ?? undefined}>
                      {item.reason ?? '—'}
                    </span>
                  </td>
                  <td>
                    <Link to={`/redemptions/${item.redeemRequestId}`}>#{item.redeemRequestId}</Link>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}

/** /admin/redemptions/:redeemRequestId: everything a reviewer weighs, and the decision. */
export function RedemptionReviewPage() {
  const id = Number(useParams().redeemRequestId);
  const review = useRedemptionReview(id);
  const heading = `Redemption #${Number.isSafeInteger(id) ? id : '?'}`;
  return (
    <div className="redemption-review">
      <nav aria-label="Breadcrumb" className="muted">
        <Link to="/redemptions">Redemptions</Link> › {heading}
      </nav>
      <div className="page-heading">
        <h1>{heading}</h1>
        {review.data && <RedemptionActions redemption={review.data.redemption} />}
      </div>
      {review.isPending && review.fetchStatus !== 'idle' && <p className="muted">Loading…</p>}
      {(review.isError || review.fetchStatus === 'idle') && !review.data && (
        <p className="form-error" role="alert">
          {review.error?.message ?? 'No such redemption.'}
        </p>
      )}
      {review.data && (
        <div className="review-grid">
          <Request redemption={review.data.redemption} />
          <PlayerChecks review={review.data} />
          <LinkedAccounts linked={review.data.linkedAccounts} />
          <History history={review.data.history} />
        </div>
      )}
    </div>
  );
}
