/**
 * Scale benchmark (issue 28, "A database after a year"): the player's and the back office's
 * calls, each measured alone at 50 connections, through the real server on PostgreSQL holding a
 * year of a casino: 1,000,000 players, 20,000,000 transfers, ~10,000,000 game rounds, a purchase
 * per paying player, 100,000 redemptions, 300,000 audit rows, and five whales with 200,000–400,000
 * transfers each. Targets: p99 under 50 ms for every player call, under 100 ms for every staff
 * call. Prints one JSON line (each call's p50, p99, requests, errors and target, the database's
 * size, its rows and how long loading and measuring took); progress goes to stderr.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:scale
 *
 * BENCH_SCALE=short loads a tenth of everything (100,000 players), any fraction
 * (BENCH_SCALE=0.02) that share, and BENCH_PLAYERS alone its share of 1,000,000 of everything;
 * BENCH_PLAYERS, BENCH_TRANSFERS, BENCH_REDEMPTIONS and BENCH_AUDIT_ROWS set one count. The database `bench_scale` is dropped and made again each run
 * (the server migrates and seeds it, the data set is bulk-loaded, the dashboard's roll-up folds
 * it); BENCH_REUSE=1 keeps one a previous run loaded. BENCH_CONNECTIONS, BENCH_DURATION_MS and
 * BENCH_WARMUP_MS shape each load; answers still due BENCH_DRAIN_MS (20 s) after a window are
 * abandoned (errors), and the next call waits until the database has finished what they left
 * running (at most BENCH_SETTLE_MS, 120 s, then it is cancelled). BENCH_ONLY=login,slotRound,...
 * measures only those calls.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { roleCan, type Permission } from '@app/contracts/staff-permissions';
import { whaleIds } from './backoffice-data';
import { dashboardMix, ledgerMix, searchMix, sessionsMix } from './backoffice-mixes';
import { addStaff, staffSignIn } from './backoffice-staff';
import {
  databaseBytes,
  databaseUrlFor,
  foldStatsRollups,
  prepareDatabase,
  settleDatabase,
  withClient,
} from './bench-database';
import { fundPlayers, logIn, loginBody } from './cluster-players';
import { call, type Answer, type HttpConnection } from './http-connection';
import {
  freshBenchKey,
  IDEMPOTENCY_KEY_PLACEHOLDER,
  runLoad,
  type LoadResult,
  type MixedRequest,
} from './load';
import { countScaleRows, loadScaleDataSet } from './scale-data';
import { pickScalePlayers, type ScalePlayer } from './scale-players';
import { deepTransactionsPages } from './scale-transactions';
import { startServer } from './server-process';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const SCALE = process.env.BENCH_SCALE ?? 'full';
/** The share of the full data set: BENCH_SCALE's, else BENCH_PLAYERS' share of 1,000,000. */
const FACTOR = process.env.BENCH_SCALE
  ? SCALE === 'short'
    ? 0.1
    : SCALE === 'full'
      ? 1
      : Number(SCALE)
  : Math.min(1, Number(process.env.BENCH_PLAYERS ?? 1_000_000) / 1_000_000);
if (!(FACTOR > 0 && FACTOR <= 1)) throw new Error(`BENCH_SCALE is short, full or a fraction`);
const sized = (name: string, full: number) =>
  Number(process.env[name] ?? Math.round(full * FACTOR));
const PLAYERS = sized('BENCH_PLAYERS', 1_000_000);
const TRANSFERS = sized('BENCH_TRANSFERS', 20_000_000);
const REDEMPTIONS = sized('BENCH_REDEMPTIONS', 100_000);
const AUDIT_ROWS = sized('BENCH_AUDIT_ROWS', 300_000);
const WHALE_TRANSFERS = [400_000, 350_000, 300_000, 250_000, 200_000].map((n) =>
  Math.round(n * FACTOR),
);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 5_000);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 2_000);
/** How long answers still due after a window are waited for before they are abandoned. */
const DRAIN_MS = Number(process.env.BENCH_DRAIN_MS ?? 20_000);
/** How long abandoned requests may keep the database busy before what runs is cancelled. */
const SETTLE_MS = Number(process.env.BENCH_SETTLE_MS ?? 120_000);
const REUSE = process.env.BENCH_REUSE === '1';
const ONLY = process.env.BENCH_ONLY?.split(',');
const NAME = 'bench_scale';
/** Staff members signed in: three of each role with players.read. */
const STAFF = 12;
const PLAYER_TARGET_MS = 50;
const STAFF_TARGET_MS = 100;
/** GC each signed-in player gets (hundredths), SC each redeemer gets to redeem. */
const FUND_GC = 10_000_000_000;
const FUND_SC = 1_000_000;

