import { HEAVY_PLAYER_EVERY, HEAVY_PLAYER_OFFSET } from './backoffice-data';
import { withClient } from './bench-database';
import type { MixedRequest } from './load';

/**
 * The back office's requests as the benchmarks send them (bench:backoffice, bench:scale), read
 * from the loaded data set: the player search, player ledger pages and the dashboard.
 */

/** Requests of the player search: an id, the start of a username or an email, a phone, lists. */
export function searchMix(url: string): Promise<MixedRequest[]> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{
      id: number;
      username: string;
      email: string;
      phone: string;
    }>(
      `select id, username, email, phone from users
       where id in (select (1 + floor(random() * (select max(id) from users)))::int
         from generate_series(1, 40))`,
    );
    return rows.flatMap((r, i): MixedRequest[] => {
      const q = (label: string, query: string) => ({
        label,
        path: `/api/v1/admin/players?${query}`,
      });
      const e = encodeURIComponent;
      return [
        q('id', `q=${r.id}`),
        // A name's first letters (many players) and most of a username (a few).
        q('usernamePrefix', `q=${e(r.username.slice(0, 3 + (i % 3)))}`),
        q('usernamePrefix', `q=${e(r.username.slice(0, -1))}`),
        q('emailPrefix', `q=${e(r.email.slice(0, r.email.indexOf('@') + 1))}`),
        q('emailPrefix', `q=${e(r.email.split('.')[0]!)}.`),
        q('phone', `q=${e(r.phone)}`),
        q('firstPage', i % 2 ? '' : 'sort=createdAt&order=desc'),
        q(
          'filtered',
          ['restricted=true', 'kycStatus=PENDING', 'status=suspended', 'vipLevel=3'][i % 4]!,
        ),
      ];
    });
  });
}

/**
 * Ledger pages: random players, heavy ones (and `whales`), and the heavy ones' second pages
 * (beforeId, read from their first page through `baseUrl` with a staff `cookie`).
 */
export function ledgerMix(
  baseUrl: string,
  url: string,
  cookie: string,
  whales: readonly number[] = [],
): Promise<MixedRequest[]> {
  return withClient(url, async (client) => {
    const { rows: random } = await client.query<{ id: number }>(
      `select (1 + floor(random() * (select max(id) from users)))::int as id
       from generate_series(1, 60)`,
    );
    const { rows: heavy } = await client.query<{ id: number }>(
      `select id from users where id % $1 = $2 order by random() limit 20`,
      [HEAVY_PLAYER_EVERY, HEAVY_PLAYER_OFFSET],
    );
    const requests: MixedRequest[] = random.map((r) => ({
      label: 'player',
      path: `/api/v1/admin/players/${r.id}/ledger`,
    }));
    for (const { id } of [...heavy, ...whales.map((id) => ({ id }))]) {
      const path = `/api/v1/admin/players/${id}/ledger`;
      const res = await fetch(`${baseUrl}${path}`, { headers: { cookie } });
      const page = (await res.json()) as { data: { nextBeforeId: number | null } };
      const whale = whales.includes(id);
      requests.push({ label: whale ? 'whale' : 'heavyPlayer', path });
      if (page.data.nextBeforeId !== null)
        requests.push({
          label: whale ? 'whaleNextPage' : 'heavyNextPage',
          path: `${path}?beforeId=${page.data.nextBeforeId}`,
        });
    }
    return requests;
  });
}

/** The dashboard over each of its ranges. */
export const dashboardMix = (): MixedRequest[] =>
  (['today', '7d', '30d'] as const).map((range) => ({
    label: range,
    path: `/api/v1/admin/dashboard?range=${range}`,
  }));

/**
 * A mix for runLoad: each of `connections` clients runs through the requests from its own
 * starting point, with one of the staff `cookies` in turn.
 */
export const sessionsMix =
  (requests: MixedRequest[], cookies: string[], connections: number) =>
  (client: number): MixedRequest[] => {
    const at = Math.floor((client * requests.length) / connections);
    return [...requests.slice(at), ...requests.slice(0, at)].map((r) => ({
      ...r,
      init: {
        ...r.init,
        headers: { ...r.init?.headers, cookie: cookies[client % cookies.length]! },
      },
    }));
  };
