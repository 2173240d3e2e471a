import { useState } from 'react';
import { formatDateTime } from '@app/contracts/dates';
import {
  TRANSACTION_TYPES,
  transactionsCountCapped,
  type TTransactionRow,
} from '@app/contracts/wallet';
import { SelectField } from '../../components/form-fields';
import { formatCoins } from '../../lib/coins';
import type { CoinType } from '../../lib/ui-store';
import {
  useTransactions,
  type TransactionType,
  type TransactionsFilter,
} from './api/get-transactions';
import {
  TRANSACTION_TYPE_LABELS,
  WALLET_LABELS,
  signedAmount,
  statusLabel,
  transactionTypeLabel,
} from './transaction-labels';
import './wallet.css';

const COIN_FILTERS: readonly { value: CoinType | undefined; label: string }[] = [
  { value: undefined, label: 'All' },
  { value: 'GC', label: 'GC' },
  { value: 'SC', label: 'SC' },
];

const isTransactionType = (value: string): value is TransactionType =>
  (TRANSACTION_TYPES as readonly string[]).includes(value);

/** A date the server sent, as MM/DD/YYYY hh:mm A (SPEC §9). */
function formatWhen(iso: string): string {
  try {
    return formatDateTime(iso);
  } catch {
    return iso;
  }
}

function TransactionRow({ row }: { row: TTransactionRow }) {
  const amount = signedAmount(row.amount);
  const coin = row.coinType.toLowerCase();
  return (
    <tr>
      <th scope="row" className="transactions__type" data-label="Type">
        {transactionTypeLabel(row.type)}
      </th>
      <td data-label="Coin" className="transactions__coin-cell">
        <span className="transactions__coin">
          <span className={`coin-badge coin-badge--${coin}`} aria-hidden="true">
            {row.coinType}
          </span>
          <span>
            {row.coinType}
            <span className="transactions__wallet">{WALLET_LABELS[row.wallet]}</span>
          </span>
        </span>
      </td>
      <td data-label="Amount" className={`transactions__amount is-${amount.direction}`}>
        {amount.text}
      </td>
      <td data-label="Balance after" className="transactions__number transactions__balance">
        {formatCoins(row.balanceAfter)}
      </td>
      <td data-label="Status" className="transactions__status">
        <span className={`status-pill status-pill--${row.status}`}>{statusLabel(row.status)}</span>
      </td>
      <td data-label="Date" className="transactions__date">
        <time dateTime={row.createdAt}>{formatWhen(row.createdAt)}</time>
      </td>
    </tr>
  );
}

/**
 * The player's coin movements (GET /payment/transactions), 16 a page with
 * Prev/Next, filtered by coin and type. A table on wide screens, one card
 * per movement on phones. Next asks for the rows after the last one shown
 * (beforeId, decision 066); Prev goes back to the page as it was asked for.
 * Past the count's cap the page count reads "63+" (at least that many).
 */
export function TransactionsPanel() {
  const [filter, setFilter] = useState<TransactionsFilter>({ page: 1 });
  /** The pages before this one, as they were asked for (Prev returns to them). */
  const [before, setBefore] = useState<readonly TransactionsFilter[]>([]);
  const transactions = useTransactions(filter);
  const data = transactions.data;
  const pageCount = data ? Math.max(1, Math.ceil(data.count / data.limit)) : 1;
  const pageCountText = `${pageCount}${data && transactionsCountCapped(data) ? '+' : ''}`;
  const filtered = filter.coinType !== undefined || filter.type !== undefined;
  const lastShown = transactions.isPlaceholderData ? undefined : data?.rows.at(-1);

  const changeFilter = (next: Omit<TransactionsFilter, 'page' | 'beforeId'>) => {
    setBefore([]);
    setFilter({ page: 1, ...next });
  };
  const nextPage = (lastId: number) => {
    setBefore([...before, filter]);
    setFilter({ ...filter, page: filter.page + 1, beforeId: lastId });
  };
  const previousPage = () => {
    const previous = before.at(-1);
    setBefore(before.slice(0, -1));
    setFilter(previous ?? { ...filter, page: filter.page - 1, beforeId: undefined });
  };

  return (
    <div className="transactions" aria-busy={transactions.isFetching}>
      <div className="transactions__filters">
        <div className="transactions__coin-filter">
          <span className="field__label" id="transactions-coin-label">
            Coin
          </span>
          <div className="segmented" role="group" aria-labelledby="transactions-coin-label">
            {COIN_FILTERS.map(({ value, label }) => (
              <button
                key={label}
                type="button"
                className={
                  filter.coinType === value ? 'segmented__option is-active' : 'segmented__option'
                }
                aria-pressed={filter.coinType === value}
                onClick={() => changeFilter({ coinType: value, type: filter.type })}
              >
                {label}
              </button>
            ))}
          </div>
        </div>
        <SelectField
          label="Type"
          className="transactions__type-filter"
          value={filter.type ?? ''}
          onChange={(event) => {
            const value = event.target.value;
            changeFilter({
              coinType: filter.coinType,
              type: isTransactionType(value) ? value : undefined,
            });
          }}
        >
          <option value="">All types</option>
          {TRANSACTION_TYPES.map((type) => (
            <option key={type} value={type}>
              {TRANSACTION_TYPE_LABELS[type]}
            </option>
          ))}
        </SelectField>
      </div>

      {!data ? (
        transactions.isError ? (
          <div className="transactions__empty" role="alert">
            <p>Your transactions could not be loaded.</p>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => void transactions.refetch()}
            >
              Try Again
            </button>
          </div>
        ) : (
          <p className="transactions__empty" role="status">
            Loading your transactions…
          </p>
        )
      ) : data.rows.length === 0 ? (
        <p className="transactions__empty">
          {filtered
            ? 'No transactions match these filters.'
            : 'No transactions yet. Claim a bonus or play a game and your coin movements will show here.'}
        </p>
      ) : (
        <div className="transactions__scroller">
          <table className="transactions__table">
            <caption className="visually-hidden">
              Your transactions, page {data.page} of {pageCountText}
            </caption>
            <thead>
              <tr>
                <th scope="col">Type</th>
                <th scope="col">Coin</th>
                <th scope="col" className="transactions__number">
                  Amount
                </th>
                <th scope="col" className="transactions__number">
                  Balance after
                </th>
                <th scope="col">Status</th>
                <th scope="col">Date</th>
              </tr>
            </thead>
            <tbody>
              {data.rows.map((row) => (
                <TransactionRow key={row.transactionId} row={row} />
              ))}
            </tbody>
          </table>
        </div>
      )}

      {data && data.count > 0 && (
        <nav className="transactions__pager" aria-label="Transaction pages">
          <button
            type="button"
            className="btn btn--ghost"
            disabled={filter.page <= 1}
            onClick={previousPage}
          >
            Prev
          </button>
          <span className="transactions__page" aria-live="polite">
            Page {filter.page} of {pageCountText}
          </span>
          <button
            type="button"
            className="btn btn--ghost"
            disabled={filter.page >= pageCount || !lastShown}
            onClick={() => lastShown && nextPage(lastShown.transactionId)}
          >
            Next
          </button>
        </nav>
      )}
    </div>
  );
}
