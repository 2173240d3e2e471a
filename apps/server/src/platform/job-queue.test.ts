import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pino from 'pino';
import type { Database } from '../db/database';
import { sqlExecutor, type SqlExecutor } from '../db/sql-executor';
import { openTestDatabase } from '../test/test-database';
import { TEST_JOB_TUNING } from '../test/test-app';
import { createJobQueue, keyedJobId, type JobInfo, type JobQueue } from './job-queue';
import { until } from '../test/until';

const log = pino({ level: 'silent' });
let database: Database;
const queues: JobQueue[] = [];

beforeAll(async () => {
  database = await openTestDatabase();
});
afterAll(async () => {
  for (const queue of queues) await queue.stop();
  await database.close();
});

/** One server instance's queue on the shared test database (stopped after the tests unless it died). */
function instance(
  options: { executor?: SqlExecutor; maintenance?: boolean; pollSeconds?: number } = {},
) {
  const queue = createJobQueue({
    executor: options.executor ?? sqlExecutor(database.db),
    log,
    tuning: {
      ...TEST_JOB_TUNING,
      maintenance: options.maintenance ?? true,
      pollSeconds: options.pollSeconds ?? TEST_JOB_TUNING.pollSeconds,
    },
  });
  if (!options.executor) queues.push(queue);
  return queue;
}

/** A poll interval longer than any test here: what runs, runs because it was woken. */
const NO_POLL_SECONDS = 40;

describe('job queue', () => {
  it('retries a throwing job with back-off, then keeps it failed with its error for operators', async () => {
    // No poll comes in the test's time: each retry runs because its instance wakes when it is due.
    const queue = instance({ pollSeconds: NO_POLL_SECONDS });
    const attempts: { at: number; retryCount: number }[] = [];
    queue.define(
      'test-always-fails',
      async (_data, job: JobInfo) => {
        attempts.push({ at: Date.now(), retryCount: job.retryCount });
        throw new Error(`refused on attempt ${attempts.length}`);
      },
      { retryLimit: 2, retryDelaySeconds: 1, retryBackoff: true, expireInSeconds: 10 },
    );
    await queue.start();
    const id = await queue.send('test-always-fails', { invoice: 7 });

    await until(async () => (await queue.failedJobs({ limit: 10 })).length > 0, 'the failure');
    expect(attempts.map((a) => a.retryCount)).toEqual([0, 1, 2]);
    // Back-off: the first retry waits 1 to 2 s, the second 2 to 4 s (woken at the window's ends).
    const firstWait = attempts[1]!.at - attempts[0]!.at;
    const secondWait = attempts[2]!.at - attempts[1]!.at;
    expect(firstWait).toBeGreaterThanOrEqual(950);
    expect(firstWait).toBeLessThan(2_700);
    expect(secondWait).toBeGreaterThanOrEqual(1_950);
    expect(secondWait).toBeLessThan(4_700);

    const [failed] = await queue.failedJobs({ limit: 10, queue: 'test-always-fails' });
    expect(failed).toMatchObject({
      id,
      queue: 'test-always-fails',
      state: 'failed',
      data: { invoice: 7 },
      error: 'refused on attempt 3',
      retryCount: 2,
      retryLimit: 2,
    });
    expect(failed?.completedOn).toBeInstanceOf(Date);
    expect(await queue.stats()).toEqual([
      { queue: 'test-always-fails', queued: 0, active: 0, failed: 1 },
    ]);
    await queue.stop();
  });

  it('sends a job once per key, holds it until its start time, and keeps its answer', async () => {
    // The held job runs when due because its instance wakes then, not because of a poll.
    const queue = instance({ pollSeconds: NO_POLL_SECONDS });
    const runs: { data: unknown; at: number }[] = [];
    queue.define('test-keyed', async (data) => {
      runs.push({ data, at: Date.now() });
      return { done: true };
    });
    await queue.start();
    const startAfter = new Date(Date.now() + 1_500);
    const first = await queue.send('test-keyed', { n: 1 }, { key: 'order-1', startAfter });
    const again = await queue.send('test-keyed', { n: 2 }, { key: 'order-1' });
    expect(first).toBe(keyedJobId('test-keyed', 'order-1'));
    expect(again).toBeNull();

    await new Promise((r) => setTimeout(r, 1_000));
    expect(runs).toHaveLength(0);
    await until(() => runs.length === 1, 'the held job');
    expect(runs[0]!.at).toBeGreaterThanOrEqual(startAfter.getTime() - 50);
    expect(runs[0]!.data).toEqual({ n: 1 });
    await until(
      async () =>
        (await queue.jobs({ queue: 'test-keyed', states: ['completed'], limit: 5 })).length === 1,
      'the completion',
    );
    const [done] = await queue.jobs({ queue: 'test-keyed', states: ['completed'], limit: 5 });
    expect(done).toMatchObject({ id: first, output: { done: true }, error: null });
    await queue.stop();
  });

  it('retries on another instance a job whose worker died mid-run', async () => {
    // The doomed instance takes the job, then its process "dies": no statement of it reaches the database again.
    let dead = false;
    const shared = sqlExecutor(database.db);
    const doomed = instance({
      maintenance: false,
      executor: {
        executeSql: (text, values) =>
          dead ? new Promise<never>(() => undefined) : shared.executeSql(text, values),
      },
    });
    const options = {
      retryLimit: 1,
      retryDelaySeconds: 0,
      retryBackoff: false,
      expireInSeconds: 2,
    };
    let taken = false;
    doomed.define(
      'test-dies',
      () => {
        taken = true;
        return new Promise(() => undefined);
      },
      options,
    );
    await doomed.start();
    const id = await doomed.send('test-dies', { payout: 42 });
    await until(() => taken, 'the doomed worker to take the job');
    dead = true;

    const survivor = instance();
    const runs: JobInfo[] = [];
    survivor.define(
      'test-dies',
      async (_data, job) => {
        runs.push(job);
      },
      options,
    );
    await survivor.start();
    await until(() => runs.length === 1, 'the survivor to retry the job');
    expect(runs[0]).toMatchObject({ id, retryCount: 1 });
    await until(
      async () =>
        (await survivor.jobs({ queue: 'test-dies', states: ['completed'], limit: 5 })).length === 1,
      'the retried job to complete',
    );
    await survivor.stop();
  });

  it('waits for a running job when it stops', async () => {
    const queue = instance();
    let finished = false;
    let started = false;
    queue.define('test-slow', async () => {
      started = true;
      await new Promise((r) => setTimeout(r, 700));
      finished = true;
    });
    await queue.start();
    await queue.send('test-slow', {});
    await until(() => started, 'the job to start');
    await queue.stop();
    expect(finished).toBe(true);
    const reader = instance();
    expect(
      (await reader.jobs({ queue: 'test-slow', states: ['completed'], limit: 5 })).length,
    ).toBe(1);
  });

  it('refuses to send before it is started, and to an undefined queue', async () => {
    const queue = instance();
    queue.define('test-early', async () => undefined);
    await expect(queue.send('test-early', {})).rejects.toThrow(/not started/);
    await expect(queue.send('test-unknown', {})).rejects.toThrow(/no job queue named test-unknown/);
  });
});
