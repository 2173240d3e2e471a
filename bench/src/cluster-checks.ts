/**
 * The guarantees bench:cluster checks across two server instances on one database and one
 * Redis: purchases credited once whichever instance a webhook reaches, socket events from the
 * other instance, shared rate limits, scheduled jobs once per due time, and the exact ledger.
 */
import pg from 'pg';
import { io } from 'socket.io-client';
import { SOCKET_NAMESPACES, WALLET_EVENTS } from '@app/contracts/realtime';
import { SANDBOX_TEST_CARDS, WEBHOOK_HEADERS } from '@app/contracts/payments';
import { openDatabase } from '../../apps/server/src/db/database';
import { ledgerCheck } from '../../apps/server/src/modules/wallet/wallet-test-kit';
import { signWebhook } from '../../apps/server/src/platform/webhook-signature';
import type { BenchPlayer } from './cluster-players';
import { freshBenchKey } from './load';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

async function postJson(url: string, body: unknown, cookie: string, key = true) {
  return fetch(url, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      cookie,
      ...(key ? { 'idempotency-key': freshBenchKey() } : {}),
    },
    body: JSON.stringify(body),
  });
}

function postForm(url: string, fields: Record<string, string>) {
  return fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields).toString(),
  });
}

/** The hidden fields of a sandbox page's first form, as a browser sends them back. */
function hiddenFields(page: string): Record<string, string> {
  const form = page.split(/<form\b/)[1] ?? '';
  const fields: Record<string, string> = {};
  for (const [tag] of form.matchAll(/<input\b[^>]*>/g)) {
    if (!/\btype="hidden"/.test(tag)) continue;
    const name = /\bname="([^"]+)"/.exec(tag)?.[1];
    const value = /\bvalue="([^"]*)"/.exec(tag)?.[1] ?? '';
    if (name)
      fields[name] = value
        .replace(/&quot;/g, '"')
        .replace(/&#39;/g, "'")
        .replace(/&lt;/g, '<')
        .replace(/&gt;/g, '>')
        .replace(/&amp;/g, '&');
  }
  return fields;
}

/** Requests this instance answered on one route, from its own /metrics. */
export async function routeCount(baseUrl: string, metricsToken: string, route: string) {
  const res = await fetch(`${baseUrl}/metrics`, {
    headers: { authorization: `Bearer ${metricsToken}` },
  });
  const text = await res.text();
  let count = 0;
  for (const line of text.split('\n')) {
    if (!line.startsWith('http_request_duration_seconds_count{')) continue;
    if (!line.includes(`route="${route}"`)) continue;
    count += Number(line.slice(line.lastIndexOf(' ') + 1));
  }
  return count;
}

const WEBHOOK_ROUTE = '/api/v1/payment/webhooks/:provider';
const nextYear = String((new Date().getUTCFullYear() + 1) % 100).padStart(2, '0');

/**
 * Hosted-card purchases (init-pay IPPAY, package 3) started on one instance and paid on the
 * sandbox's page served by the other: the instance that takes the card writes the provider's
 * webhook and delivers it to itself, so it reaches the instance that did not create the
 * payment. Then every provider event is sent again, signed, to both instances at once (providers
 * retry), and each purchase must be credited exactly once.
 */
