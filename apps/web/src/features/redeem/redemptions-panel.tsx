import { PagedListFooter } from '../../components/paged-list-footer';
import { rowsOfPages } from '../../lib/paged-list';
import { openModal } from '../../lib/ui-store';
import { useRedemptions } from './api/get-redemptions';
import { RedemptionRow } from './redemption-row';
import './redeem.css';

/**
 * The player's redemptions (GET /payment/redeem-requests), newest first, PAGE_SIZE a
 * page loaded as the list is scrolled; live status events refresh it (RedemptionLiveUpdates).
 */
export function RedemptionsPanel({
  showRedeemButton = true,
}: {
  /** False where the page has its own Redeem action (the redeem-only screen). */
  readonly showRedeemButton?: boolean;
} = {}) {
  const redemptions = useRedemptions();
  const rows = redemptions.data
    ? rowsOfPages(redemptions.data.pages, (r) => r.redeemRequestId)
    : null;

  return (
    <div className="redemptions" aria-busy={redemptions.isFetching}>
      <div className="redemptions__top">
        <p className="redemptions__lead">Requests to redeem your Sweepstakes Coins by ACH.</p>
        {showRedeemButton && (
          <button type="button" className="btn btn--primary" onClick={() => openModal('redeem')}>
            Redeem
          </button>
        )}
      </div>
      {!rows ? (
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
      ) : rows.length === 0 ? (
        <p className="redemptions__empty">No redemptions yet.</p>
      ) : (
        <div className="redemptions__scroller">
          <table className="redemptions__table">
            <caption className="visually-hidden">Your redemptions</caption>
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
              {rows.map((redemption) => (
                <RedemptionRow key={redemption.redeemRequestId} redemption={redemption} />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {rows && rows.length > 0 && (
        <PagedListFooter
          noun="redemptions"
          error={redemptions.error}
          hasNextPage={redemptions.hasNextPage}
          isFetchingNextPage={redemptions.isFetchingNextPage}
          fetchNextPage={redemptions.fetchNextPage}
          refetch={redemptions.refetch}
        />
      )}
    </div>
  );
}
