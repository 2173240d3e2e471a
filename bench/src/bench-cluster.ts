/**
 * Two instances as one (issue 28): two real servers (main.ts) on one fresh PostgreSQL database
 * and one Redis (a key prefix of this run), driven at once. Slot rounds from players whose
 * requests alternate between the instances; then the guarantees a scaled deployment relies on:
 * purchases credited once when the provider's webhook reaches the other instance, balance
 * events on a socket of the other instance, rate limits shared, scheduled jobs once per due time,
 * and the ledger exact. Prints one JSON line; exits 1 when a check fails (never on time).
 *
 *   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres \
 *   BENCH_REDIS_URL=redis://127.0.0.1:6379 npm run bench:cluster
 */
import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import type pg from 'pg';
import { withClient } from './bench-database';
import { runAlternatingLoad } from './alternating-load';
import {
  checkLedger,
  checkPurchases,
  checkScheduledJobs,
  checkSharedRateLimit,
  checkSocketBalances,
  waitForDueMinute,
} from './cluster-checks';
import { fundPlayers, signUpAndLogin, type BenchPlayer } from './cluster-players';
import { IDEMPOTENCY_KEY_PLACEHOLDER } from './load';
import { startServer } from './server-process';

const adminUrl = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.BENCH_REDIS_URL ?? 'redis://127.0.0.1:6379';
const DURATION_MS = Number(process.env.BENCH_DURATION_MS ?? 8_000);
const WARMUP_MS = Number(process.env.BENCH_WARMUP_MS ?? 3_000);
/**
 * Players in the slot load. Every sign-in of the run counts against the login limit per address
 * (60 in 15 minutes, shared by the instances), and they all come from 127.0.0.1.
 */
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 40);
const SOCKET_PLAYERS = 4;
const PURCHASE_PLAYERS = 4;
const PURCHASES_PER_PLAYER = 2;

const admin = <T>(work: (client: pg.Client) => Promise<T>) => withClient(adminUrl, work);

/** Deletes every key of this run's prefix (rate-limit counters, the invalidation bus). */
async function deleteRedisKeys(prefix: string) {
  const redis = new Redis(redisUrl, { maxRetriesPerRequest: 2 });
  let deleted = 0;
  try {
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}*`, 'COUNT', 500);
      cursor = next;
      if (keys.length > 0) deleted += await redis.del(...keys);
    } while (cursor !== '0');
  } finally {
    redis.disconnect();
  }
  return deleted;
}

async function main() {
  const run = `${Date.now()}`;
  const name = `bench_cluster_${run}`;
  const keyPrefix = `gs-bench-cluster-${run}:`;
  await admin((c) => c.query(`CREATE DATABASE ${name}`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const databaseUrl = url.toString();
  // What every instance must share: the database, Redis and the secrets (a webhook signed by
  // the sandbox on one instance is checked on the other; personal data is encrypted by one key).
  const shared = {
    DATABASE_URL: databaseUrl,
    DATABASE_POOL_SIZE: '20',
    REDIS_URL: redisUrl,
    REDIS_KEY_PREFIX: keyPrefix,
    PAYMENT_WEBHOOK_SECRET: randomBytes(32).toString('hex'),
    METRICS_TOKEN: randomBytes(32).toString('hex'),
    DATA_ENCRYPTION_KEY: randomBytes(32).toString('hex'),
    // The sandbox providers (hosted card page, webhooks) are served outside production only.
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
  };
  const servers: Awaited<ReturnType<typeof startServer>>[] = [];
  try {
    // One after the other: the first migrates and seeds the empty database, the second finds it done.
    servers.push(await startServer(shared));
    servers.push(await startServer(shared));
    const bothUpAt = Date.now();
    const baseUrls: [string, string] = [servers[0]!.baseUrl, servers[1]!.baseUrl];

    // Each player signs up on one instance and signs in on the other.
    const player = (i: number, kind: string) =>
      signUpAndLogin(baseUrls[i % 2]!, baseUrls[(i + 1) % 2]!, `${kind}${i}x${run.slice(-6)}`);
    const loadPlayers: BenchPlayer[] = [];
    for (let i = 0; i < CONNECTIONS; i += 1) loadPlayers.push(await player(i, 'bet'));
    const socketPlayers: BenchPlayer[] = [];
    for (let i = 0; i < SOCKET_PLAYERS; i += 1) socketPlayers.push(await player(i, 'sock'));
    const purchasePlayers: BenchPlayer[] = [];
    for (let i = 0; i < PURCHASE_PLAYERS; i += 1) purchasePlayers.push(await player(i, 'buy'));
    await fundPlayers(
      databaseUrl,
      [...loadPlayers, ...socketPlayers].map((p) => p.userId),
      10_000_000_000,
    );

    const bets = await runAlternatingLoad({
      baseUrls,
      path: '/api/v1/casino-games/1/play',
      clients: CONNECTIONS,
      durationMs: DURATION_MS,
      warmupMs: WARMUP_MS,
      init: (client) => ({
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          cookie: loadPlayers[client]!.cookie,
          'idempotency-key': IDEMPOTENCY_KEY_PLACEHOLDER,
        },
        body: JSON.stringify({ coinType: 'GC', bet: 100 }),
      }),
    });
    const purchases = await checkPurchases({
      baseUrls,
      players: purchasePlayers,
      purchasesPerPlayer: PURCHASES_PER_PLAYER,
      databaseUrl,
      metricsToken: shared.METRICS_TOKEN,
      webhookSecret: shared.PAYMENT_WEBHOOK_SECRET,
    });
    const socketBalanceEvents = await checkSocketBalances({ baseUrls, players: socketPlayers });
    const rateLimits = await checkSharedRateLimit({ baseUrls, tag: run });
    const waitedSecondsForAMinute = await waitForDueMinute(bothUpAt);
    const scheduledJobs = await checkScheduledJobs({ databaseUrl, bothUpAt });
    const ledger = await checkLedger(databaseUrl);

    const betsOk =
      bets.overall.errors === 0 && bets.warmupErrors === 0 && bets.overall.requests > 0;
    const checks = {
      bets: { ok: betsOk, errors: bets.overall.errors + bets.warmupErrors },
      purchases,
      socketBalanceEvents,
      rateLimits,
      scheduledJobs: { ...scheduledJobs, waitedSecondsForAMinute },
      ledger,
    };
    const failed = Object.values(checks).some((c) => !c.ok);
    if (failed) process.exitCode = 1;
    console.log(
      JSON.stringify({
        bench: 'cluster',
        instances: servers.length,
        durationMs: DURATION_MS,
        warmupMs: WARMUP_MS,
        players: CONNECTIONS,
        slotRound: {
          overall: bets.overall,
          perInstance: bets.perInstance,
          seconds: bets.seconds,
        },
        checks,
        ok: !failed,
      }),
    );
  } finally {
    await Promise.all(servers.map((s) => s.stop()));
    await admin((c) => c.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`));
    const deleted = await deleteRedisKeys(keyPrefix);
    process.stderr.write(`cleaned up: database ${name} dropped, ${deleted} Redis keys deleted\n`);
  }
}

await main();
