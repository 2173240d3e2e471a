import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import { sqlExecutor, type SqlExecutor } from '../db/sql-executor';
import type { UnitOfWork } from '../db/unit-of-work';
import {
  countJobsByQueue,
  findJob,
  JOB_SCHEMA,
  listJobs,
  type JobRecord,
  type JobState,
  type QueueStats,
} from './job-queue.repository';

/** How a queue's jobs are retried and how long one run may take. */
export interface JobOptions {
  /** Attempts after the first one; then the job is failed and kept for operators. */
  retryLimit?: number;
  /** Seconds before the first retry. */
  retryDelaySeconds?: number;
  /** Each retry waits about twice as long as the one before (pg-boss adds jitter). */
  retryBackoff?: boolean;
  /**
   * Seconds one run may take. A run still going then counts as failed (and is
   * retried): its handler timed out, or the instance running it died.
   */
  expireInSeconds?: number;
}

export interface JobInfo {
  id: string;
  queue: string;
  /** Attempts before this one (0 on the first run). */
  retryCount: number;
  retryLimit: number;
}

/** Does one job; a throw (or a timeout) fails the attempt, an answer is kept as its output. */
export type JobHandler<T> = (data: T, job: JobInfo) => Promise<unknown>;

export interface SendOptions {
  /** Sends the job once per key and queue while the job is kept (an idempotent send). */
  key?: string;
  /** The job waits until this instant. */
  startAfter?: Date;
  /**
   * Sends the job in this transaction: it exists if and only if the transaction
   * commits, and this instance's worker is woken once it has.
   */
  uow?: UnitOfWork;
}

/**
 * When a scheduled queue gets a job: a cron expression (minute granularity, UTC),
 * or every N seconds (N from 1 to 43 200), counted from the epoch. Each tick sends
 * one job whatever the number of instances.
 */
export type JobSchedule = { cron: string } | { everySeconds: number };

/** How often this instance polls and maintains; tests make it fast. */
export interface JobQueueTuning {
  /**
   * Seconds between polls of each queue for due jobs. Jobs sent here wake it at once, or when they
   * are due (a delayed send, a retry): the poll is for jobs other instances sent.
   */
  pollSeconds?: number;
  /** Seconds between maintenance passes: expiring runs of dead workers, archiving. */
  maintenanceSeconds?: number;
  /** Seconds between checks for due cron schedules. */
  cronCheckSeconds?: number;
  /** Seconds that stop() waits for running jobs before failing them (for a retry elsewhere). */
  shutdownSeconds?: number;
  /** False for an instance that leaves maintenance to the others. */
  maintenance?: boolean;
}

export interface JobQueue {
  /** Declares a queue and the handler this instance runs for it (before start). */
  define<T>(name: string, handler: JobHandler<T>, options?: JobOptions): void;
  /** Sends a job; answers its id, or null when a job with this key was already sent. */
  send<T extends object>(name: string, data: T, options?: SendOptions): Promise<string | null>;
  /** Gives a defined queue a job at every tick of the schedule (before start). */
  schedule(name: string, schedule: JobSchedule): void;
  /** Creates pg-boss's schema and the queues, then works them. */
  start(): Promise<void>;
  /** Stops taking jobs and waits for the running ones (failing those that outlast the shutdown time). */
  stop(): Promise<void>;
  /** Failed jobs, newest first, with their error and retry count: what operators look at. */
  failedJobs(options: { limit: number; queue?: string }): Promise<JobRecord[]>;
  /** Jobs in the given states (of one queue, or of all), newest first. */
  jobs(options: { queue?: string; states: JobState[]; limit: number }): Promise<JobRecord[]>;
  /** Waiting, running and failed jobs per defined queue (for metrics and the back office). */
  stats(): Promise<QueueStats[]>;
  /** One job by id (live or archived), or undefined. */
  job(id: string): Promise<JobRecord | undefined>;
  /**
   * Gives a failed job one more attempt (pg-boss `retry`): it is due at once and this instance's
   * worker is woken. With `uow` the change commits with the caller's transaction. Answers false
   * when the job is not a failed job of the live table (archived, running, done, unknown).
   */
  retry(queue: string, id: string, options?: { uow?: UnitOfWork }): Promise<boolean>;
}

