import { Link, useParams } from 'react-router';
import type { TAdminRedemption, TRedemptionReview } from '@app/contracts/redemptions-admin';
import { w9ItemsText } from '@app/contracts/tax';
import { formatCoins, formatTime, formatUsd } from '../../lib/format';
import { KYC_STATUS_LABELS } from '../kyc/kyc-labels';
import { RedemptionActions } from './redemption-actions';
import {
  NO_PAYOUT_BANK_EXPLANATION,
  RISK_DECISION_LABELS,
  approvedByLabel,
  bankLabel,
  hasPayoutBank,
  sharedByLabel,
} from './redemption-labels';
import { RedemptionStatus } from './redemption-status';
import { RiskBadge } from './risk-badge';
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
        <dt>Risk</dt>
        <dd>
          <RiskBadge redemption={redemption} />
        </dd>
        <dt>Approved by</dt>
        <dd>{approvedByLabel(redemption)}</dd>
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

/** Why the payout of this request waits (4053 on approval): what the player's W-9 lacks. */
function W9Hold({ review }: { review: TRedemptionReview }) {
  if (review.w9Missing.length === 0) return null;
  return (
    <p className="form-error review-hold" role="status">
      Payout held for the W-9: with this redemption the player’s paid redemptions in{' '}
      {review.taxYear} reach the {formatUsd(review.taxThreshold)} 1099-MISC threshold, and their{' '}
      {w9ItemsText(review.w9Missing)} {review.w9Missing.length === 1 ? 'is' : 'are'} missing. The
      player is asked for it on their redemptions list; approve once it is given.
    </p>
  );
}

function PlayerChecks({ review }: { review: TRedemptionReview }) {
  const overTax = review.redeemedThisYear >= review.taxThreshold;
  return (
    <section className="panel review-panel" aria-labelledby="review-player">
      <h2 id="review-player">Player</h2>
      <W9Hold review={review} />
      <dl className="review-figures">
        <Figure label="KYC" value={KYC_STATUS_LABELS[review.kycStatus]} />
        <Figure
          label="SSN on file"
          value={review.ssnOnFile ? 'Yes' : 'No'}
          note={
            (overTax || review.w9Missing.includes('ssn')) && !review.ssnOnFile
              ? 'Needed: the tax year’s threshold is reached'
              : undefined
          }
        />
        <Figure label="Purchased (lifetime)" value={formatUsd(review.purchasedTotal)} />
        <Figure label="Redeemed (lifetime)" value={formatUsd(review.redeemedTotal)} />
        <Figure
          label={`Redeemed in ${review.taxYear}`}
          value={formatUsd(review.redeemedThisYear)}
          note={
            overTax
              ? `At or over the ${formatUsd(review.taxThreshold)} threshold (1099-MISC)`
              : `Threshold ${formatUsd(review.taxThreshold)} (1099-MISC)`
          }
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

/**
 * The assessment made with the request (decision 057): each signal with its value, the rule in
 * force then, and whether it fired; and what the system decided, with why.
 */
function RiskSignals({ assessment }: { assessment: TRedemptionReview['assessment'] }) {
  return (
    <section className="panel review-panel review-wide" aria-labelledby="review-risk">
      <h2 id="review-risk">Risk signals</h2>
      {!assessment ? (
        <p className="muted">This request was made before risk assessments.</p>
      ) : (
        <>
          <p className="risk-decision">
            <strong>{RISK_DECISION_LABELS[assessment.decision]}</strong>
            <span className="muted"> · assessed {formatTime(assessment.assessedAt)}</span>
          </p>
          {assessment.reasons.length > 0 && (
            <ul className="risk-reasons">
              {assessment.reasons.map((reason) => (
                <li key={reason}>{reason}</li>
              ))}
            </ul>
          )}
          <div className="data-table">
            <table className="risk-signals">
              <caption className="visually-hidden">Signals and the rules that judged them</caption>
              <thead>
                <tr>
                  <th scope="col">Signal</th>
                  <th scope="col">Value</th>
                  <th scope="col">Rule</th>
                  <th scope="col">Fired</th>
                </tr>
              </thead>
              <tbody>
                {assessment.signals.map((signal) => (
                  <tr key={signal.signal} className={signal.fired ? 'risk-fired' : undefined}>
                    <th scope="row">{signal.name}</th>
                    <td>{signal.value}</td>
                    <td className={signal.applies ? undefined : 'muted'}>
                      {signal.rule}
                      {!signal.applies && ' — does not judge this request'}
                    </td>
                    <td>
                      {signal.fired ? (
                        <span className="badge risk-badge risk-high">Fired</span>
                      ) : (
                        <span className="muted">No</span>
                      )}
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        </>
      )}
    </section>
  );
}

/** Finance's questions about the request and the player's answers (decision 057). */
function InfoRequests({ asked }: { asked: TRedemptionReview['infoRequests'] }) {
  if (asked.length === 0) return null;
  return (
    <section className="panel review-panel review-wide" aria-labelledby="review-questions">
      <h2 id="review-questions">Questions to the player</h2>
      <ol className="info-requests">
        {asked.map((item) => (
          <li key={item.askedAt}>
            <p>
              <strong>{item.askedBy}</strong>{' '}
              <span className="muted">{formatTime(item.askedAt)}</span>
              <br />
              {item.question}
            </p>
            <p>
              <strong>Player</strong>{' '}
              {item.answer !== null && item.answeredAt ? (
                <>
                  <span className="muted">{formatTime(item.answeredAt)}</span>
                  <br />
                  {item.answer}
                </>
              ) : (
                <span className="muted">has not answered yet</span>
              )}
            </p>
          </li>
        ))}
      </ol>
    </section>
  );
}

function LinkedAccounts({ linked }: { linked: TRedemptionReview['linkedAccounts'] }) {
  return (
    <section className="panel review-panel" aria-labelledby="review-linked">
      <h2 id="review-linked">Linked accounts</h2>
      {linked.length === 0 ? (
        <p className="muted">
          No other player shares a device, an IP address, a payment card or a bank account.
        </p>
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
        {review.data && <RedemptionActions redemption={review.data.redemption} ask />}
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
          <InfoRequests asked={review.data.infoRequests} />
          <RiskSignals assessment={review.data.assessment} />
          <LinkedAccounts linked={review.data.linkedAccounts} />
          <History history={review.data.history} />
        </div>
      )}
    </div>
  );
}
