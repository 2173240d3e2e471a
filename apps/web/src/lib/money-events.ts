import type { Query, QueryClient } from '@tanstack/react-query';

/**
 * What a query declares when its answer changes with the player's money: a purchase completed or
 * failed, a redemption requested, decided, paid or returned (each arrives as the wallet channel's
 * USER_TRANSACTION_STATUS). Features do not import each other, so each query says it of itself
 * with `meta: MONEY_DEPENDENT` and the wallet's live events refresh them all in one place.
 */
export const MONEY_DEPENDENT = { moneyDependent: true } as const;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: { moneyDependent?: boolean };
  }
}

export const dependsOnMoney = (query: Pick<Query, 'meta'>): boolean =>
  query.meta?.moneyDependent === true;

/**
 * A money event happened: every query that depends on money is read again if a screen shows it,
 * and marked stale otherwise, so the next screen that needs it asks the server first.
 */
export function refreshMoneyDependents(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ predicate: dependsOnMoney });
}
