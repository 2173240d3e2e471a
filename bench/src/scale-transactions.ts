import { withClient } from './bench-database';
import type { MixedRequest } from './load';

const LIMIT = 16;
const path = (page: number, beforeId?: number) =>
  `/api/v1/payment/transactions?page=${page}&limit=${LIMIT}` +
  (beforeId === undefined ? '' : `&beforeId=${beforeId}`);

/**
 * The whales' deep transactions pages (decision 066), each connection as one whale: the last page
 * but one and the page ten before the end, asked for `by` cursor, as the web app does having
 * walked there with Next from page 1 (each page from the last row of the page before,
 * `beforeId`), or by `page` number alone (an old client, a typed-in page: the server skips what is
 * before). The cursors and how many pages there are come from the table: the answer's count stops
 * at its cap.
 */
export async function deepTransactionsPages(
  databaseUrl: string,
  whales: readonly { id: number; cookie: string }[],
  by: 'cursor' | 'page',
) {
  const mixes: MixedRequest[][] = [];
  for (const whale of whales) {
    const init = { headers: { cookie: whale.cookie } };
    mixes.push(
      (await deepPages(databaseUrl, whale.id)).map((d, i) => ({
        label: i === 0 ? 'lastButOne' : 'tenFromEnd',
        path: path(d.page, by === 'cursor' ? d.beforeId : undefined),
        init,
      })),
    );
  }
  return (client: number) => mixes[client % mixes.length]!;
}

/**
 * The last page but one and the page ten before the end of a whale's transfers (each once), with
 * the id that ends the page before each: the cursor the web app's Next would send.
 */
function deepPages(databaseUrl: string, userId: number) {
  const ids = `select distinct t.id from wallet_transfers t
    join wallet_accounts a on a.id in (t.from_account_id, t.to_account_id)
    where a.user_id = $1`;
  return withClient(databaseUrl, async (client) => {
    const { rows } = await client.query<{ n: number }>(
      `select count(*)::int as n from (${ids}) ids`,
      [userId],
    );
    const last = Math.max(1, Math.ceil((rows[0]?.n ?? 0) / LIMIT));
    const pages = [];
    for (const page of [Math.max(1, last - 1), Math.max(1, last - 10)]) {
      const { rows: before } =
        page > 1
          ? await client.query<{ id: string }>(
              `select id from (${ids}) ids order by id desc offset $2 limit 1`,
              [userId, (page - 1) * LIMIT - 1],
            )
          : { rows: [] };
      pages.push({ page, beforeId: before[0] ? Number(before[0].id) : undefined });
    }
    return pages;
  });
}
