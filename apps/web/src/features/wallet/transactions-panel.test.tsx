// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TRANSACTIONS_COUNT_CAP, type TTransactionRow } from '@app/contracts/wallet';
import { act } from 'preact/test-utils';
import { buttonNamed, fakeServer, render, settle } from '../../test/render';
import { TransactionsPanel } from './transactions-panel';

const row = (id: number): TTransactionRow => ({
  transactionId: id,
  type: 'bet',
  coinType: 'GC',
  wallet: 'gc',
  amount: -1,
  balanceAfter: id,
  status: 'success',
  reference: null,
  createdAt: '2026-11-20T15:00:00.000Z',
});

/** A whale's list: ids 100,000 down, 16 a page; past the cap the count stops (decision 066). */
function whaleServer() {
  return fakeServer((_method, url) => {
    const query = new URL(url, 'http://test').searchParams;
    const page = Number(query.get('page'));
    const beforeId = query.get('beforeId');
    const top = beforeId ? Number(beforeId) - 1 : 100_000 - (page - 1) * 16;
    return {
      data: {
        rows: Array.from({ length: 16 }, (_, i) => row(top - i)),
        count: (page - 1) * 16 + TRANSACTIONS_COUNT_CAP + 1,
        page,
        limit: 16,
      },
    };
  });
}

const transactionCalls = (calls: { url: string }[]) =>
  calls.filter((c) => c.url.includes('/payment/transactions')).map((c) => c.url);

describe('the transactions screen’s pages (decision 066)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the next page from the last row shown, and goes back to the page as it was', async () => {
    const server = whaleServer();
    vi.stubGlobal('fetch', server.fetch);
    const view = render(<TransactionsPanel />, '/user/account-details');
    await settle();
    const pager = () => view.container.querySelector('.transactions__page')?.textContent;
    // 1,001 rows counted: at least 63 pages.
    expect(pager()).toBe('Page 1 of 63+');

    act(() => buttonNamed(view.container, 'Next')?.click());
    await settle();
    act(() => buttonNamed(view.container, 'Next')?.click());
    await settle();
    expect(pager()).toBe('Page 3 of 65+');
    expect(transactionCalls(server.calls)).toEqual([
      '/api/v1/payment/transactions?page=1&limit=16',
      '/api/v1/payment/transactions?page=2&limit=16&beforeId=99985',
      '/api/v1/payment/transactions?page=3&limit=16&beforeId=99969',
    ]);
    expect(view.container.querySelectorAll('tbody tr')).toHaveLength(16);

    act(() => buttonNamed(view.container, 'Prev')?.click());
    await settle();
    expect(pager()).toBe('Page 2 of 64+');
    expect(transactionCalls(server.calls).at(-1)).toBe(
      '/api/v1/payment/transactions?page=2&limit=16&beforeId=99985',
    );
    view.unmount();
  });

  it('starts again from page 1 without a cursor when a filter changes', async () => {
    const server = whaleServer();
    vi.stubGlobal('fetch', server.fetch);
    const view = render(<TransactionsPanel />, '/user/account-details');
    await settle();
    act(() => buttonNamed(view.container, 'Next')?.click());
    await settle();
    act(() => buttonNamed(view.container, 'SC')?.click());
    await settle();
    expect(transactionCalls(server.calls).at(-1)).toBe(
      '/api/v1/payment/transactions?page=1&limit=16&coinType=SC',
    );
    expect(buttonNamed(view.container, 'Prev')?.disabled).toBe(true);
    view.unmount();
  });
});