export async function checkPurchases(options: {
  baseUrls: [string, string];
  players: BenchPlayer[];
  purchasesPerPlayer: number;
  databaseUrl: string;
  metricsToken: string;
  webhookSecret: string;
}) {
  const { baseUrls, players } = options;
  const webhooksBefore = await Promise.all(
    baseUrls.map((b) => routeCount(b, options.metricsToken, WEBHOOK_ROUTE)),
  );
  const started: { referenceId: string; creator: number; player: BenchPlayer }[] = [];
  const failures: string[] = [];
  const t0 = performance.now();
  for (let round = 0; round < options.purchasesPerPlayer; round += 1) {
    await Promise.all(
      players.map(async (player, i) => {
        const creator = (i + round) % 2;
        const payer = 1 - creator;
        const init = await postJson(
          `${baseUrls[creator]}/api/v1/payment/init-pay`,
          { providerType: 'IPPAY', paymentType: 'deposit', packageId: 3, amount: 9.99 },
          player.cookie,
        );
        const answer = (await init.json()) as {
          data?: { success?: boolean; data: { id: string }; paymentData: Record<string, unknown> };
        };
        if (!init.ok || !answer.data?.success) {
          failures.push(`init-pay ${init.status} ${JSON.stringify(answer).slice(0, 200)}`);
          return;
        }
        const referenceId = answer.data.data.id;
        const paymentData = answer.data.paymentData;
        const field = (name: string) => String(paymentData[name] ?? '');
        const opened = await postForm(`${baseUrls[payer]}${field('actionUrl')}`, {
          CustomerID: field('customerId'),
          MID: field('mid'),
          ReferenceID: field('referenceID'),
          Amount: Number(paymentData.amount).toFixed(2),
          Token: field('token'),
          CustomerEmail: field('customerEmail'),
          SaveForFuture: 'false',
          CallbackURL: field('callbackUrl'),
          PaymentType: 'CC',
          TransactionType: 'SALE',
          CustomField1: field('customField1'),
          CustomField2: field('customField2'),
          CardToken: field('cardToken'),
          TemplateID: field('templateId'),
        });
        if (!opened.ok) {
          failures.push(`hosted page ${opened.status}`);
          return;
        }
        const paid = await postForm(`${baseUrls[payer]}/sandbox/ippay/hosted-payment/submit`, {
          ...hiddenFields(await opened.text()),
          cardNumber: SANDBOX_TEST_CARDS.approve,
          expiry: `12/${nextYear}`,
          cvc: '123',
          cardName: 'Bench Player',
        });
        if (!paid.ok) {
          failures.push(`hosted submit ${paid.status}`);
          return;
        }
        started.push({ referenceId, creator, player });
      }),
    );
  }
  const references = started.map((s) => s.referenceId);
  const createdBy = [0, 1].map((i) => started.filter((s) => s.creator === i).length);
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  let statuses: (string | undefined)[];
  let webhooksReceived: number[];
  let replayStatuses: number[];
  let rows: {
    referenceId: string;
    status: string;
    operations: number;
    applied: number;
    source: string | null;
  }[];
  let creditSeconds: number;
  let deliveryJobWait: { jobs: number; medianMs: number; maxMs: number };
  try {
    // The provider's webhooks delivered (the sandbox marks each after the instance answered it), then
    // each instance's count of webhooks received: the purchases the other instance created.
    const deliveryDeadline = Date.now() + 30_000;
    for (;;) {
      const { rows } = await client.query<{ waiting: string }>(
        `select count(*) as waiting from sandbox_webhook_outbox
        where payload->'data'->>'referenceId' = any($1::text[]) and delivered_at is null`,
        [references],
      );
      if (Number(rows[0]!.waiting) === 0 || Date.now() > deliveryDeadline) break;
      await sleep(50);
    }
    const webhooksAfter = await Promise.all(
      baseUrls.map((b) => routeCount(b, options.metricsToken, WEBHOOK_ROUTE)),
    );
    webhooksReceived = [0, 1].map((i) => webhooksAfter[i]! - webhooksBefore[i]!);
    // The player's page asks the instance that created the payment until it says succeeded.
    statuses = await Promise.all(
      started.map(async ({ referenceId, creator, player }) => {
        const deadline = Date.now() + 30_000;
        for (;;) {
          const res = await fetch(
            `${baseUrls[creator]}/api/v1/payment/status?referenceId=${referenceId}`,
            { headers: { cookie: player.cookie } },
          );
          const status = ((await res.json()) as { data?: { purchaseStatus?: string } }).data
            ?.purchaseStatus;
          if (status === 'succeeded' || status === 'failed' || Date.now() > deadline) return status;
          await sleep(100);
        }
      }),
    );
    creditSeconds = (performance.now() - t0) / 1000;

    // How long each delivery job waited for a worker after it was sent (pg-boss's own columns).
    const waits = await client.query<{
      jobs: string;
      maxMs: number | null;
      medianMs: number | null;
    }>(
      `select count(*) as jobs,
              max(extract(epoch from started_on - created_on) * 1000) as "maxMs",
              percentile_cont(0.5) within group (order by extract(epoch from started_on - created_on) * 1000) as "medianMs"
         from pgboss.job where name = 'sandbox-deliver-webhook' and started_on is not null`,
    );
    deliveryJobWait = {
      jobs: Number(waits.rows[0]!.jobs),
      medianMs: Math.round(Number(waits.rows[0]!.medianMs ?? 0)),
      maxMs: Math.round(Number(waits.rows[0]!.maxMs ?? 0)),
    };
    // Every provider event the sandbox sent for these purchases, sent again to both instances at once.
    const events = await client.query<{ provider: string; payload: unknown }>(
      `select provider, payload from sandbox_webhook_outbox
        where payload->'data'->>'referenceId' = any($1::text[])`,
      [references],
    );
    replayStatuses = (
      await Promise.all(
        events.rows.flatMap((event) => {
          const body = JSON.stringify(event.payload);
          const { timestamp, signature } = signWebhook(options.webhookSecret, body);
          return baseUrls.map((base) =>
            fetch(`${base}/api/v1/payment/webhooks/${event.provider}`, {
              method: 'POST',
              headers: {
                'content-type': 'application/json',
                [WEBHOOK_HEADERS.TIMESTAMP]: timestamp,
                [WEBHOOK_HEADERS.SIGNATURE]: signature,
              },
              body,
            }).then(async (res) => {
              await res.text();
              return res.status;
            }),
          );
        }),
      )
    ).sort();
    const result = await client.query<{
      referenceId: string;
      status: string;
      operations: string;
      applied: string;
      source: string | null;
    }>(
      `select p.reference_id as "referenceId", p.status,
              (select count(*) from wallet_operations o
                where o.idempotency_key = 'purchase:' || p.reference_id) as operations,
              (select count(*) from payment_events e
                where e.reference_id = p.reference_id and e.outcome = 'applied') as applied,
              (select min(e.source) from payment_events e
                where e.reference_id = p.reference_id and e.outcome = 'applied') as source
         from purchases p where p.reference_id = any($1::text[])`,
      [references],
    );
    rows = result.rows.map((r) => ({
      ...r,
      operations: Number(r.operations),
      applied: Number(r.applied),
    }));
  } finally {
    await client.end();
  }
  const expected = players.length * options.purchasesPerPlayer;
  const succeeded = statuses.filter((s) => s === 'succeeded').length;
  // One credit in the ledger (its operation's key is the purchase's) and one provider event applied.
  const creditedOnce = rows.filter(
    (r) => r.status === 'succeeded' && r.operations === 1 && r.applied === 1,
  ).length;
  const crossInstance =
    webhooksReceived[0] === createdBy[1] && webhooksReceived[1] === createdBy[0];
  return {
    ok:
      failures.length === 0 &&
      started.length === expected &&
      succeeded === expected &&
      creditedOnce === expected &&
      replayStatuses.every((s) => s >= 200 && s < 300) &&
      crossInstance,
    purchases: expected,
    succeeded,
    creditedExactlyOnce: creditedOnce,
    createdPerInstance: createdBy,
    webhooksReceivedPerInstance: webhooksReceived,
    webhookReachedTheOtherInstance: crossInstance,
    creditedBy: {
      webhook: rows.filter((r) => r.source === 'webhook').length,
      statusCheck: rows.filter((r) => r.source === 'status_check').length,
    },
    eventsSentAgainToBoth: replayStatuses.length,
    answersToRepeats: [...new Set(replayStatuses)],
    secondsToCreditAll: Number(creditSeconds.toFixed(2)),
    webhookJobWaitForAWorker: deliveryJobWait,
    ...(failures.length > 0 ? { failures: failures.slice(0, 5) } : {}),
  };
}

