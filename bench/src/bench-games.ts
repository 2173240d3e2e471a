/**
 * Games benchmark (issue 5): rounds per second and latency through the HTTP API for a
 * slot and for blackjack with 50 connections, the lobby call GET /casino-games, and beside them
 * the wallet benchmark's bare-ledger figure (one ledger round per transaction, straight SQL).
 * Runs the real server on a fresh PostgreSQL database. Prints one JSON line.
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres npm run bench:games
 */
import pg from 'pg';
import { openDatabase } from '../../apps/server/src/db/database';
import { inTransaction } from '../../apps/server/src/db/unit-of-work';
import { createWalletEvents } from '../../apps/server/src/modules/wallet/wallet-events';
import { createWalletService } from '../../apps/server/src/modules/wallet/wallet.service';
import { measureBareLedgerRounds } from './bare-ledger';
import { IDEMPOTENCY_KEY_PLACEHOLDER, runLoad } from './load';
import { startServer } from './server-process';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8_000);
/** Each load first runs this long unmeasured: a freshly started server is still compiling its hot paths. */
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 3_000);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
/**
 * The slot's coin: GC by default; BENCH_SLOT_COIN=SC spins in SC (what counts for VIP play, the
 * running total of decision 067), the players funded with SC as well.
 */
const SLOT_COIN = process.env.BENCH_SLOT_COIN === 'SC' ? 'SC' : 'GC';
const SLOT_BET = SLOT_COIN === 'SC' ? 1 : 100;
/** BENCH_ONLY=slot (or blackjack, lobby, bare; comma-separated) runs only those loads. */
const ONLY = process.env.BENCH_ONLY?.split(',');
const SKIPPED = { requests: 0, errors: 0, seconds: 0, rps: 0, p50Ms: 0, p99Ms: 0 };
/** Runs the load unless BENCH_ONLY leaves it out (then its figures are zeros). */
const measure = async <T>(load: string, run: () => Promise<T>, skipped: T): Promise<T> =>
  !ONLY || ONLY.includes(load) ? run() : skipped;
const b64 = (s: string) => Buffer.from(s).toString('base64');

async function main() {
  const name = `bench_games_${Date.now()}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const server = await startServer({ DATABASE_URL: url.toString(), DATABASE_POOL_SIZE: '40' });
  try {
    // One player per connection, each funded through the ledger.
    const database = await openDatabase({ url: url.toString(), poolSize: 5 });
    const wallet = createWalletService({ db: database.db, events: createWalletEvents() });
    await wallet.init();
    const cookies: string[] = [];
    for (let i = 0; i < CONNECTIONS; i += 1) {
      const email = `bench${i}@example.com`;
      const body = {
        email,
        password: b64('Bench!Pass2026'),
        userName: `benchplayer${i}`,
        isTermsAccepted: true,
        stateRestrictionAccept: true,
        smsPromotionAccept: false,
        browser: 'bench',
        platform: 'bench',
      };
      const signUp = await fetch(`${server.baseUrl}/api/v1/user/sign-up`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      });
      const userId = ((await signUp.json()) as { data: { user: { userId: number } } }).data.user
        .userId;
      const login = await fetch(`${server.baseUrl}/api/v1/user/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email,
          password: b64('Bench!Pass2026'),
          isTermsAccepted: true,
          stateRestrictionAccept: true,
        }),
      });
      // Every cookie the login set (the session and the device id), sent back as a browser does.
      cookies.push(
        login.headers
          .getSetCookie()
          .map((c) => c.split(';')[0]!)
          .join('; '),
      );
      await inTransaction(database.db, (uow) =>
        wallet.apply(uow, {
          idempotencyKey: `bench-fund:${userId}`,
          userId,
          kind: 'adjustment',
          movements: [
            {
              direction: 'credit',
              currency: 'GC',
              amount: 10_000_000_000,
              house: 'ADJUSTMENTS',
              kind: 'adjustment',
            },
            ...(SLOT_COIN === 'SC'
              ? [
                  {
                    direction: 'credit' as const,
                    currency: 'SC' as const,
                    amount: 10_000_000_000,
                    house: 'ADJUSTMENTS' as const,
                    kind: 'adjustment',
                    scAccount: 'SC_UNPLAYED' as const,
                  },
                ]
              : []),
          ],
        }),
      );
    }
    await database.close();

    const slot = await measure(
      'slot',
      () =>
        runLoad({
          url: `${server.baseUrl}/api/v1/casino-games/1/play`,
          connections: CONNECTIONS,
          durationMs: DURATION_MS,
          warmupMs: WARMUP_MS,
          // Each connection is one player spinning, as a player does: the next spin after the answer.
          init: (client) => ({
            method: 'POST',
            headers: {
              'content-type': 'application/json',
              cookie: cookies[client % cookies.length]!,
              'idempotency-key': IDEMPOTENCY_KEY_PLACEHOLDER,
            },
            body: JSON.stringify({ coinType: SLOT_COIN, bet: SLOT_BET }),
          }),
        }),
      SKIPPED,
    );
    // Blackjack: start a hand and stand (two requests a round), per player so hands never collide.
    const bj = await measure(
      'blackjack',
      () =>
        runLoad({
          url: `${server.baseUrl}/api/v1/casino-games/8/start`,
          connections: CONNECTIONS,
          durationMs: DURATION_MS,
          warmupMs: WARMUP_MS,
          cookies,
          blackjack: true,
        }),
      SKIPPED,
    );
    const lobbyUrl = `${server.baseUrl}/api/v1/casino-games?subCategoryName=Slots&search=a&limit=16&page=1`;
    const lobby = await measure(
      'lobby',
      async () => {
        // Visitors who have been here before: each sends back the device-id cookie its first
        // visit set, as a browser does (without it, every request would mint a new one).
        const visitors = await Promise.all(
          Array.from({ length: CONNECTIONS }, async () =>
            (await fetch(lobbyUrl)).headers
              .getSetCookie()
              .map((c) => c.split(';')[0]!)
              .join('; '),
          ),
        );
        return runLoad({
          url: lobbyUrl,
          connections: CONNECTIONS,
          durationMs: DURATION_MS,
          warmupMs: WARMUP_MS,
          init: (client) => ({ headers: { cookie: visitors[client]! } }),
        });
      },
      SKIPPED,
    );
    // The wallet benchmark's floor on the same database: one ledger round per transaction, bare SQL.
    const bareLedgerRound = await measure(
      'bare',
      () =>
        measureBareLedgerRounds(url.toString(), {
          clients: 32,
          durationMs: DURATION_MS,
          warmupMs: WARMUP_MS,
          hotPlayers: 10,
        }),
      undefined,
    );
    console.log(
      JSON.stringify({
        bench: 'games',
        durationMs: DURATION_MS,
        warmupMs: WARMUP_MS,
        connections: CONNECTIONS,
        slotCoin: SLOT_COIN,
        slotRound: slot,
        blackjackRound: bj,
        lobbyList: lobby,
        bareLedgerRound,
        slotToBareLedgerRatio: bareLedgerRound
          ? Number((slot.rps / bareLedgerRound.roundsPerSecond).toFixed(2))
          : null,
      }),
    );
  } finally {
    await server.stop();
    const dropper = new pg.Client({ connectionString: adminUrl });
    await dropper.connect();
    await dropper.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
    await dropper.end();
  }
}

await main();
