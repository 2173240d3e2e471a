import type { JobQueue } from '../../platform/job-queue';

export const SWEEP_IDLE_ROUNDS_QUEUE = 'games-sweep-idle-rounds';

/**
 * Multi-step rounds a player left are settled in their favour after the idle
 * time: a job every minute, run by one instance whatever their number. A
 * failed sweep is not retried (the next minute's sweeps again) but kept.
 */
export function scheduleRoundSweeper(
  jobs: JobQueue,
  play: { sweep(idleMs: number): Promise<number> },
  idleMinutes: number,
) {
  jobs.define(
    SWEEP_IDLE_ROUNDS_QUEUE,
    async () => ({ settled: await play.sweep(idleMinutes * 60_000) }),
    { retryLimit: 0, expireInSeconds: 300 },
  );
  jobs.schedule(SWEEP_IDLE_ROUNDS_QUEUE, { cron: '* * * * *' });
}