/**
 * For each player: a wallet socket on one instance (session cookie, websocket transport, as the
 * web app opens it), a slot round through the other; the socket must receive the balance the
 * round left, published on the other instance and carried by the Redis adapter.
 */
export async function checkSocketBalances(options: {
  baseUrls: [string, string];
  players: BenchPlayer[];
}) {
  const results = await Promise.all(
    options.players.map(async (player, i) => {
      const listen = i % 2;
      const bet = 1 - listen;
      const socket = io(`${options.baseUrls[listen]}${SOCKET_NAMESPACES.WALLET}`, {
        transports: ['websocket'],
        forceNew: true,
        reconnection: false,
        extraHeaders: { cookie: player.cookie },
      });
      try {
        await new Promise<void>((resolve, reject) => {
          socket.once('connect', () => resolve());
          socket.once('connect_error', (error) => reject(error));
        });
        const received: { gcCoin: number; at: number }[] = [];
        socket.on(WALLET_EVENTS.BALANCE, (payload: { data: { gcCoin: number } }) =>
          received.push({ gcCoin: payload.data.gcCoin, at: performance.now() }),
        );
        const t0 = performance.now();
        const res = await postJson(
          `${options.baseUrls[bet]}/api/v1/casino-games/1/play`,
          { coinType: 'GC', bet: 100 },
          player.cookie,
        );
        await res.text();
        const profile = (await (
          await fetch(`${options.baseUrls[bet]}/api/v1/user/profile`, {
            headers: { cookie: player.cookie },
          })
        ).json()) as { data: { userWallet: { gcCoin: number } } };
        const balance = profile.data.userWallet.gcCoin;
        const deadline = Date.now() + 5_000;
        while (!received.some((r) => r.gcCoin === balance) && Date.now() < deadline)
          await sleep(10);
        const event = received.find((r) => r.gcCoin === balance);
        return { played: res.ok, received: event !== undefined, ms: event ? event.at - t0 : null };
      } catch (error) {
        process.stderr.write(`socket check: ${String(error)}\n`);
        return { played: false, received: false, ms: null };
      } finally {
        socket.disconnect();
      }
    }),
  );
  const received = results.filter((r) => r.played && r.received).length;
  const times = results.flatMap((r) => (r.ms === null ? [] : [r.ms]));
  return {
    ok: received === results.length,
    betsOnOneInstanceSocketsOnTheOther: results.length,
    balanceEventsReceived: received,
    maxMsFromBetToEvent: times.length ? Number(Math.max(...times).toFixed(1)) : null,
  };
}

