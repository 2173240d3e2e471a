import type { Db, DbOrTx } from '../../db/database';
import { inTransaction } from '../../db/unit-of-work';
import * as repo from './stats-rollup.repository';
import { ROLLUP_SOURCES, type IdGap, type RollupSource } from './stats-rollup.repository';

/** The roll-up job's queue (decision 025). */
export const STATS_ROLLUP_QUEUE = 'stats-rollup';

/** Ids of one source folded by one transaction at most (a first fold of a large table loops). */
export const ROLLUP_BATCH_IDS = 50_000;

/**
 * How long a gap (ids not visible when the watermark passed them) is looked for again. Longer
 * than any transaction may run: a writer that had taken an id has committed or rolled back by
 * then, and the fold that drops a gap has looked into it once more first.
 */
export const GAP_KEEP_MS = 15 * 60_000;

/** What is left of `gaps` once the ids now found in them are taken out; expired ones dropped. */
export function remainingGaps(gaps: IdGap[], found: number[], now: Date): IdGap[] {
  const left: IdGap[] = [];
  for (const gap of gaps) {
    if (now.getTime() - gap.notedAt.getTime() > GAP_KEEP_MS) continue;
    let from = gap.fromId;
    for (const id of found) {
      if (id < from || id > gap.toId) continue;
      if (id > from) left.push({ fromId: from, toId: id - 1, notedAt: gap.notedAt });
      from = id + 1;
    }
    if (from <= gap.toId) left.push({ fromId: from, toId: gap.toId, notedAt: gap.notedAt });
  }
  return left;
}

/**
 * Folds one source's new rows into stats_daily and moves its watermark, in the caller's
 * transaction (one snapshot: repeatable read). Answers true when the source has more to fold.
 */
async function foldSource(tx: DbOrTx, source: RollupSource, now: Date, at: Date): Promise<boolean> {
  const { watermark } = await repo.lockState(tx, source);
  const newest = await repo.maxId(tx, source);
  const upTo = Math.max(watermark, Math.min(newest, watermark + ROLLUP_BATCH_IDS));
  const gaps = await repo.listGaps(tx, source);
  if (upTo === watermark && gaps.length === 0) {
    await repo.saveState(tx, source, watermark, at);
    return false;
  }
  const foundInGaps = gaps.length > 0 ? await repo.idsInGaps(tx, source) : [];
  await repo.foldIntoDaily(tx, source, watermark, upTo);
  const fresh = (await repo.missingRanges(tx, source, watermark, upTo)).map((range) => ({
    ...range,
    notedAt: now,
  }));
  const kept = remainingGaps(gaps, foundInGaps, now);
  if (fresh.length > 0 || kept.length !== gaps.length || foundInGaps.length > 0)
    await repo.replaceGaps(tx, source, [...kept, ...fresh]);
  await repo.saveState(tx, source, upTo, at);
  return upTo < newest;
}

/**
 * The dashboard's roll-up (decision 025): new users, purchase operations and wallet transfers
 * since each source's watermark are summed per US Eastern day into stats_daily, in the same
 * transaction that moves the watermarks, so a row is counted exactly once however often (and on
 * however many instances) the fold runs.
 */
export function createStatsRollup(deps: { db: Db; now?: () => Date }) {
  const { db } = deps;
  const now = deps.now ?? (() => new Date());

  /**
   * One pass over every source (at most ROLLUP_BATCH_IDS each); true when more is waiting.
   * `unlessFolded`: nothing when a fold that began after this call has committed meanwhile (a
   * dashboard read: the rows committed before it are folded already).
   */
  function foldOnce(options: { unlessFolded?: boolean } = {}): Promise<boolean> {
    return inTransaction(
      db,
      async ({ tx }) => {
        await repo.lockRollup(tx);
        const { at, foldedSinceBegin } = await repo.beginFold(tx);
        if (options.unlessFolded && foldedSinceBegin) return false;
        let more = false;
        for (const source of ROLLUP_SOURCES)
          more = (await foldSource(tx, source, now(), at)) || more;
        return more;
      },
      { isolationLevel: 'repeatable read' },
    );
  }

  return {
    foldOnce,

    /**
     * The fold of a dashboard read, so its figures hold everything committed before it: reads at
     * the same time queue on the roll-up's lock behind one fold and then find it done.
     */
    foldForRead: async () =>
      (await repo.hasPendingWork(db)) ? foldOnce({ unlessFolded: true }) : false,

    /** Folds until nothing is waiting (the job's work); answers the passes made. */
    async foldAll(): Promise<number> {
      let passes = 1;
      while (await foldOnce()) passes += 1;
      return passes;
    },
  };
}

export type StatsRollup = ReturnType<typeof createStatsRollup>;