const log = (line: string) => process.stderr.write(`[bench:scale] ${line}\n`);
const seconds = (since: number) => Number(((performance.now() - since) / 1000).toFixed(1));

/**
 * A call's figures as the JSON line gives them. `fromWarmup`: no request started in the window
 * was answered before it was abandoned (each slower than the window and the drain), the figures
 * are the warm-up's; null percentiles: not one request was answered.
 */
interface CallFigures {
  p50Ms: number | null;
  p99Ms: number | null;
  requests: number;
  errors: number;
  target: number;
  abandoned?: number;
  fromWarmup?: true;
  byLabel?: LoadResult['byLabel'];
}

async function main() {
  const started = performance.now();
  const databaseUrl = databaseUrlFor(adminUrl, NAME);
  const key = randomBytes(32).toString('hex');
  // Behind a proxy, as in production: each player's address is its own (the login limits count
  // per address). Errors only (on stderr): "slow request" warnings would bury the progress.
  const serverEnv = {
    DATABASE_URL: databaseUrl,
    DATA_ENCRYPTION_KEY: key,
    LOG_LEVEL: 'error',
    TRUST_PROXY: 'true',
  };

  const fresh = await prepareDatabase(adminUrl, NAME, REUSE);
  let load: Record<string, number> | 'reused' = 'reused';
  if (fresh) {
    const t0 = performance.now();
    await (await startServer(serverEnv, { logToStderr: true })).stop();
    const migrateSeconds = seconds(t0);
    log(`migrated and seeded in ${migrateSeconds} s`);
    log(
      `loading ${PLAYERS} players, ${TRANSFERS} transfers (whales ${WHALE_TRANSFERS.join(', ')}), ` +
        `${REDEMPTIONS} redemptions, ${AUDIT_ROWS} audit rows`,
    );
    const dataSet = await loadScaleDataSet(databaseUrl, {
      players: PLAYERS,
      transfers: TRANSFERS,
      whaleTransfers: WHALE_TRANSFERS,
      redemptions: REDEMPTIONS,
      auditRows: AUDIT_ROWS,
      log,
    });
    log(`data set loaded in ${dataSet.seconds} s`);
    load = {
      migrateSeconds,
      loadSeconds: dataSet.seconds,
      maxTransfersPerPlayer: dataSet.maxTransfersPerPlayer,
    };
  }
  // The roll-up job's work, as it runs between two visits of the dashboard: the whole load, or
  // what a previous run of a reused database wrote (and its expired gaps).
  const rollup = await foldStatsRollups(databaseUrl);
  log(`roll-up folded everything in ${rollup.seconds} s (${rollup.passes} passes)`);
  if (load !== 'reused') load.rollupSeconds = rollup.seconds;
  const rows = await countScaleRows(databaseUrl);
  const bytes = await databaseBytes(databaseUrl);
  log(`rows ${JSON.stringify(rows)}, ${(bytes / 2 ** 30).toFixed(2)} GiB`);

  const { players, redeemers, whales } = await pickScalePlayers(databaseUrl, {
    players: CONNECTIONS,
    redeemers: CONNECTIONS,
    // The loader's whales among the players it loaded (a reused database: as many as now).
    whales: whaleIds(rows.players, WHALE_TRANSFERS.length),
  });
  await fundPlayers(
    databaseUrl,
    players.map((p) => p.id),
    FUND_GC,
  );
  await fundPlayers(
    databaseUrl,
    redeemers.map((p) => p.id),
    FUND_GC,
    FUND_SC,
  );
  const staff = await addStaff(databaseUrl, key, STAFF);

  const server = await startServer(serverEnv, { logToStderr: true });
  const measureStarted = performance.now();
  try {
    const base = server.baseUrl;
    // Every address of this run is its own: 10.<run>.250–255.<n> to sign in, then
    // 10.<run>.<client>.<n> for the measured logins.
    const run = randomInt(256);
    let signIns = 0;
    const signIn = (p: ScalePlayer) => {
      signIns += 1;
      const address = `10.${run}.${250 + (signIns >> 8)}.${signIns & 255}`;
      return logIn(base, p.email, { 'x-forwarded-for': address });
    };
    const cookies: string[] = [];
    for (const p of players) cookies.push(await signIn(p));
    const redeemerCookies: string[] = [];
    for (const p of redeemers) redeemerCookies.push(await signIn(p));
    const whaleCookies = cookies.slice(0, whales.length);
    const staffCookies = new Map<string, string>();
    for (const member of staff) staffCookies.set(member.email, await staffSignIn(base, member));
    const staffWith = (permission: Permission) =>
      staff.filter((m) => roleCan(m.role, permission)).map((m) => staffCookies.get(m.email)!);
    log(
      `signed in ${cookies.length} players, ${redeemerCookies.length} redeemers, ${staff.length} staff`,
    );

    const calls: Record<string, CallFigures> = {};
    const measure = async (
      name: string,
      target: number,
      options: Omit<Parameters<typeof runLoad>[0], 'connections' | 'durationMs' | 'warmupMs'>,
    ) => {
      if (ONLY && !ONLY.includes(name)) return;
      const t0 = performance.now();
      const result = await runLoad({
        ...options,
        connections: CONNECTIONS,
        durationMs: DURATION_MS,
        warmupMs: WARMUP_MS,
        drainMs: DRAIN_MS,
      });
      const answered = result.requests > 0;
      calls[name] = {
        p50Ms: answered ? result.p50Ms : null,
        p99Ms: answered ? result.p99Ms : null,
        requests: result.requests,
        errors: result.errors,
        target,
        ...(result.abandoned ? { abandoned: result.abandoned } : {}),
        ...(result.fromWarmup ? { fromWarmup: true as const } : {}),
        ...(result.byLabel && Object.keys(result.byLabel).length > 1
          ? { byLabel: result.byLabel }
          : {}),
      };
      log(
        `${name}: p50 ${result.p50Ms} ms, p99 ${result.p99Ms} ms, ${result.requests} requests, ` +
          `${result.errors} errors, ${result.abandoned ?? 0} abandoned` +
          `${result.fromWarmup ? ', from the warm-up' : ''} (${seconds(t0)} s)`,
      );
      // What the abandoned requests still have running would weigh on the next call.
      if (result.abandoned) {
        const settled = await settleDatabase(databaseUrl, SETTLE_MS);
        log(`waited ${settled.seconds} s for the database, cancelled ${settled.cancelled}`);
      }
    };
    /**
     * Requests each connection sends as its own player (one per connection: whales, heavy and
     * ordinary players), labelled by the player's kind (by the request's own label in a mix).
     */
    const asPlayers = (requests: MixedRequest[]) => ({
      url: base,
      mix: (client: number) =>
        requests.map((r) => ({
          ...r,
          label: requests.length > 1 ? r.label : players[client % players.length]!.kind,
          init: {
            ...r.init,
            headers: { ...r.init?.headers, cookie: cookies[client % cookies.length]! },
          },
        })),
    });
    const get = (path: string): MixedRequest[] => [{ path, label: '' }];

    // --- The player's calls.
    await measure('login', PLAYER_TARGET_MS, {
      url: base,
      // Each connection signs its player in again and again, from addresses of its own.
      mix: (client) =>
        Array.from({ length: 64 }, (_, n) => ({
          label: 'login',
          path: '/api/v1/user/login',
          init: {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'x-forwarded-for': `10.${run}.${client % 250}.${n + 1}`,
            },
            body: loginBody(players[client % players.length]!.email),
          },
        })),
    });
    await measure('profile', PLAYER_TARGET_MS, asPlayers(get('/api/v1/user/profile')));
    await measure(
      'lobby',
      PLAYER_TARGET_MS,
      asPlayers([
        { label: 'all', path: '/api/v1/casino-games?limit=16&page=1' },
        { label: 'slots', path: '/api/v1/casino-games?subCategoryName=Slots&limit=16&page=1' },
        { label: 'search', path: '/api/v1/casino-games?search=a&limit=16&page=1' },
      ]),
    );
    await measure(
      'slotRound',
      PLAYER_TARGET_MS,
      asPlayers([
        {
          label: '',
          path: '/api/v1/casino-games/1/play',
          init: {
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              'idempotency-key': IDEMPOTENCY_KEY_PLACEHOLDER,
            },
            body: JSON.stringify({ coinType: 'GC', bet: 100 }),
          },
        },
      ]),
    );
    // A round is a start and a stand (or more): two requests or more per sample.
    await measure('blackjackRound', PLAYER_TARGET_MS, {
      url: `${base}/api/v1/casino-games/8/start`,
      cookies,
      blackjack: true,
    });
    await measure(
      'transactionsPage1',
      PLAYER_TARGET_MS,
      asPlayers(get('/api/v1/payment/transactions?page=1&limit=16')),
    );
    // A whale's deep page as the web app asks for it (by cursor), and by page number alone.
    const whaleSessions = whales.map((w, i) => ({ id: w.id, cookie: whaleCookies[i]! }));
    await measure('transactionsDeepPage', PLAYER_TARGET_MS, {
      url: base,
      mix: await deepTransactionsPages(databaseUrl, whaleSessions, 'cursor'),
    });
    await measure('transactionsDeepPageByNumber', PLAYER_TARGET_MS, {
      url: base,
      mix: await deepTransactionsPages(databaseUrl, whaleSessions, 'page'),
    });
    await measure(
      'betHistory',
      PLAYER_TARGET_MS,
      // What a game's history panel asks (one game: the most played, and one played less), and
      // every game's rounds.
      asPlayers([
        { label: 'allGames', path: '/api/v1/casino-games/bets?page=1&limit=16' },
        { label: 'mostPlayedGame', path: '/api/v1/casino-games/bets?gameId=1&page=1&limit=16' },
        { label: 'lessPlayedGame', path: '/api/v1/casino-games/bets?gameId=8&page=1&limit=16' },
      ]),
    );
    await measure(
      'gamblingHistory',
      PLAYER_TARGET_MS,
      asPlayers(get('/api/v1/responsible-gambling/gambling-history')),
    );
    await measure('vipPage', PLAYER_TARGET_MS, asPlayers(get('/api/v1/rewards/vip-tier')));

    // --- The back office's calls, each by the staff whose role may make it.
    const staffLoad = (requests: MixedRequest[], permission: Permission) => {
      const who = staffWith(permission);
      return { url: base, mix: sessionsMix(requests, who, CONNECTIONS) };
    };
    const reader = staffWith('players.read')[0]!;
    await measure(
      'playerSearch',
      STAFF_TARGET_MS,
      staffLoad(await searchMix(databaseUrl), 'players.read'),
    );
    await measure(
      'playerLedger',
      STAFF_TARGET_MS,
      staffLoad(
        await ledgerMix(
          base,
          databaseUrl,
          reader,
          whales.map((w) => w.id),
        ),
        'players.read',
      ),
    );
    const finance = staffWith('redemptions.read')[0]!;
    await measure(
      'redemptionQueue',
      STAFF_TARGET_MS,
      staffLoad(await queueMix(base, finance), 'redemptions.read'),
    );
    const auditor = staffWith('audit.read')[0]!;
    await measure(
      'auditSearch',
      STAFF_TARGET_MS,
      staffLoad(
        await auditMix(
          base,
          databaseUrl,
          auditor,
          whales.map((w) => w.id),
        ),
        'audit.read',
      ),
    );
    await measure('dashboard', STAFF_TARGET_MS, staffLoad(dashboardMix(), 'dashboard.read'));
    // Last: a redemption that is abandoned and cancelled (BENCH_SETTLE_MS) rolls back its hold,
    // and the ids it took are gaps the dashboard's roll-up looks into on every read.
    await measure(
      'redemptionRequest',
      PLAYER_TARGET_MS,
      redemptionLoad(base, redeemers, redeemerCookies),
    );

    const missed = Object.entries(calls)
      .filter(([, c]) => c.p99Ms === null || c.p99Ms >= c.target || c.errors > 0)
      .map(([name]) => name);
    console.log(
      JSON.stringify({
        bench: 'scale',
        scale: SCALE,
        connections: CONNECTIONS,
        durationMs: DURATION_MS,
        warmupMs: WARMUP_MS,
        drainMs: DRAIN_MS,
        databaseBytes: bytes,
        rows,
        whales: whales.map((w) => w.id),
        load,
        measureSeconds: seconds(measureStarted),
        totalSeconds: seconds(started),
        calls,
        missed,
      }),
    );
  } finally {
    await server.stop();
  }
}

