import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { PAGE_SIZE } from '@app/contracts/constants';
import type { TRANSACTION_TYPES, TTransactionRow } from '@app/contracts/wallet';
import { api } from '../../../lib/api-client';
import { MONEY_DEPENDENT } from '../../../lib/money-events';
import type { CoinType } from '../../../lib/ui-store';

export type TransactionType = (typeof TRANSACTION_TYPES)[number];

export interface TransactionsFilter {
  readonly page: number;
  readonly coinType?: CoinType;
  readonly type?: TransactionType;
  /** The last row of the page before (keyset, decision 066); without it `page` places the page. */
  readonly beforeId?: number;
}

export interface TransactionsPage {
  readonly rows: readonly TTransactionRow[];
  readonly count: number;
  readonly page: number;
  readonly limit: number;
}

/** Keys of the player's movements; any balance change makes every page stale. */
export const transactionsQueryKeys = {
  all: ['wallet', 'transactions'] as const,
  list: (filter: TransactionsFilter) => [...transactionsQueryKeys.all, filter] as const,
};

/**
 * GET /payment/transactions: the player's own movements, 16 a page (SPEC §9), newest first. The
 * count stops past TRANSACTIONS_COUNT_CAP rows from the page (transactionsCountCapped).
 */
export function getTransactions(
  filter: TransactionsFilter,
  signal?: AbortSignal,
): Promise<TransactionsPage> {
  return api.get<TransactionsPage>('/payment/transactions', {
    query: {
      page: filter.page,
      limit: PAGE_SIZE,
      coinType: filter.coinType,
      type: filter.type,
      beforeId: filter.beforeId,
    },
    signal,
  });
}

export const transactionsQueryOptions = (filter: TransactionsFilter) =>
  queryOptions({
    queryKey: transactionsQueryKeys.list(filter),
    queryFn: ({ signal }) => getTransactions(filter, signal),
    // A ledger view is always read fresh; the previous page stays while the next loads.
    staleTime: 0,
    placeholderData: keepPreviousData,
    meta: MONEY_DEPENDENT,
  });

export function useTransactions(filter: TransactionsFilter) {
  return useQuery(transactionsQueryOptions(filter));
}
