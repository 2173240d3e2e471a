import { TRANSACTIONS_COUNT_CAP, type TTransactionRow } from '@app/contracts/wallet';
import { toDecimal } from '@app/contracts/money';
import type { DbOrTx } from '../../db/database';
import { countTransfers, transactionsPage } from './transactions.repository';
import { PLAYER_ACCOUNT_CURRENCY } from './wallet.repository';
import { PLAYER_ACCOUNT_KINDS, type Currency } from './wallet.tables';

export interface TransactionsFilter {
  currency?: Currency;
  kind?: string;
  page: number;
  limit: number;
  /** The last row of the previous page (keyset); without it `page` alone places the page. */
  beforeId?: number;
}

const WALLETS = { GC: 'gc', SC_UNPLAYED: 'unplayed', SC_REDEEMABLE: 'redeemable' } as const;

/**
 * GET /payment/transactions (decision 066): the player's movements, newest first, one row per
 * transfer. A coin keeps the accounts of that coin (a transfer moves one coin, so it touches only
 * accounts of it). `count` is exact up to the page's first row plus TRANSACTIONS_COUNT_CAP; past
 * that it is the rows before the page plus the cap plus one ("more than that").
 */
export async function playerTransactions(
  db: DbOrTx,
  userId: number,
  filter: TransactionsFilter,
): Promise<{ rows: TTransactionRow[]; count: number }> {
  const of = {
    userId,
    accounts: PLAYER_ACCOUNT_KINDS.filter(
      (kind) => filter.currency === undefined || PLAYER_ACCOUNT_CURRENCY[kind] === filter.currency,
    ),
    kind: filter.kind,
  };
  const before = (filter.page - 1) * filter.limit;
  const { rows, counted } = await transactionsPage(db, {
    ...of,
    beforeId: filter.beforeId,
    offset: filter.beforeId === undefined ? before : 0,
    limit: filter.limit,
    countCap: TRANSACTIONS_COUNT_CAP,
  });
  // A page past the end: the whole count (at most the rows before it, as the page numbers go).
  const count =
    rows.length === 0 && before > 0 ? await countTransfers(db, of, before + 1) : before + counted;
  return {
    count,
    rows: rows.map((r) => {
      // Played-through SC moves between two of the player's accounts: it reads as the credit.
      const outgoing = r.toAccount === null;
      return {
        transactionId: r.id,
        type: r.kind as TTransactionRow['type'],
        coinType: r.currency,
        wallet: WALLETS[(outgoing ? r.fromAccount : r.toAccount) ?? 'GC'],
        amount: toDecimal(outgoing ? -r.amount : r.amount),
        balanceAfter: toDecimal((outgoing ? r.fromBalanceAfter : r.toBalanceAfter) ?? 0),
        status: 'success',
        reference: r.reference,
        createdAt: r.createdAt.toISOString(),
      };
    }),
  };
}