/**
 * Each connection as one redeemer: requests a redemption by ACH with bank details of its own,
 * then (not timed) cancels it, so the next request is again the player's only open one. Above
 * the auto-approval ceiling, the request waits for finance (PENDING) and may be cancelled.
 */
function redemptionLoad(base: string, redeemers: ScalePlayer[], cookies: string[]) {
  const cancelUrl = new URL('/api/v1/payment/redeem-request', base);
  return {
    url: `${base}/api/v1/payment/redeem-request`,
    init: (client: number) => {
      const p = redeemers[client % redeemers.length]!;
      return {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: cookies[client % cookies.length]!,
          'idempotency-key': IDEMPOTENCY_KEY_PLACEHOLDER,
        },
        body: JSON.stringify({
          paymentType: 'redeem',
          providerType: 'fiat',
          amount: 150,
          cardHolderName: `${p.firstName} ${p.lastName}`,
          accountNumber: String(100_000_000 + p.id),
          routingNumber: '011000015',
        }),
      };
    },
    after: async (connection: HttpConnection, answer: Answer, client: number) => {
      const { data } = JSON.parse(answer.body) as {
        data: { redemption: { redeemRequestId: number } };
      };
      const res = await call(connection, cancelUrl, {
        method: 'PUT',
        headers: {
          'content-type': 'application/json',
          cookie: cookies[client % cookies.length]!,
          'idempotency-key': freshBenchKey(),
        },
        body: JSON.stringify({ redeemRequestId: data.redemption.redeemRequestId }),
      });
      if (res.status !== 200) throw new Error(`cancel failed: ${res.status} ${res.body}`);
    },
  };
}

