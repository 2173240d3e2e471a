import { useState } from 'react';
import { PAGE_SIZE } from '@app/contracts/constants';
import { openModal } from '../../lib/ui-store';
import { useRedemptions } from './api/get-redemptions';
import { RedemptionRow } from './redemption-row';
import './redeem.css';

/**
 * The player's redemptions (GET /payment/redeem-requests), newest first, PAGE_SIZE a
 * page; live status events refresh it (RedemptionLiveUpdates).
 */
export function RedemptionsPanel() {
  const [page, setPage] = useState(1);
  const redemptions = useRedemptions(page);
  const data = redemptions.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / PAGE_SIZE)) : 1;

  return (
    <div className="redemptions" aria-busy={redemptions.isFetching}>
      <div className="redemptions__top">
        <p className="redemptions__lead">Requests to redeem your Sweepstakes Coins by ACH.</p>
        <button type="button" className="btn btn--primary" onClick={() => openModal('redeem')}>
          Redeem
        </button>
      </div>
      {!data ? (
        redemptions.isError ? (
          <div className="redemptions__empty" role="alert">
            <p>Your redemptions could not be loaded.</p>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => void redemptions.refetch()}
            >
              Try Again
            </button>
          </div>
        ) : (
          <p className="redemptions__empty" role="status">
            Loading your redemptions…
          </p>
        )
      ) : data.rows.length === 0 ? (
        <p className="redemptions__empty">No redemptions yet.</p>
      ) : (
        <div className="redemptions__scroller">
          <table className="redemptions__table">
            <caption className="visually-hidden">
              Your redemptions, page {page} of {pageCount}
            </caption>
            <thead>
              <tr>
                <th scope="col">Amount</th>
                <th scope="col">Status</th>
                <th scope="col">Bank</th>
                <th scope="col">Reason</th>
                <th scope="col">Date</th>
                <th scope="col">
                  <span className="visually-hidden">Action</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((redemption) => (
                <RedemptionRow key={redemption.redeemRequestId} redemption={redemption} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {data && data.count > PAGE_SIZE && (
        <nav className="redemptions__pager" aria-label="Redemption pages">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={page <= 1}
            onClick={() => setPage(page - 1)}
          >
            Prev
          </button>
          <span aria-live="polite">
            Page {page} of {pageCount}
          </span>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={page >= pageCount || redemptions.isPlaceholderData}
            onClick={() => setPage(page + 1)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