/**
 * POST /user/forgetPassword for one address (3 per 15 minutes, auth.service.ts), alternately on
 * both instances: with counters shared in Redis the 4th request is refused, wherever it goes;
 * with a counter per instance 6 would pass.
 */
export async function checkSharedRateLimit(options: { baseUrls: [string, string]; tag: string }) {
  const LIMIT = 3;
  const email = `ratelimit-${options.tag}@example.com`;
  const statuses: number[] = [];
  for (let i = 0; i < LIMIT * 2; i += 1) {
    const res = await fetch(`${options.baseUrls[i % 2]}/api/v1/user/forgetPassword`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email }),
    });
    await res.text();
    statuses.push(res.status);
  }
  const allowed = statuses.filter((s) => s !== 429).length;
  return {
    ok: allowed === LIMIT && statuses.slice(LIMIT).every((s) => s === 429),
    route: 'POST /api/v1/user/forgetPassword (per address)',
    limit: LIMIT,
    requestsAlternating: statuses.length,
    allowed,
    statuses,
  };
}

/** The scheduled queues of the product and how often they tick (job-queue.ts, their modules). */
const SCHEDULED = ['games-sweep-idle-rounds', 'stats-rollup'];

/**
 * Scheduled jobs once per due time: every job of the per-minute schedules in pg-boss's tables
 * (live and archived), by the minute it was due for; each minute must have one job, and at least
 * one minute must have come while both instances were up.
 */
export async function checkScheduledJobs(options: { databaseUrl: string; bothUpAt: number }) {
  const client = new pg.Client({ connectionString: options.databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{
      queue: string;
      due: Date;
      jobs: string;
      runs: string;
    }>(
      `with jobs as (
         select name, singleton_on, created_on, retry_count, state from pgboss.job where name = any($1)
         union all
         select name, singleton_on, created_on, retry_count, state from pgboss.archive where name = any($1))
       select name as queue, coalesce(singleton_on, date_trunc('minute', created_on)) as due,
              count(*) as jobs, sum(case when state = 'created' then 0 else retry_count + 1 end) as runs
         from jobs group by 1, 2 order by 1, 2`,
      [SCHEDULED],
    );
    const minuteBothUp = Math.ceil(options.bothUpAt / 60_000) * 60_000;
    const perQueue = SCHEDULED.map((queue) => {
      const slots = rows.filter((r) => r.queue === queue);
      return {
        queue,
        dueTimes: slots.length,
        dueTimesWithBothUp: slots.filter((r) => r.due.getTime() >= minuteBothUp).length,
        jobsPerDueTime: [...new Set(slots.map((r) => Number(r.jobs)))],
        runsPerDueTime: [...new Set(slots.map((r) => Number(r.runs)))],
      };
    });
    return {
      ok: perQueue.every(
        (q) =>
          q.dueTimesWithBothUp >= 1 &&
          q.jobsPerDueTime.every((n) => n === 1) &&
          q.runsPerDueTime.every((n) => n <= 1),
      ),
      queues: perQueue,
    };
  } finally {
    await client.end();
  }
}

/** Waits until a minute has begun since both instances were up, and its jobs have had time to run. */
export async function waitForDueMinute(bothUpAt: number) {
  // Every-60-seconds ticks come every 30 s, the cron check every 10 s: 35 s covers both.
  const ready = Math.ceil(bothUpAt / 60_000) * 60_000 + 35_000;
  const wait = ready - Date.now();
  if (wait > 0) await sleep(wait);
  return Math.max(0, Math.round(wait / 1000));
}

/** Per currency everything sums to zero; no player balance below zero or off its transfers. */
export async function checkLedger(databaseUrl: string) {
  const database = await openDatabase({ url: databaseUrl, poolSize: 1 });
  try {
    const rows = await ledgerCheck(database.db);
    return {
      ok: rows.every((r) => r.total === 0 && r.negative === 0 && r.mismatched === 0),
      perCurrency: rows.map((r) => ({
        currency: r.currency,
        sum: r.total,
        negativeBalances: r.negative,
        mismatchedAccounts: r.mismatched,
      })),
    };
  } finally {
    await database.close();
  }
}