/** The finance queue: pending by risk and by age, other statuses, and second pages. */
async function queueMix(base: string, cookie: string): Promise<MixedRequest[]> {
  const first = [
    { label: 'pendingByRisk', query: 'status=PENDING&sort=risk' },
    { label: 'pendingByAge', query: 'status=PENDING' },
    { label: 'all', query: '' },
    { label: 'approved', query: 'status=APPROVED' },
    { label: 'paid', query: 'status=PAID&sort=age' },
  ];
  const requests: MixedRequest[] = [];
  for (const { label, query } of first) {
    const path = `/api/v1/admin/redemptions?${query}`;
    requests.push({ label, path });
    const res = await fetch(`${base}${path}`, { headers: { cookie } });
    const { data } = (await res.json()) as { data: { nextCursor: string | null } };
    if (data.nextCursor)
      requests.push({
        label: `${label}NextPage`,
        path: `${path}${query ? '&' : ''}cursor=${encodeURIComponent(data.nextCursor)}`,
      });
  }
  return requests;
}

/** Audit searches: the newest, by staff member, by player (a whale, any), by action, by day. */
async function auditMix(
  base: string,
  url: string,
  cookie: string,
  whales: number[],
): Promise<MixedRequest[]> {
  const [staffIds, playerIds] = await withClient(url, async (client) => [
    (
      await client.query<{ id: number }>(
        `select id from staff_members where email like 'staff-%' order by id limit 4`,
      )
    ).rows.map((r) => r.id),
    (
      await client.query<{ id: number }>(
        `select (1 + floor(random() * (select max(id) from users)))::int as id
         from generate_series(1, 4)`,
      )
    ).rows.map((r) => r.id),
  ]);
  const day = (daysAgo: number) => new Date(Date.now() - daysAgo * 86_400_000).toISOString();
  const q = (label: string, query: string): MixedRequest => ({
    label,
    path: `/api/v1/admin/audit?${query}`,
  });
  const newest = await fetch(`${base}/api/v1/admin/audit`, { headers: { cookie } });
  const { data } = (await newest.json()) as { data: { nextBeforeId: number | null } };
  return [
    q('newest', ''),
    ...(data.nextBeforeId ? [q('nextPage', `beforeId=${data.nextBeforeId}`)] : []),
    ...staffIds.map((id) => q('staff', `staffId=${id}`)),
    ...whales.slice(0, 2).map((id) => q('whale', `playerId=${id}`)),
    ...playerIds.map((id) => q('player', `playerId=${id}`)),
    q('action', 'action=player.view'),
    q('action', 'action=kyc.ssn.reveal'),
    q('actionPrefix', 'action=redemption.'),
    q('day', `from=${encodeURIComponent(day(31))}&to=${encodeURIComponent(day(30))}`),
    q('staffDay', `staffId=${staffIds[0]}&from=${encodeURIComponent(day(90))}`),
  ];
}

await main();