const DEFAULT_OPTIONS: Required<JobOptions> = {
  retryLimit: 3,
  retryDelaySeconds: 5,
  retryBackoff: true,
  expireInSeconds: 300,
};

const DEFAULT_TUNING: Required<JobQueueTuning> = {
  pollSeconds: 2,
  maintenanceSeconds: 30,
  cronCheckSeconds: 10,
  shutdownSeconds: 10,
  maintenance: true,
};

/** A wake comes this long after a job is due, so that the database sees it due. */
const WAKE_MARGIN_MS = 50;
/** Jobs due later than this are left to the poll (no timer held for days). */
const MAX_WAKE_MS = 3_600_000;

/** Failed jobs stay in the live table for a week (then a week in the archive). */
const KEEP_FAILED_SECONDS = 7 * 24 * 3600;
/** The longest every-N-seconds tick: pg-boss's slots cannot outlast its 12-hour archive interval. */
const MAX_EVERY_SECONDS = 12 * 3600;

/** The same UUID for the same queue and key: pg-boss inserts a job id once. */
export function keyedJobId(queue: string, key: string): string {
  const hex = createHash('sha256').update(`${queue}\n${key}`).digest('hex');
  const variant = ((parseInt(hex.charAt(16), 16) & 0x3) | 0x8).toString(16);
  return [
    hex.slice(0, 8),
    hex.slice(8, 12),
    `8${hex.slice(13, 16)}`,
    `${variant}${hex.slice(17, 20)}`,
    hex.slice(20, 32),
  ].join('-');
}

function settledWithin(work: Iterable<Promise<unknown>>, ms: number): Promise<unknown> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise((resolve) => {
    timer = setTimeout(resolve, Math.max(0, ms));
  });
  return Promise.race([Promise.allSettled([...work]), deadline]).finally(() => clearTimeout(timer));
}

interface Definition {
  handler: JobHandler<unknown>;
  options: Required<JobOptions>;
}

/**
 * The one job queue of decision 019: pg-boss 10 on the application's own
 * database (PostgreSQL, or PGlite through the same SqlExecutor). Every
 * instance works every queue; a job is taken by one worker at a time
 * (FOR UPDATE SKIP LOCKED), retried after a throw, a timeout or its worker's
 * death, and kept with its error once its retries are spent.
 */
