import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { SWEEP_IDLE_ROUNDS_QUEUE } from '../modules/games/round-sweeper';
import { startTestApp, type TestApp } from '../test/test-app';
import { openTestDatabase } from '../test/test-database';
import type { JobInfo } from './job-queue';
import { until } from '../test/until';

// Two server instances on one database (and one Redis where configured), as in a scaled deployment.
// The database is the test's own, so either instance can be closed while the other runs on.
let database: Database;
let apps: TestApp[] = [];
const ticks: { instance: number; jobId: string }[] = [];
const stuckRuns: { instance: number; job: JobInfo }[] = [];
let releaseStuck: () => void = () => undefined;
const stuck = new Promise<void>((resolve) => {
  releaseStuck = resolve;
});
let startedAt = 0;

function startInstance(instance: number) {
  return startTestApp({
    database,
    beforeReady: (app) => {
      app.jobs.define('test-tick', async (_data, job) => {
        ticks.push({ instance, jobId: job.id });
      });
      app.jobs.schedule('test-tick', { everySeconds: 1 });
      // The first run anywhere never ends by itself: its instance is closed under it.
      app.jobs.define(
        'test-stuck',
        async (_data, job) => {
          stuckRuns.push({ instance, job });
          if (stuckRuns.length === 1) await stuck;
        },
        { retryLimit: 2, retryDelaySeconds: 0, retryBackoff: false, expireInSeconds: 60 },
      );
    },
  });
}

beforeAll(async () => {
  database = await openTestDatabase();
  // The per-minute sweeper is counted below: start away from a minute's end.
  const second = new Date().getUTCSeconds();
  if (second > 40) await new Promise((r) => setTimeout(r, (61 - second) * 1000));
  startedAt = Date.now();
  apps = [await startInstance(0), await startInstance(1)];
});
afterAll(async () => {
  releaseStuck();
  for (const t of apps) await t.close();
  await database.close();
});

describe('background jobs on two server instances', () => {
  it('runs an every-second schedule once per tick across both instances', async () => {
    const from = ticks.length;
    const begin = Date.now();
    await new Promise((r) => setTimeout(r, 5_000));
    const seconds = (Date.now() - begin) / 1000;
    const counted = ticks.slice(from);
    // Each instance offers a job twice a second: without one job per tick there would be about four a second.
    expect(counted.length).toBeGreaterThanOrEqual(Math.floor(seconds) - 1);
    expect(counted.length).toBeLessThanOrEqual(Math.ceil(seconds) + 1);
    expect(new Set(counted.map((t) => t.jobId)).size).toBe(counted.length);
  });

  it('runs the per-minute idle-round sweep once a minute across both instances', async () => {
    const sweeps = () =>
      apps[0]!.app.jobs.jobs({
        queue: SWEEP_IDLE_ROUNDS_QUEUE,
        states: ['completed', 'active', 'created', 'failed'],
        limit: 10,
      });
    await until(async () => (await sweeps()).length > 0, 'the first sweep');
    await new Promise((r) => setTimeout(r, 3_000));
    const minutes = new Set<number>();
    for (let t = startedAt; t <= Date.now(); t += 1_000) minutes.add(Math.floor(t / 60_000));
    const runs = await sweeps();
    expect(runs.length).toBeLessThanOrEqual(minutes.size);
    expect(runs[0]).toMatchObject({ state: 'completed', output: { settled: 0 } });
  });

  it('retries on the other instance a job whose instance closed while running it', async () => {
    await apps[0]!.app.jobs.send('test-stuck', { payout: 7 });
    await until(() => stuckRuns.length === 1, 'an instance to take the job');
    const [first] = stuckRuns;
    const closing = apps[first!.instance]!;
    // Closing waits the shutdown time for the job, then fails it so that another instance retries it.
    await closing.close();
    apps = apps.filter((t) => t !== closing);
    await until(() => stuckRuns.length === 2, 'the other instance to retry the job');
    expect(stuckRuns[1]).toMatchObject({
      instance: 1 - first!.instance,
      job: { id: first!.job.id, retryCount: 1 },
    });
    const survivor = apps[0]!.app.jobs;
    await until(
      async () =>
        (await survivor.jobs({ queue: 'test-stuck', states: ['completed'], limit: 5 })).length ===
        1,
      'the retried job to complete',
    );
    expect(await survivor.failedJobs({ limit: 5, queue: 'test-stuck' })).toEqual([]);
  });
});
