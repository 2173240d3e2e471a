import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { TRANSACTION_STATUS } from '@app/contracts/constants';
import { fundingSourceQueryKey } from '../../lib/get-funding-source';
import { profileQueryKey } from '../../lib/get-profile';
import { MONEY_DEPENDENT } from '../../lib/money-events';
import { markPurchaseReported } from '../../lib/reported-purchases';
import { closeModal, selectActiveModal, uiStore } from '../../lib/ui-store';
import { walletEventHandlers } from './wallet-events';

/** A client holding a cached profile, saved banks and a query that has nothing to do with money. */
async function clientWithCache() {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000 } } });
  await queryClient.fetchQuery({
    queryKey: profileQueryKey,
    queryFn: () => ({ userId: 7, isFirstPurchase: true }),
    meta: MONEY_DEPENDENT,
  });
  await queryClient.fetchQuery({
    queryKey: fundingSourceQueryKey,
    queryFn: () => ({ list: [] }),
    meta: MONEY_DEPENDENT,
  });
  await queryClient.fetchQuery({ queryKey: ['cms', 'pages'], queryFn: () => [] });
  return queryClient;
}

const invalidated = (queryClient: QueryClient, queryKey: readonly unknown[]) =>
  queryClient.getQueryState(queryKey)?.isInvalidated;

describe('money events refresh what depends on money', () => {
  it('a completed purchase (USER_TRANSACTION_STATUS 1) makes the profile and saved banks stale at once', async () => {
    const queryClient = await clientWithCache();
    walletEventHandlers(queryClient).onTransactionStatus({ data: TRANSACTION_STATUS.SUCCESS });
    expect(invalidated(queryClient, profileQueryKey)).toBe(true);
    expect(invalidated(queryClient, fundingSourceQueryKey)).toBe(true);
    expect(invalidated(queryClient, ['cms', 'pages'])).toBe(false);
  });

  it('a redemption paid (its status event) refreshes them too', async () => {
    const queryClient = await clientWithCache();
    walletEventHandlers(queryClient).onTransactionStatus({
      data: { kind: 'redemption', redeemRequestId: 3, status: 'PAID', amount: 2 },
    });
    expect(invalidated(queryClient, profileQueryKey)).toBe(true);
    expect(invalidated(queryClient, fundingSourceQueryKey)).toBe(true);
  });

  it('a bet’s balance update alone does not read the profile again', async () => {
    const queryClient = await clientWithCache();
    walletEventHandlers(queryClient).onWalletBalance({
      data: { gcCoin: 10, scCoin: 2, wsc: 1, isCredit: false },
    });
    expect(invalidated(queryClient, profileQueryKey)).toBe(false);
  });
});

describe('a purchase’s live status', () => {
  it('opens the status modal for a purchase this page has not reported', async () => {
    const queryClient = await clientWithCache();
    walletEventHandlers(queryClient).onTransactionStatus({
      data: TRANSACTION_STATUS.SUCCESS,
      referenceId: 'pur_live_only',
    });
    expect(selectActiveModal(uiStore.getState())).toBe('transactionStatus');
    closeModal();
  });

  it('is not shown again after the thank-you page reported the same purchase', async () => {
    const queryClient = await clientWithCache();
    markPurchaseReported('pur_thanked');
    walletEventHandlers(queryClient).onTransactionStatus({
      data: TRANSACTION_STATUS.SUCCESS,
      referenceId: 'pur_thanked',
    });
    expect(selectActiveModal(uiStore.getState())).toBeNull();
    // What depends on money is still read again.
    expect(invalidated(queryClient, profileQueryKey)).toBe(true);
  });
});