export function createJobQueue(deps: {
  executor: SqlExecutor;
  log: FastifyBaseLogger;
  tuning?: JobQueueTuning;
}): JobQueue {
  const { log } = deps;
  const tuning = { ...DEFAULT_TUNING, ...deps.tuning };
  const definitions = new Map<string, Definition>();
  const schedules = new Map<string, JobSchedule>();
  const workerIds = new Map<string, string>();
  const timers: NodeJS.Timeout[] = [];
  const running = new Set<Promise<unknown>>();
  const statements = new Set<Promise<unknown>>();
  let boss: PgBoss | undefined;
  let state: 'new' | 'starting' | 'started' | 'stopped' = 'new';

  function track<T>(set: Set<Promise<unknown>>, work: Promise<T>): Promise<T> {
    set.add(work);
    const forget = () => set.delete(work);
    work.then(forget, forget);
    return work;
  }

  // Statements pg-boss sends without awaiting them (a job's completion) must end before the database closes.
  const executor: SqlExecutor = {
    executeSql: (text, values) => track(statements, deps.executor.executeSql(text, values)),
  };

  function wake(name: string) {
    const workerId = workerIds.get(name);
    if (workerId && state === 'started') boss?.notifyWorker(workerId);
  }

  // A job due later (a delayed send, a retry's back-off) wakes this instance's worker when it is
  // due, instead of waiting for the next poll; the poll still finds jobs sent by other instances.
  const wakeTimers = new Set<NodeJS.Timeout>();
  function wakeAt(name: string, due: Date) {
    const ms = due.getTime() - Date.now() + WAKE_MARGIN_MS;
    if (ms > MAX_WAKE_MS || state === 'stopped') return;
    const timer = setTimeout(
      () => {
        wakeTimers.delete(timer);
        wake(name);
      },
      Math.max(0, ms),
    );
    timer.unref();
    wakeTimers.add(timer);
  }

  /** A failed attempt is retried within pg-boss's back-off window: wake at both of its ends. */
  function wakeForRetry(name: string, options: Required<JobOptions>, retryCount: number) {
    const now = Date.now();
    const delay = options.retryDelaySeconds * 1000;
    if (!options.retryBackoff) return wakeAt(name, new Date(now + delay));
    const longest = delay * 2 ** Math.min(16, retryCount + 1);
    wakeAt(name, new Date(now + longest / 2));
    wakeAt(name, new Date(now + longest));
  }

  async function work(name: string, definition: Definition, current: PgBoss) {
    const handle = async ([job]: PgBoss.JobWithMetadata<unknown>[]) => {
      if (!job) return undefined;
      const info = {
        id: job.id,
        queue: name,
        retryCount: job.retryCount,
        retryLimit: job.retryLimit,
      };
      try {
        return await track(running, definition.handler(job.data, info));
      } catch (error) {
        const final = info.retryCount >= info.retryLimit;
        if (!final) wakeForRetry(name, definition.options, info.retryCount);
        log[final ? 'error' : 'warn'](
          { err: error, queue: name, jobId: job.id, retryCount: info.retryCount },
          final ? 'job failed; kept as failed' : 'job failed; will retry',
        );
        throw error;
      }
    };
    const workerId = await current.work<unknown>(
      name,
      { pollingIntervalSeconds: tuning.pollSeconds, includeMetadata: true, batchSize: 1 },
      handle,
    );
    workerIds.set(name, workerId);
  }

  function tickEvery(name: string, seconds: number, current: PgBoss) {
    // Every instance sends for the current slot; pg-boss's unique (queue, slot) index keeps one.
    const tick = () => {
      current
        .send(name, {}, { singletonSeconds: seconds })
        .then((id) => {
          if (id) wake(name);
        })
        .catch((error: unknown) => log.error({ err: error, queue: name }, 'schedule tick failed'));
    };
    tick();
    const timer = setInterval(tick, (seconds * 1000) / 2);
    timer.unref();
    timers.push(timer);
  }

  return {
    define(name, handler, options) {
      if (state !== 'new') throw new Error(`job queue ${name} defined after start`);
      if (definitions.has(name)) throw new Error(`job queue ${name} defined twice`);
      definitions.set(name, {
        handler: handler as JobHandler<unknown>,
        options: { ...DEFAULT_OPTIONS, ...options },
      });
    },

    schedule(name, schedule) {
      if (state !== 'new') throw new Error(`job queue ${name} scheduled after start`);
      if (!definitions.has(name)) throw new Error(`no job queue named ${name}`);
      if ('everySeconds' in schedule) {
        const { everySeconds } = schedule;
        if (!Number.isInteger(everySeconds) || everySeconds < 1 || everySeconds > MAX_EVERY_SECONDS)
          throw new Error(`job queue ${name}: everySeconds must be 1 to ${MAX_EVERY_SECONDS}`);
      }
      schedules.set(name, schedule);
    },

    async send(name, data, options = {}) {
      // After stop() a job can still be sent (a request finishing during shutdown): another instance takes it.
      if (!definitions.has(name)) throw new Error(`no job queue named ${name}`);
      if (!boss || state === 'new' || state === 'starting')
        throw new Error('the job queue is not started');
      const { key, startAfter, uow } = options;
      const id = await boss.send(name, data, {
        ...(key === undefined ? {} : { id: keyedJobId(name, key) }),
        ...(startAfter ? { startAfter } : {}),
        ...(uow ? { db: sqlExecutor(uow.tx) } : {}),
      });
      if (id === null && key === undefined) throw new Error(`job queue ${name} refused a job`);
      if (id !== null) {
        const wakeWhenDue = () => (startAfter ? wakeAt(name, startAfter) : wake(name));
        if (uow) uow.afterCommit(wakeWhenDue);
        else wakeWhenDue();
      }
      return id;
    },

    async start() {
      if (state !== 'new') return;
      state = 'starting';
      const hasCron = [...schedules.values()].some((s) => 'cron' in s);
      const current = new PgBoss({
        db: executor,
        schema: JOB_SCHEMA,
        supervise: tuning.maintenance,
        schedule: hasCron,
        maintenanceIntervalSeconds: tuning.maintenanceSeconds,
        cronMonitorIntervalSeconds: tuning.cronCheckSeconds,
        cronWorkerIntervalSeconds: Math.min(45, Math.max(1, Math.round(tuning.pollSeconds))),
        archiveFailedAfterSeconds: KEEP_FAILED_SECONDS,
      });
      current.on('error', (error) => log.error({ err: error }, 'job queue error'));
      boss = current;
      await current.start();
      for (const [name, { options }] of definitions) {
        const queue = {
          name,
          policy: 'standard' as const,
          retryLimit: options.retryLimit,
          retryDelay: options.retryDelaySeconds,
          retryBackoff: options.retryBackoff,
          expireInSeconds: options.expireInSeconds,
        };
        await current.createQueue(name, queue);
        // An existing queue takes the options of the code now running.
        await current.updateQueue(name, queue);
      }
      for (const [name, schedule] of schedules) {
        if ('cron' in schedule) await current.schedule(name, schedule.cron, {}, { tz: 'UTC' });
      }
      state = 'started';
      for (const [name, definition] of definitions) await work(name, definition, current);
      for (const [name, schedule] of schedules) {
        if ('everySeconds' in schedule) tickEvery(name, schedule.everySeconds, current);
      }
    },

    async stop() {
      if (!boss || state === 'stopped') return;
      state = 'stopped';
      for (const timer of timers) clearInterval(timer);
      for (const timer of wakeTimers) clearTimeout(timer);
      wakeTimers.clear();
      const deadline = Date.now() + tuning.shutdownSeconds * 1000;
      await boss.stop({ graceful: true, timeout: tuning.shutdownSeconds * 1000, close: false });
      // A job fetched while stopping still runs; its completion, and pg-boss's last statements, must
      // reach the database before it closes. Wait for both until quiet (or the shutdown time is up).
      while ((running.size > 0 || statements.size > 0) && Date.now() < deadline) {
        await settledWithin([...running, ...statements], deadline - Date.now());
      }
    },

    failedJobs: ({ limit, queue }) => listJobs(executor, { states: ['failed'], queue, limit }),

    jobs: (options) => listJobs(executor, options),

    job: (id) => findJob(executor, id),

    async retry(queue, id, options = {}) {
      if (!boss || state === 'new' || state === 'starting')
        throw new Error('the job queue is not started');
      const { uow } = options;
      // pg-boss 10 answers { affected } here (its types say void).
      const result = (await boss.retry(queue, id, uow ? { db: sqlExecutor(uow.tx) } : {})) as
        { affected?: number } | undefined;
      const retried = (result?.affected ?? 0) > 0;
      if (retried) {
        if (uow) uow.afterCommit(() => wake(queue));
        else wake(queue);
      }
      return retried;
    },

    async stats() {
      const counts = new Map((await countJobsByQueue(executor)).map((c) => [c.queue, c]));
      return [...definitions.keys()]
        .sort()
        .map((queue) => counts.get(queue) ?? { queue, queued: 0, active: 0, failed: 0 });
    },
  };
}
