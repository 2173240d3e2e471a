import {
  collectDefaultMetrics,
  Counter,
  Gauge,
  Histogram,
  Registry,
  type CollectFunction,
} from 'prom-client';
import type { PoolStats } from '../db/database';

/** Jobs of one queue at this moment, as the job queue's `stats()` answers. */
export interface QueueStats {
  queued: number;
  active: number;
  failed: number;
}

/** What the gauges read at each scrape; each is optional and watched once it is given. */
export interface MetricSources {
  dbPool?: () => PoolStats;
  openSockets?: () => number;
  purchasesByState?: () => Promise<Record<string, number>>;
  jobStats?: () => Promise<Record<string, QueueStats>>;
}

/** From 5 ms to 30 s: API answers sit low, slow provider calls and timeouts high. */
const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export type WebhookDirection = 'received' | 'sent';

/**
 * The Prometheus series of one app instance, on its own registry (tests build
 * several apps in one process). Counters are incremented where things happen;
 * gauges are read from their sources at scrape time. README lists the series.
 */
export function createMetrics() {
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });

  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP request latency by route pattern and status code',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const rounds = new Counter({
    name: 'game_rounds_total',
    help: 'Game rounds settled, by game type and coin',
    labelNames: ['game_type', 'coin'] as const,
    registers,
  });
  const webhookFailures = new Counter({
    name: 'webhook_failures_total',
    help: 'Payment webhooks refused or failed: received from a provider, or sent by a sandbox provider',
    labelNames: ['direction', 'provider'] as const,
    registers,
  });
  // On a registry of its own, rendered after the main one: a failure is counted in the same scrape.
  const scrapeRegistry = new Registry();
  const collectFailures = new Counter({
    name: 'metrics_collect_failures_total',
    help: 'Scrapes at which a gauge source failed (its gauge is then left empty)',
    labelNames: ['source'] as const,
    registers: [scrapeRegistry],
  });

  /** A gauge read from `read` at each scrape; a failing source empties it and is counted. */
  function watchedGauge<L extends string>(
    source: keyof MetricSources,
    config: { name: string; help: string; labelNames?: readonly L[] },
    read: (gauge: Gauge<L>) => Promise<void> | void,
  ) {
    const collect: CollectFunction<Gauge<L>> = async function (this: Gauge<L>) {
      this.reset();
      try {
        await read(this);
      } catch {
        this.reset();
        collectFailures.inc({ source });
      }
    };
    return new Gauge<L>({ ...config, labelNames: config.labelNames ?? [], registers, collect });
  }

  const watched = new Set<keyof MetricSources>();

  function watch(sources: MetricSources) {
    const { dbPool, openSockets, purchasesByState, jobStats } = sources;
    const once = (source: keyof MetricSources) => {
      if (watched.has(source)) throw new Error(`metrics source ${source} is already watched`);
      watched.add(source);
    };
    if (dbPool) {
      once('dbPool');
      watchedGauge(
        'dbPool',
        {
          name: 'db_pool_connections',
          help: 'Database pool connections: total open, idle, and queries waiting for one',
          labelNames: ['state'],
        },
        (gauge) => {
          const pool = dbPool();
          gauge.set({ state: 'total' }, pool.total);
          gauge.set({ state: 'idle' }, pool.idle);
          gauge.set({ state: 'waiting' }, pool.waiting);
        },
      );
    }
    if (openSockets) {
      once('openSockets');
      watchedGauge(
        'openSockets',
        { name: 'realtime_open_sockets', help: 'Socket.IO connections open on this server' },
        (gauge) => gauge.set(openSockets()),
      );
    }
    if (purchasesByState) {
      once('purchasesByState');
      watchedGauge(
        'purchasesByState',
        {
          name: 'purchases',
          help: 'Purchases by state (read from the database at each scrape)',
          labelNames: ['state'],
        },
        async (gauge) => {
          for (const [state, count] of Object.entries(await purchasesByState()))
            gauge.set({ state }, count);
        },
      );
    }
    if (jobStats) {
      once('jobStats');
      watchedGauge(
        'jobStats',
        {
          name: 'job_queue_jobs',
          help: 'Background jobs by queue and state: queued (depth), active, failed',
          labelNames: ['queue', 'state'],
        },
        async (gauge) => {
          for (const [queue, stats] of Object.entries(await jobStats())) {
            gauge.set({ queue, state: 'queued' }, stats.queued);
            gauge.set({ queue, state: 'active' }, stats.active);
            gauge.set({ queue, state: 'failed' }, stats.failed);
          }
        },
      );
    }
  }

  return {
    contentType: registry.contentType,
    /** The text Prometheus scrapes: every series, gauges read from their sources now. */
    async scrape() {
      const series = await registry.metrics();
      return `${series}\n${await scrapeRegistry.metrics()}`;
    },
    observeRequest(method: string, route: string, statusCode: number, seconds: number) {
      httpDuration.observe({ method, route, status_code: statusCode }, seconds);
    },
    countRound(round: { gameType: string; coinType: string }) {
      rounds.inc({ game_type: round.gameType, coin: round.coinType });
    },
    countWebhookFailure(direction: WebhookDirection, provider: string) {
      webhookFailures.inc({ direction, provider });
    },
    watch,
  };
}

export type Metrics = ReturnType<typeof createMetrics>;
