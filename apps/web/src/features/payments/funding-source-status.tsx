import type { UseQueryResult } from '@tanstack/react-query';
import type { FundingSource } from '../../lib/get-funding-source';

/** What a panel that needs the saved payment methods shows while they load or when they failed. */
export function FundingSourceStatus({ query }: { query: UseQueryResult<FundingSource> }) {
  if (query.isError) {
    return (
      <div className="checkout-panel checkout-panel--status" role="alert">
        <p className="checkout-panel__text">
          Your saved payment methods could not be loaded. Please try again.
        </p>
        <button
          type="button"
          className="btn btn--ghost"
          disabled={query.isFetching}
          onClick={() => void query.refetch()}
        >
          Try again
        </button>
      </div>
    );
  }
  return (
    <div className="checkout-panel checkout-panel--status" role="status">
      <span className="btn__spinner" aria-hidden="true" />
      <span className="checkout-panel__text">Loading your payment methods…</span>
    </div>
  );
}
